"""nbconvert settings for static pages of the lessons: the code a lesson folds is left out,
as JupyterLab folds it (nbconvert ignores ``jupyter.source_hidden``; the build tags every
folded cell ``hide-input``, lessons/build.py). Optional code stays.

    jupyter nbconvert --config lessons/nbconvert_config.py --to html lessons/01_start_here.ipynb
"""

c = get_config()  # type: ignore[name-defined]  # noqa: F821 (nbconvert provides it)
c.TagRemovePreprocessor.remove_input_tags = {"hide-input", "remove-input"}
c.TagRemovePreprocessor.remove_cell_tags = {"remove-cell"}
