"""bandlab's games inside other libraries: OpenSpiel (``bandlab.interop.openspiel``) and PettingZoo
(``bandlab.interop.pettingzoo``), with the integer action numbering and the view tensors both share
(``bandlab.interop.encoding``).  Nothing here is imported by ``import bandlab``; the adapters need the
``interop`` extra (``pip install -e ".[interop]"``).  docs/interop.md describes them.
"""
