"""How engine objects show themselves in a notebook, without the engine naming who draws them.

The engine draws nothing. A display layer registers a renderer for an engine type and a
mime type (:func:`register`): the ``widgets`` package registers its SVG pictures and table
texts when it is imported. Every displayable engine object (:class:`Shown`: cards, rounds,
player views) asks this registry in ``_repr_svg_`` (None: no picture, IPython skips it)
and in ``_repr_pretty_``, the ``text/plain`` a notebook shows and stores for text-only
readers. ``repr()`` stays code for programmers (``Card.parse('9a')``); without a text
renderer the display text is the object's own (:meth:`Shown._display_text`).

>>> from koikoi import Card
>>> class Boxed(Shown):
...     def __repr__(self):
...         return "Boxed()"
>>> Boxed()._repr_svg_() is None
True
>>> register(Boxed, SVG, lambda obj: "<svg/>")
>>> Boxed()._repr_svg_()
'<svg/>'
>>> renderer(Boxed, SVG) is not None, renderer(Card, TEXT)
(True, None)
>>> unregister(Boxed, SVG)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import shown

__all__ = ["MIMES", "SVG", "TEXT", "Shown", "register", "render", "renderer", "unregister"]

SVG = "image/svg+xml"
TEXT = "text/plain"
MIMES: tuple[str, ...] = (SVG, TEXT)
"""The mime types a renderer may be registered for."""

Renderer = Callable[[Any], str]

_RENDERERS: dict[tuple[type, str], Renderer] = {}


def _check(kind: object, mime: object) -> None:
    if not isinstance(kind, type):
        raise ValueError(f"kind={shown(kind)} must be a class (the engine type to show)")
    if mime not in MIMES:
        raise ValueError(f"mime={shown(mime)} is not one of {', '.join(map(repr, MIMES))}")


def register(kind: type, mime: str, render: Renderer) -> None:
    """Show objects of ``kind`` (and its subclasses) as ``render(obj)`` for ``mime``
    (:data:`SVG` or :data:`TEXT`); a later registration replaces an earlier one."""
    _check(kind, mime)
    if not callable(render):
        raise ValueError(f"render={shown(render)} must be a function of the object")
    _RENDERERS[kind, mime] = render


def unregister(kind: type, mime: str) -> None:
    """Forget the renderer of ``kind`` for ``mime`` (nothing happens if there is none)."""
    _check(kind, mime)
    _RENDERERS.pop((kind, mime), None)


def renderer(kind: type, mime: str) -> Renderer | None:
    """The renderer of ``kind`` for ``mime``: its own, else its nearest base's; None."""
    _check(kind, mime)
    for base in kind.__mro__:
        found = _RENDERERS.get((base, mime))
        if found is not None:
            return found
    return None


def render(obj: object, mime: str) -> str | None:
    """``obj`` rendered for ``mime`` by the registered renderer, None without one."""
    found = renderer(type(obj), mime)
    return None if found is None else found(obj)


class Shown:
    """Base of the engine objects a notebook displays: picture and text from the registry."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # IPython's printer takes the first class of the MRO that defines _repr_pretty_
        # or __repr__: a subclass with its own __repr__ must hold _repr_pretty_ too.
        super().__init_subclass__(**kwargs)
        if "_repr_pretty_" not in cls.__dict__:
            setattr(cls, "_repr_pretty_", Shown._repr_pretty_)  # noqa: B010 (a method)

    def _repr_svg_(self) -> str | None:
        """The picture a display layer registered for this type (None: none registered)."""
        return render(self, SVG)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """IPython's ``text/plain``: the registered text, else :meth:`_display_text`."""
        text = render(self, TEXT)
        printer.text(self._display_text() if text is None else text)

    def _display_text(self) -> str:
        """The text shown without a registered text renderer (default: the repr)."""
        return repr(self)
