import pytest


@pytest.fixture
def window(qtbot, qloop, connected_core):
    from app.ui.main_window import MainWindow

    win = MainWindow(connected_core, onboarding=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    connected_core.chat.stop_all()
