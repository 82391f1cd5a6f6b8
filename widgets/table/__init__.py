"""The card table: pure geometry and hit-testing (:mod:`.layout`), one scene description
(:mod:`.scene`) drawn on a canvas (:mod:`.canvas`) or as SVG (:mod:`.svg`), and the
interactive :class:`~widgets.table.widget.TableWidget` (:mod:`.widget`)."""
