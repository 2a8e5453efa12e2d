"""The Practice window and its ways in: exercises of the exchange, the declarations, the play
and counting, judged by the engine, with the player's ratings.

``entry`` (``PracticeEntry``) opens the window from the Game menu and the start screen, whose
line names the exercise of the day (``daily``); ``link`` is the review's "practise the exchange".
``window`` (``PracticeWindow``) shows what a ``controller.practice_session.PracticeSession``
gives: the exchange on its own page, the declarations' page (``declarations``), the play's
(``play``, its line stepped on a small table by ``line``) and counting's; ``hand`` draws a hand
to mark and ``parts`` the widgets the pages share. No page judges or counts: each calls back with
the answer and shows the verdict it is handed, in the words of ``words.practice_text`` and
``words.exchange_text``.

Nothing is imported here: the start screen needs only ``daily`` and ``entry`` at start-up, and
the window's modules load when it first opens.
"""
