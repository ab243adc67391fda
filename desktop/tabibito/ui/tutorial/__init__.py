"""Learning to play: a guided first game per tutorial, with a speech bubble and a pointer ring
over the real board (``runner``), and where the learner stands in it (``progress``)."""
