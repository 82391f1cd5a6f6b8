"""Server side: the ``koikoi-lessons`` / ``koikoi-practice`` launchers (:mod:`.launch`) and the
Jupyter server extension that makes widget round trips fast (:mod:`.nodelay`), which
installing the package enables for every Jupyter server of that environment."""
