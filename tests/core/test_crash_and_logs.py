import asyncio
import logging
import sys

from app.core.crash import write_report
from app.core.logs import setup_logging


def test_crash_report_names_code_locations_but_never_the_message(tmp_path):
    def handle(text):
        raise ValueError(f"could not parse {text}")

    try:
        handle("my secret diary entry")
    except ValueError:
        path = write_report(tmp_path, *sys.exc_info())
    report = path.read_text()
    assert "ValueError" in report and "test_crash_and_logs.py" in report and "in handle" in report
    assert "secret diary" not in report


def test_logs_rotate_in_the_data_folder_and_hold_no_message_text(connected_core, openai_server):
    path = setup_logging(connected_core.layout.logs)
    try:
        openai_server.fail_next(500, path="/v1/chat/completions")
        chat = connected_core.chat.new_chat()
        asyncio.run(connected_core.chat.send(chat.id, "platypus-confidential-4471"))
        asyncio.run(connected_core.chat.retry(chat.id))
        logging.getLogger("app").info("a line so the file exists")
        for handler in logging.getLogger().handlers:
            handler.flush()
        text = path.read_text()
        assert path.parent == connected_core.layout.logs
        assert "platypus-confidential" not in text
    finally:
        root = logging.getLogger()
        for handler in list(root.handlers):
            if getattr(handler, "baseFilename", "") == str(path):
                root.removeHandler(handler)
                handler.close()
