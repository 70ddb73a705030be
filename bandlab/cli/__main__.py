"""``python -m bandlab.cli``."""

import sys

from bandlab.cli import main

sys.exit(main())
