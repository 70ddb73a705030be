"""``python -m bandlab.cli``."""

import sys

from bandlab.cli import main

if __name__ == "__main__":  # worker processes started by spawn import this module too
    sys.exit(main())
