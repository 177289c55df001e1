"""Log records pasted into a chat (log_lines.py): timestamps, process ids, counters and machine ids are not a
person's numbers; a value the line names as a person's, an e-mail address, a secret or an unbroken card
number stays red. The log lines below are written for these tests in the common formats."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.log_lines import log_record_spans
from app.core.memory.privacy.detector.verdict import detect, redact

GREEN = [
    # logcat: date, time, pid, tid, level
    "03-22 09:41:07.118  2231  2264 I ActivityTaskManager: Displayed com.example.notes/.MainActivity: +412ms\n"
    "03-22 09:41:07.305  2231  4410 D PowerHal: setMode mode=7, enabled=false, hint=0x40000300",
    # syslog and journal
    "Feb  3 21:14:55 nas01 kernel: [884412.201337] usb 2-1: new SuperSpeed USB device number 4 using xhci_hcd\n"
    "Feb  3 21:14:56 nas01 smartd[1184]: Device: /dev/sdb [SAT], 1 Currently unreadable (pending) sectors",
    # Java/Python loggers with thread names and ids
    "2026-02-11 07:30:12,482 WARN  [pool-3-thread-7] c.e.sync.Worker - retry 3/5 for batch 770134552, took 4817 ms",
    "2026-02-11 07:30:12.902 ERROR 18832 --- [nio-8080-exec-4] o.a.c.c.C.[.[.[/].[dispatcherServlet] : "
    "Servlet.service() threw exception, requestId=884210337, elapsed=1204",
    # Apache error log, a DB2-style timestamp (20 digits that may pass Luhn), an epoch before a date
    "[Tue Mar 03 11:02:45 2026] [error] [client 10.0.4.17] File does not exist: /var/www/html/favicon.ico",
    "- 1740988965 2026.03.03 node-17 2026-03-03-08.02.45.917364 node-17 RAS KERNEL INFO 3884 ddr errors corrected",
    # compact forms
    "260211 073012 4471 INFO dfs.DataNode: Received block blk_-4127735008531920551 of size 67108864 from 10.0.2.9",
    "20260211-07:30:12:481|Step_Counter|40021187|flush totalSteps=11482 sessionId=902231457",
    # pids and thread ids after a time read as a phone number, a timestamp's digits read as a card
    "08-14 22:05:31.662  1733 12906 W ActivityManager: Unable to start service Intent { act=sync } U=0: not found\n"
    "08-14 22:05:31.664  1733 12906 D WifiStateMachine: fetchRssi rssi=-61 linkspeed=72 freq=5180",
    "- 1723673131 2024.08.14 R11-M0-N4-C:J07-U01 2024-08-14-22.05.31.662208 R11-M0-N4-C:J07-U01 RAS KERNEL INFO "
    "CE sym 19, at 0x0b85eee0, mask 0x10",
    "Aug 14 22:05:31 web02 systemd[1]: Started Session 48213 of user deploy. (uid=1001 gid=1001 since 1723673131)",
    # an id after "sid" and a counter that look like a national or a phone number
    "2026-02-11 07:31:02,001 - INFO  [QuorumPeer[myid=2]/0.0.0.0:2181:Leader@512] - sid 271935447040 joined, zxid 0x700000000",
    "17/02/26 10:02:33 INFO scheduler.TaskSetManager: Finished task 12.0 in stage 3.0 (TID 601) in 5517283 ms on host-4",
]

RED = [
    # a secret in a log line is judged as anywhere
    ("2026-02-11 07:30:12,482 DEBUG auth: login user=marta.z password=Tr0mb0n!88", "password"),
    # a value the line names as a person's
    ("2026-02-11 07:30:12,482 ERROR billing: card holder phone=512 804 377 rejected by gateway", "phone"),
    ("[2026-02-11 07:30:12] WARN ZusSync: insured pesel=02270803792 not found", "PESEL"),
    ("Feb  3 21:14:55 app01 crm[2231]: callback requested by customer, tel. 600 728 415", "phone"),
    # its shape says what it is
    ("2026-02-11 07:30:12 INFO mailer: bounce for anna.kowalczyk84@onet.pl (mailbox full)", "e-mail"),
    ("2026-02-11 07:30:12 INFO payout to DE43 4428 5249 7480 9181 69 queued", "IBAN"),
    ("2026-02-11 07:30:12 INFO sms gateway delivered to +48 512 804 377", "phone"),
    ("2026-02-11 07:30:12 ERROR capture failed 4539578763621486 exp 09/29 do_not_honor", "card"),
]


@pytest.mark.parametrize("text", GREEN)
def test_log_paste_is_green(text):
    assert log_record_spans(text), "the lines are recognised as log records"
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize(("text", "what"), RED)
def test_named_or_self_evident_value_in_a_log_stays_red(text, what):
    verdict = detect(text, region="PL")
    assert verdict.label == "red", what


def test_only_the_private_value_is_redacted_in_a_log():
    text = ("2026-02-11 07:30:12,482 INFO worker[4471]: job 770134552 done in 4817 ms\n"
            "2026-02-11 07:30:13,010 ERROR billing: customer phone=512 804 377 rejected")
    out = redact(text, region="PL")
    assert "512 804 377" not in out
    assert "770134552" in out and "2026-02-11 07:30:12,482" in out


@pytest.mark.parametrize("text", [
    # prose that mentions a date and a time is not a log record: its numbers are read as usual
    "On 2026-02-11 at 07:30 I gave the clerk my number 512 804 377.",
    "Meeting moved to 11:30, call me on 512 804 377",
    "Mój PESEL 02270803792, wizyta 2026-03-03 o 08:15",
])
def test_prose_with_dates_is_not_a_log(text):
    assert not log_record_spans(text)
    assert detect(text, region="PL").label == "red"
