"""Server side: the ``koikoi-lessons`` / ``koikoi-practice`` launchers (:mod:`.launch`) and the
fix that makes widget round trips fast (:mod:`.nodelay`)."""
