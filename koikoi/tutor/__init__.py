"""koikoi.tutor: the teaching logic, pure Python like the engine it asks.

- :mod:`koikoi.tutor.checks`: exercise checkers that explain a wrong answer in words;
- :mod:`koikoi.tutor.puzzles`: scoring puzzles (curated and generated), traps, breakdowns;
- :mod:`koikoi.tutor.coach`: ranked moves, hints and end-of-round reviews;
- :mod:`koikoi.tutor.judgement`: positions from real play where one move is clearly best,
  the principle each shows, and a check that explains a move with the search's figures;
- :mod:`koikoi.tutor.progress`: the learner's saved progress (a JSON file that outlives
  the notebook); :mod:`koikoi.tutor.course`: the course outline (lesson titles).
- :mod:`koikoi.tutor.phrases`: small phrases in the course language (number words,
  "a, b or c", scores, decimals), for the puzzles, the coach and judgement;
  :mod:`koikoi.tutor.texts`: teaching texts that quote the values of a rule set (the
  traps and the principles are such texts).

Every sentence a learner reads is a message of the ``tutor`` gettext domain
(:mod:`koikoi.i18n`), translated when it is shown.

Every rule they explain is asked of the engine (:mod:`koikoi`), never restated here.
"""
