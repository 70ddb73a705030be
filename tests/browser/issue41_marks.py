"""The issue-41 browser tests' parameters: pages not yet seen passing a test are expected to fail and are not run."""

import pytest

REASON = "issue 41: not yet run to green on this page (docs/accessibility.md, Open)"


def marked(values, proven):
    """``values`` as parameters; those not yet seen passing (issue 41, docs/accessibility.md "Open") are marked as
    expected to fail and not run (they would wait out their timeouts in every run) until they are seen to pass."""
    return [v if v in proven else pytest.param(v, marks=pytest.mark.xfail(run=False, reason=REASON)) for v in values]
