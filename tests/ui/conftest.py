import pytest

from app.core.context import WhiziCore
from app.core.domain import ProviderConfig


@pytest.fixture
def core(data_dir):
    c = WhiziCore.open(data_dir)
    yield c
    c.close()


@pytest.fixture
def connected_core(core, openai_server):
    core.providers.save(ProviderConfig(id="", name="Test", base_url=openai_server.base_url,
                                       chat_model="test-chat", memory_model="test-memory"))
    core.settings.set("chat.request_timeout_s", 5.0)
    return core


@pytest.fixture
def window(qtbot, qloop, connected_core):
    from app.ui.main_window import MainWindow

    win = MainWindow(connected_core, onboarding=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    connected_core.chat.stop_all()
