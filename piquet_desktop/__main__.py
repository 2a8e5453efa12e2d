"""Lets ``python -m piquet_desktop`` start the app the same way the ``piquet`` command does."""

import sys

from piquet_desktop.app import main

sys.exit(main())
