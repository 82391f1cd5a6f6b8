"""The printed pages: the cheat sheet (:mod:`.cheatsheet`), the round-flow diagram
(:mod:`.flow`), both laid out with :mod:`.sheet`, and the Anki deck (:mod:`.deck`).

Pages quote the teaching logic (:mod:`koikoi.tutor.reference`: the smallest pile of each
yaku, round-point examples) and draw the cards with :mod:`widgets.art`, so they sit above
both; nothing here needs ipywidgets or ipycanvas.
"""
