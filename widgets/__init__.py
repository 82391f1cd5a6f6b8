"""widgets: pictures and ipycanvas/ipywidgets views of :mod:`koikoi` objects, by layer.

- :mod:`widgets.i18n`: the widgets' words (gettext domain ``widgets``);
- :mod:`widgets.static`: what a saved notebook shows of a widget (HTML and plain text);
- :mod:`widgets.art`: the card art, described once and rendered as SVG or on a canvas;
- :mod:`widgets.pages`: the printed pages (cheat sheet, round-flow diagram, Anki deck);
- :mod:`widgets.table`: the card table (geometry, scene, canvas and SVG drawing, the widget);
- :mod:`widgets.apps`: the match table, the practice table and the house-rules lab;
- :mod:`widgets.kit`: everything a lesson imports (quizzes, lesson helpers, puzzles, apps);
- :mod:`widgets.server`: the ``koikoi-lessons`` / ``koikoi-practice`` launchers.

Which layer may import which is the table of ``docs/architecture.md``
(``tests/test_layer_table.py`` checks every import against it); ipywidgets and ipycanvas
are imported only by modules that show a live widget, so the engine's SVG display hooks
need neither.

Importing the package registers the pictures and texts of engine objects in notebooks
(:mod:`widgets.display`): the engine never imports this package.
"""

from widgets.display import register as _register_display

_register_display()
