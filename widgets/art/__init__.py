"""The card art: one description per card face (:mod:`.faces`, :mod:`.motifs`,
:mod:`.primitives`), rendered as SVG (:mod:`.svg`) or on an ipycanvas (:mod:`.canvas`)."""
