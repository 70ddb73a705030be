"""Analysis on top of the engine: the simulation runner, statistics, exact odds.

Import from the module you need, e.g. ``from bandlab.analysis.simulate import simulate``.
This package imports nothing itself, so a worker process that only plays games
never loads numpy.
"""
