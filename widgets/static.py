"""What a saved notebook shows of a widget where its live view cannot be shown.

A widget's view needs its live model: a running kernel that made it, or widget state saved
in the notebook and a trusted frontend. A lesson opened on a new machine has neither (its
notebook is not trusted there, and JupyterLab never runs an untrusted widget view), nor
has a static page (``jupyter nbconvert --to html``, nbviewer, GitHub). Those show the
output's other mime types instead, so every widget displayed gets two more of its state:

* ``text/html``: the widget tree as plain, *safe* HTML, which JupyterLab shows even in an
  untrusted notebook (sanitised: no scripts and no inline ``<svg>``, but styles, tables and
  ``<img>`` with a ``data:`` address stay). Pictures are such images (:func:`safe_html`),
  buttons are labelled boxes, hidden parts are left out; a canvas shows the picture given
  by :func:`picture` (the table widget gives its scene), else nothing; a widget given a
  :func:`stand_in` shows that instead (the learner's progress is no reader's).
* ``text/plain``: its texts, one line each, instead of the ``Widget(children=(...))`` repr.

:func:`install` adds both to the mime bundle of every widget IPython displays (the kit
calls it on import); a trusted live frontend still shows the widget view, which ranks first.

>>> import ipywidgets as w
>>> box = w.VBox([w.HTML("<b>Which month?</b>"), w.HBox([w.Button(description="May")])])
>>> static_text(box)
'Which month?\\n[May]'
>>> "<svg" in safe_html('<p><svg xmlns="http://www.w3.org/2000/svg" width="4"/></p>')
False
"""

from __future__ import annotations

import base64
import re
import weakref
from collections.abc import Callable, Iterator
from html import escape, unescape
from typing import Any

import ipywidgets as w

from widgets.i18n import translator as _

__all__ = [
    "LOG_LINES",
    "html_text",
    "install",
    "picture",
    "safe_html",
    "saved_enabled",
    "static_html",
    "static_text",
    "svg_image",
]

_PICTURES: weakref.WeakKeyDictionary[w.Widget, Callable[[], str]] = weakref.WeakKeyDictionary()
_PICTURE_TEXTS: weakref.WeakKeyDictionary[w.Widget, Callable[[], str]] = weakref.WeakKeyDictionary()
_STAND_INS: weakref.WeakKeyDictionary[w.Widget, Callable[[], str]] = weakref.WeakKeyDictionary()
_SAVED_ENABLED: weakref.WeakKeyDictionary[w.Widget, bool] = weakref.WeakKeyDictionary()

_BUTTON = (
    "display:inline-block;border:1px solid #b9ab92;border-radius:3px;padding:2px 10px;"
    "margin:2px 4px 2px 0;font-size:13px;line-height:20px;white-space:nowrap"
)
_BUTTON_STYLES = {
    "primary": "background:#2196f3;color:#fff",
    "success": "background:#4caf50;color:#fff",
    "info": "background:#00bcd4;color:#fff",
    "warning": "background:#ff9800;color:#fff",
    "danger": "background:#f44336;color:#fff",
    "": "background:#eeeeee;color:#222",
}
_PRESSED = "background:#c9c0ae;color:#222"
_DISABLED = "opacity:0.45"
"""A button that cannot be pressed now is drawn faded, as the live one is."""
LOG_LINES = 8
"""The lines of text an output area shows at most, the last ones."""
_LAYOUT_STYLES = ("border", "padding", "margin", "max_width", "width", "max_height", "overflow")


def picture(
    widget: w.Widget, draw: Callable[[], str], text: Callable[[], str] | None = None
) -> None:
    """Show ``widget`` (a canvas, or any widget) in saved notebooks as the SVG that
    ``draw()`` returns at display time (the state it shows then); its plain text is
    ``text()`` then (what the picture shows, in words), else the picture's title."""
    if not callable(draw):
        raise ValueError(f"picture needs a function returning SVG, not {draw!r}")
    if text is not None and not callable(text):
        raise ValueError(f"picture's text must be a function returning text, not {text!r}")
    _PICTURES[widget] = draw
    if text is None:
        _PICTURE_TEXTS.pop(widget, None)
    else:
        _PICTURE_TEXTS[widget] = text


def stand_in(widget: w.Widget, html: Callable[[], str]) -> None:
    """Show ``widget`` in saved notebooks as the safe HTML that ``html()`` returns at display
    time, instead of its state (e.g. a learner's progress, which the saved page must not
    claim for its reader)."""
    if not callable(html):
        raise ValueError(f"stand_in needs a function returning HTML, not {html!r}")
    _STAND_INS[widget] = html


def saved_enabled(button: w.Button, enabled: bool) -> None:
    """Draw ``button`` in saved notebooks as enabled or not, whatever its live state: for a
    widget whose saved picture shows another moment than the live one starts at."""
    _SAVED_ENABLED[button] = enabled


def svg_image(svg: str, alt: str = "") -> str:
    """``svg`` as an ``<img>`` with a ``data:`` address, at its own size (at most the width
    of the page)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    alt = alt or _svg_title(svg)
    width = _svg_width(svg)
    size = f'width="{width:g}" ' if width else ""
    return (
        f'<img alt="{escape(alt)}" src="data:image/svg+xml;base64,{data}" {size}'
        f'style="max-width:100%;height:auto;vertical-align:top">'
    )


def _svg_width(svg: str) -> float | None:
    """The width ``svg`` is drawn at, in CSS pixels: its ``width`` in pixels, else its
    ``max-width``, else its viewBox's. An ``<img>`` needs it: an SVG sized ``100%`` has no
    width of its own, and in a box that shrinks to its content it is drawn 0 pixels wide."""
    head = svg[: svg.find(">") + 1]
    for pattern in (
        r'\swidth="([\d.]+)(?:px)?"',
        r"max-width:\s*([\d.]+)px",
        r'viewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)',
    ):
        found = re.search(pattern, head)
        if found:
            return float(found.group(1))
    return None


def _svg_title(svg: str) -> str:
    found = re.search(r'aria-label="([^"]*)"', svg[:2000]) or re.search(
        r"<title>(.*?)</title>", svg[:4000], re.S
    )
    return unescape(found.group(1)) if found else ""


def _svg_spans(html: str) -> Iterator[tuple[int, int]]:
    """Start and end of every outermost ``<svg>...</svg>`` element of ``html``."""
    opening = re.compile(r"<svg[\s>]|</svg>|/>", re.I)
    at = 0
    while (start := html.lower().find("<svg", at)) != -1:
        depth, pos = 0, start
        for match in opening.finditer(html, start):
            token = match.group(0).lower()
            if token.startswith("<svg"):
                depth += 1
                # a self-closing <svg .../> ends at once
                close = html.find(">", match.start())
                if html[close - 1] == "/":
                    depth -= 1
                    pos = close + 1
                    if depth == 0:
                        break
            elif token == "</svg>":
                depth -= 1
                pos = match.end()
                if depth == 0:
                    break
        else:
            raise ValueError(f"an <svg> element at {start} is not closed")
        yield start, pos
        at = pos


def safe_html(html: str) -> str:
    """``html`` with every inline ``<svg>`` picture made an ``<img>`` (sanitised HTML keeps
    images with ``data:`` addresses, and drops inline SVG)."""
    out, at = [], 0
    for start, end in list(_svg_spans(html)):
        out += [html[at:start], svg_image(html[start:end])]
        at = end
    out.append(html[at:])
    return "".join(out)


# --- HTML of a widget tree ----------------------------------------------------------------


def _hidden(widget: w.Widget) -> bool:
    layout = getattr(widget, "layout", None)
    return layout is not None and (layout.display == "none" or layout.visibility == "hidden")


def _box_style(widget: w.Widget) -> str:
    layout = widget.layout
    return ";".join(
        f"{name.replace('_', '-')}:{getattr(layout, name)}"
        for name in _LAYOUT_STYLES
        if getattr(layout, name, None)
    )


def _button(label: str, style: str = "", *, disabled: bool = False) -> str:
    look = _BUTTON_STYLES.get(style, _BUTTON_STYLES[""]) if style != "pressed" else _PRESSED
    if disabled:
        look += ";" + _DISABLED
    return f'<span style="{_BUTTON};{look}">{escape(label) or "&nbsp;"}</span>'


def _described(widget: w.Widget, body: str) -> str:
    label = getattr(widget, "description", "")
    return (f'<span style="margin-right:6px">{escape(label)}</span>' if label else "") + body


def _options(widget: w.Widget) -> list[tuple[str, bool]]:
    """The labels of a selection widget's options, each with whether it is chosen."""
    return [(str(label), widget.index == i) for i, label in enumerate(widget._options_labels)]


def _last_lines(outputs: tuple[dict[str, Any], ...]) -> list[dict[str, Any]]:
    """An output area's outputs, its text cut to the last :data:`LOG_LINES` lines (a
    table's log scrolls to the newest line; a page shows that end)."""
    lines = sum(o.get("text", "").count("\n") for o in outputs if o.get("output_type") == "stream")
    if lines <= LOG_LINES:
        return list(outputs)
    text = "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")
    kept = "…\n" + "".join(text.splitlines(keepends=True)[-LOG_LINES:])
    others = [o for o in outputs if o.get("output_type") != "stream"]
    return [*others, {"output_type": "stream", "name": "stdout", "text": kept}]


def _output_html(output: dict[str, Any]) -> str:
    if output.get("output_type") == "stream":
        return f'<pre style="margin:0">{escape(output.get("text", ""))}</pre>'
    data = output.get("data", {})
    if "text/html" in data:
        return safe_html(data["text/html"])
    if "image/svg+xml" in data:
        return svg_image(data["image/svg+xml"])
    if "image/png" in data:
        return f'<img alt="" src="data:image/png;base64,{data["image/png"]}">'
    if "text/plain" in data:
        return f'<pre style="margin:0">{escape(data["text/plain"])}</pre>'
    return ""


def _html(widget: w.Widget) -> str:
    if _hidden(widget):
        return ""
    if widget in _STAND_INS:
        return safe_html(_STAND_INS[widget]())
    if widget in _PICTURES:
        return svg_image(_PICTURES[widget]())
    if isinstance(widget, w.Label):
        return _described(widget, escape(widget.value))
    if isinstance(widget, w.HTML | w.HTMLMath):
        return _described(widget, safe_html(widget.value))
    if isinstance(widget, w.ToggleButton):
        style = "pressed" if widget.value else widget.button_style
        return _button(widget.description, style, disabled=widget.disabled)
    if isinstance(widget, w.Button):
        disabled = not _SAVED_ENABLED.get(widget, not widget.disabled)
        return _button(widget.description, widget.button_style, disabled=disabled)
    if isinstance(widget, w.ToggleButtons):
        buttons = "".join(_button(label, "pressed" if on else "") for label, on in _options(widget))
        return _described(widget, buttons)
    if isinstance(widget, w.Dropdown):
        chosen = next((label for label, on in _options(widget) if on), "")
        return _described(widget, _button(f"{chosen} ▾"))
    if isinstance(widget, w.RadioButtons | w.Select | w.SelectMultiple):
        marks = "".join(
            f"<div>{'●' if on else '○'} {escape(label)}</div>" for label, on in _options(widget)
        )
        return _described(widget, marks)
    if isinstance(widget, w.Checkbox):
        return f"{'☑' if widget.value else '☐'} {escape(widget.description)}"
    if isinstance(widget, w.Output):
        return "".join(_output_html(o) for o in _last_lines(widget.outputs))
    if isinstance(widget, w.Accordion | w.Tab):
        return _folded(widget)
    if isinstance(widget, w.Box):
        return _box(widget)
    if isinstance(widget, w.ValueWidget) and isinstance(widget, w.DOMWidget):
        return _described(widget, _button(str(widget.value)))
    return ""


def _box(widget: w.Box) -> str:
    row = isinstance(widget, w.HBox) or (
        not isinstance(widget, w.VBox) and (widget.layout.flex_flow or "row").startswith("row")
    )
    parts = [html for child in widget.children if (html := _html(child))]
    if row:
        inner = "".join(
            f'<div style="display:inline-block;vertical-align:middle;margin:0 6px 4px 0">'
            f"{part}</div>"
            for part in parts
        )
    else:
        inner = "".join(f'<div style="margin:2px 0">{part}</div>' for part in parts)
    return f'<div style="{_box_style(widget)}">{inner}</div>'


def _folded(widget: w.Accordion | w.Tab) -> str:
    """An accordion or tabs: every title, the open one followed by its content."""
    parts = []
    for i, child in enumerate(widget.children):
        title = widget.get_title(i) or ""
        is_open = widget.selected_index == i
        parts.append(
            '<div style="border:1px solid #d0d0d0;background:#f5f5f5;padding:4px 8px;'
            f'font-size:13px">{"▾" if is_open else "▸"} {escape(title)}</div>'
        )
        if is_open:
            parts.append(
                f'<div style="border:1px solid #d0d0d0;padding:6px 8px">{_html(child)}</div>'
            )
    return f'<div style="{_box_style(widget)}">{"".join(parts)}</div>'


def static_html(widget: w.Widget) -> str:
    """``widget`` as it looks now, as safe HTML (see the module's docstring)."""
    return f'<div class="koikoi-static" style="max-width:100%">{_html(widget)}</div>'


# --- text of a widget tree -----------------------------------------------------------------

_TAGS = re.compile(r"<[^>]+>")
_BREAKS = re.compile(r"<(br|/p|/div|/li|/tr|/h\d|/summary|/table)\b[^>]*>", re.I)
# an inline tag (<b>standard</b>:) leaves a space before the punctuation that followed it
_NO_SPACE_BEFORE = re.compile(r" ([,.;:!?)])")


_STYLES = re.compile(r"<style\b.*?</style>", re.IGNORECASE | re.DOTALL)
_CELL_ENDS = re.compile(r"</t[dh]>", re.I)
_ROWS = re.compile(r"<tr\b.*?</tr>", re.I | re.S)
_BREAKS_IN_ROW = re.compile(r"<br\s*/?>|</div>|</p>", re.I)


def html_text(html: str) -> str:
    """The text of ``html`` as a text-only reader should see it: pictures by their titles,
    one line per block or table row, table cells parted by ``|``."""
    html = _ROWS.sub(lambda row: _BREAKS_IN_ROW.sub(" ", row.group(0)), html)  # a row a line
    rows = _plain(_CELL_ENDS.sub(" | ", html)).splitlines()
    return "\n".join(row.strip(" |") for row in rows if row.strip(" |"))


def _plain(html: str) -> str:
    """The text of ``html``: pictures by their titles, one line per block."""
    html = "".join(
        f" {_svg_title(html[a:b])} " if i % 2 else html[a:b]
        for i, (a, b) in enumerate(_alternate(html))
    )
    html = re.sub(r'<img[^>]*alt="([^"]*)"[^>]*>', r" \1 ", html)
    html = _STYLES.sub(" ", html)  # a style sheet is not text a reader sees
    text = unescape(_TAGS.sub(" ", _BREAKS.sub("\n", html)))
    lines = (_NO_SPACE_BEFORE.sub(r"\1", " ".join(line.split())) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def _alternate(html: str) -> Iterator[tuple[int, int]]:
    """Spans of ``html``: text, svg, text, svg, ..., text."""
    at = 0
    for start, end in list(_svg_spans(html)):
        yield at, start
        yield start, end
        at = end
    yield at, len(html)


def _texts(widget: w.Widget) -> Iterator[str]:
    if _hidden(widget):
        return
    if widget in _STAND_INS:
        yield _plain(_STAND_INS[widget]())
    elif widget in _PICTURE_TEXTS:
        yield _PICTURE_TEXTS[widget]()
    elif widget in _PICTURES:
        yield _svg_title(_PICTURES[widget]())
    elif isinstance(widget, w.HTML | w.HTMLMath | w.Label):
        yield " ".join(filter(None, [getattr(widget, "description", ""), _plain(widget.value)]))
    elif isinstance(widget, w.Button | w.ToggleButton):
        yield f"[{widget.description}]"
    elif isinstance(widget, w.ToggleButtons | w.Dropdown | w.RadioButtons | w.Select):
        labels = " ".join(f"[{label}]" for label, _on in _options(widget))
        yield " ".join(filter(None, [widget.description, labels]))
    elif isinstance(widget, w.Output):
        yield from (_plain(_output_html(o)) for o in _last_lines(widget.outputs))
    elif isinstance(widget, w.Accordion | w.Tab):
        for i, child in enumerate(widget.children):
            yield widget.get_title(i) or ""
            if widget.selected_index == i:
                yield from _texts(child)
    elif isinstance(widget, w.HBox):
        yield " ".join(t for child in widget.children for t in _texts(child) if t)
    elif isinstance(widget, w.Box):
        for child in widget.children:
            yield from _texts(child)
    elif isinstance(widget, w.Checkbox):  # a switch in words, never True/False
        yield f"{widget.description}: {_('yes') if widget.value else _('no')}"
    elif isinstance(widget, w.ValueWidget) and isinstance(widget, w.DOMWidget):
        yield " ".join(filter(None, [getattr(widget, "description", ""), str(widget.value)]))


def static_text(widget: w.Widget) -> str:
    """The texts of ``widget`` as it is now, one line each; buttons in brackets."""
    return "\n".join(line for text in _texts(widget) for line in text.splitlines() if line)


# --- registration -------------------------------------------------------------------------


def _bundle(widget: w.DOMWidget) -> dict[str, Any] | None:
    """The widget's own mime bundle (its view), with its static HTML and text."""
    bundle = widget._repr_mimebundle_()
    if bundle:
        bundle["text/html"] = static_html(widget)
        bundle["text/plain"] = static_text(widget) or bundle.get("text/plain", "")
    return bundle


def install(shell: Any = None) -> bool:
    """Give every widget displayed in ``shell`` (the running IPython by default) its
    static HTML and text (see the module's docstring); False outside IPython."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - widgets always come with IPython
            return False
        shell = get_ipython()
    if shell is None:
        return False
    shell.display_formatter.mimebundle_formatter.for_type(w.DOMWidget, _bundle)
    return True
