"""`python main.py` starts Whizi, as the `whizi` command does."""
import sys

from app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
