"""Whole applications built from the table: a match (:mod:`.match_table`), the practice table
with an opponent and a coach (:mod:`.practice`), and the house-rules lab (:mod:`.house_rules`)."""
