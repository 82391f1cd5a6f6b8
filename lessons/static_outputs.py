"""A built lesson's outputs, made to show before anything runs, and checked for leftovers.

A learner opens a lesson on a new machine, where the notebook is not trusted: JupyterLab
then shows PNG images and sanitised HTML (with ``<img>`` pictures), but neither SVG
outputs nor inline ``<svg>`` in HTML; a saved widget view shows only an error, since its
model is gone with the kernel that made it. A static page (``jupyter
nbconvert --to html``, nbviewer, GitHub) shows no widget either. So :func:`finish`, run on
every built notebook (``lessons/build.py``):

* gives every SVG output a PNG copy (rasterised by resvg, no browser; the same SVG gives
  the same bytes), which an untrusted JupyterLab shows, while the others keep the SVG;
* turns inline ``<svg>`` pictures in HTML outputs into ``<img>`` elements
  (:func:`widgets.static.safe_html`); widgets already carry such HTML of their state
  (:mod:`widgets.static`);
* drops the saved widget state: with it, static renderers choose the widget view (which
  they cannot show offline, and whose canvases are saved empty) over that HTML;
* drops every widget view, keeping the picture or HTML each widget output carries (one
  without is refused): its model lives only in the kernel that built the lesson, so once
  a learner's kernel starts, JupyterLab would show "Error displaying widget: model not
  found" in its place (running the cell shows the live widget again); and the kernel's
  random model ids never reach the file, so two builds give the same bytes;
* refuses a notebook whose outputs name a machine path (a temporary folder, a home, a
  virtual environment): :func:`machine_paths` lists them.

>>> import nbformat
>>> nb = nbformat.v4.new_notebook()
>>> cell = nbformat.v4.new_code_cell("print(path)")
>>> cell.outputs = [nbformat.v4.new_output("stream", text="Saved in /tmp/x/progress.json")]
>>> nb.cells = [cell]
>>> machine_paths(nb)
['cell 0: /tmp/x/progress.json']
"""

from __future__ import annotations

import base64
import io
import re
from collections.abc import Iterator
from typing import Any

import nbformat

from widgets.static import safe_html

__all__ = ["MACHINE_PATH", "finish", "machine_paths", "png_of_svg"]

MACHINE_PATH = re.compile(
    r"(?:/tmp/|/var/folders/|/home/|/root/|/Users/|[A-Za-z]:\\Users\\|/\.venv/|/venv/"
    r"|site-packages|dist-packages|/usr/lib/python|/opt/conda)[^\s\"'<>]*"
)
"""A path that only makes sense on the machine that built the lesson."""
_DATA_URI = re.compile(r"data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+")
_IMAGES = ("image/png", "image/jpeg", "image/gif")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
_SHOWN_WITHOUT_KERNEL = ("text/html", "image/svg+xml", *_IMAGES)
"""What a saved output may show in place of its widget view."""
_COLOURS = 256


def png_of_svg(svg: str) -> bytes:
    """``svg`` as PNG bytes at its own size (at most 256 colours, transparency kept)."""
    try:
        import resvg_py
        from PIL import Image
    except ImportError as err:  # pragma: no cover - both come with the lessons' extras
        raise RuntimeError(
            "building lessons needs resvg-py and pillow: pip install -e '.[lessons]'"
        ) from err
    raw = bytes(resvg_py.svg_to_bytes(svg_string=svg))
    image = Image.open(io.BytesIO(raw)).convert("RGBA")
    small = image.quantize(_COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, "PNG", optimize=True)
    return out.getvalue()


def _outputs(nb: nbformat.NotebookNode) -> Iterator[tuple[int, Any]]:
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            yield index, output


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def machine_paths(nb: nbformat.NotebookNode) -> list[str]:
    """Every machine path in ``nb``'s outputs and saved widget state, as ``cell N: path``
    (pictures' data is not searched: it is no text)."""
    found = []
    for index, output in _outputs(nb):
        texts = [_text(output.get("text", "")), _text(output.get("evalue", ""))]
        texts += [
            _text(value) for kind, value in output.get("data", {}).items() if kind not in _IMAGES
        ]
        for text in texts:
            found += [f"cell {index}: {m}" for m in MACHINE_PATH.findall(_DATA_URI.sub("", text))]
    state = nb.metadata.get("widgets")
    if state:
        found += [f"widget state: {m}" for m in MACHINE_PATH.findall(_DATA_URI.sub("", str(state)))]
    return found


def finish(nb: nbformat.NotebookNode, *, name: str = "notebook") -> None:
    """Make ``nb``'s outputs show on first open and in static pages (see the module's
    docstring); ``ValueError`` naming ``name`` and the paths if an output holds one."""
    nb.metadata.pop("widgets", None)
    for index, output in _outputs(nb):
        data = output.get("data")
        if not data:
            continue
        if WIDGET_VIEW in data:
            if not any(kind in data for kind in _SHOWN_WITHOUT_KERNEL):
                raise ValueError(f"{name}: cell {index}: a widget with no picture nor HTML")
            del data[WIDGET_VIEW]
        if "text/html" in data:
            data["text/html"] = safe_html(_text(data["text/html"]))
        if "image/svg+xml" in data and "image/png" not in data:
            png = png_of_svg(_text(data["image/svg+xml"]))
            data["image/png"] = base64.b64encode(png).decode("ascii")
    paths = machine_paths(nb)
    if paths:
        raise ValueError(f"{name}: outputs name machine paths:\n" + "\n".join(paths))
