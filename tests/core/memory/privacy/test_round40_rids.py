"""Round 40, rids: identifiers known by their label, PINs, and look-alikes said to fail their check.

- an insurance policy's, contract's or membership's number said as the writer's, or a health insurance's membership,
  is red; a bare policy number, a claim's or a case's number, an example stays green (policy_numbers.py,
  case_references.py); the Russian ОМС policy's sixteen digits count when their check passes (checksums.russian_oms_ok);
- a Polish land register's number of the writer's home is red when its check digit passes; a flat for sale's, a
  handbook's, a failing one stay green (land_registers.py, checksums.polish_kw_ok);
- a parental-control code, a device's or an app's PIN with the device named between key and value is red; a default,
  a length, a year stay green (device_pins.py);
- an ID typed digit by digit with its name or "my code" is red when its check passes (spaced_ids.py);
- a value a checking script, a validator says is invalid or fails its check is green when it REALLY fails; a valid
  one stays red (failed_checks.py, checked_values.py: the German KVNR's check); an ID acronym inside a dashed code is
  no label (numbers.py); "NSS" names the Spanish number (numbers.py); German "ein" is no EIN label (phones.py).
All sentences are written for this test, not taken from the data files.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# (text, the rule's reason): red for that reason - the base tree finds none of them by a rule (some it calls red
# by a learned guess or another reading: a policy number as a plate, a parental code as a one-time code)
RED = [
    # insurance policies said as the writer's, in the seven languages
    ("My car insurance policy number is AV-2290-4471-8, can you draft the cancellation letter?", "insurance policy number"),
    ("Our home insurance policy no. HH 44719035 renews in May, help me compare quotes.", "insurance policy number"),
    ("Numer mojej polisy OC to 908123456712, chcę ją wypowiedzieć przed końcem roku.", "insurance policy number"),
    ("Mój numer polisy na życie: ZYC-2024-118842, jak zmienić uposażonego?", "insurance policy number"),
    ("Die Nummer meiner Hausratversicherung lautet HR-44712290, bitte eine Kündigung schreiben.", "insurance policy number"),
    ("Meine Police bei der HUK hat die Nummer 4471229001, wie kündige ich zum Jahresende?", "insurance policy number"),
    ("Mi póliza de hogar es la 0550-41-883210, ¿cubre una fuga del vecino?", "insurance policy number"),
    ("El número de mi póliza de salud en Sanitas es 88120345-01, quiero darla de baja.", "insurance policy number"),
    ("Ma police d'assurance auto n° AX-44719035, je veux la résilier.", "insurance policy number"),
    ("Mon numéro d'adhérent à la mutuelle : 570861722, il le faut pour l'opticien.", "insurance policy number"),
    ("Мій поліс КАСКО № 214-0088731 — чи покриває він розбите скло?", "insurance policy number"),
    ("Номер мого поліса ОСЦПВ ЕР-208114755, допоможи написати заяву.", "insurance policy number"),
    ("Номер моего полиса ДМС 88-1204-5567, клиника его требует.", "insurance policy number"),
    # a health insurance's membership, no possessive needed
    ("PKV-Vertragsnummer KV-5521847-07: wie beantrage ich die Beitragsrückerstattung?", "insurance policy number"),
    ("Полис ОМС 2344 8347 8245 0400 лежит в сумке, что ещё взять в поликлинику?", "insurance policy number"),
    # a land register of the writer's home, its check digit right
    ("Księga wieczysta mojego domu to KR1P/91193339/3, czy widać w niej hipotekę?", "land register number"),
    ("KW naszej działki: PO1P/39245179/0 — jak zamówić odpis?", "land register number"),
    ("The land register number of my flat in Gdańsk is GD1G/80319510/4, how do I check the mortgage?", "land register number"),
    # parental-control codes and device PINs
    ("Le code parental de la PS5, c'est 6381, note-le dans le carnet.", "PIN code"),
    ("Le code du contrôle parental de la télé : 5729", "PIN code"),
    ("The parental control code on the Xbox is 6381, keep it from the kids.", "PIN code"),
    ("PIN kontroli rodzicielskiej na tablecie 5729, nie mów dzieciom.", "PIN code"),
    ("Kod rodzicielski do Netflixa to 6381", "PIN code"),
    ("Der Code für die Kindersicherung am Fernseher ist 5729.", "PIN code"),
    ("Elterncode der Switch ist 6381, schreib ihn dir auf.", "PIN code"),
    ("El código parental de la tablet es 5729, que no lo vean los niños.", "PIN code"),
    ("PIN батьківського контролю на телевізорі 6 3 8 1, дітям не кажи.", "PIN code"),
    ("Родительский код на приставке 5729, детям не говори.", "PIN code"),
    ("ПИН родительского контроля на планшете 6381", "PIN code"),
    # an ID typed digit by digit, named or owned
    ("для пенсійного треба 8 3 6 4 5 0 7 4 9 5 це мій код, заповни заяву", "national ID number"),
    ("мій код 1 6 8 7 7 3 1 3 2 2, перевір чи правильно в декларації", "national ID number"),
    # the Spanish social-security number behind its bare acronym
    ("NSS 288174261068 — ¿lo necesito para pedir cita en el centro de salud?", "social security / insurance number"),
    ("Mi NSS es 282640795937, ¿me lo piden para el alta?", "social security / insurance number"),
    # a mobile after German "ein" (no US EIN label)
    ("Trag mich bitte in die Liste ein: Papa von Lina, 0176 30752781.", "phone number"),
    ("Schreib ein: Oma von Jonas, 0151 28837461.", "phone number"),
]

# false reds of the base tree: values a script says fail their check that really fail, a claim number
GREEN_FIXED = [
    "Mi número de siniestro es 2025-SIN-0088412, ¿cuánto tardan?",
    "Número de siniestro 2025-SIN-0088412: ¿cuánto tarda la aseguradora?",
    "Unser Prüfskript sagt, die Versichertennummer M167612220 ist ungültig — liegt es an der Prüfziffer?",
    "My validator rejects the NHS number 353 757 3998 — is that because the mod 11 check fails?",
    "Mi script dice que el DNI 47291836T no es válido, ¿falla la letra de control?",
    "Our checker says NHS number 524 252 8169 is invalid, which digit is wrong?",
    "Mi validador rechaza el DNI 50917342Q, ¿por qué?",
    "Der Validator lehnt die Versichertennummer E972997528 ab — warum?",
    "Schadennummer 2025-SIN-0088412, wie lange dauert die Regulierung?",
    "Claim no. 2025-SIN-0088412 — how long do they take?",
    "Numéro de sinistre 2025-SIN-0088412 : combien de temps ?",
    "Номер страхового випадку 2025-SIN-0088412, коли виплата?",
]

# near-misses that stay as they are: a valid value a script doubts stays red ...
KEPT_RED = [
    "Unser Prüfskript sagt, die Versichertennummer N995289078 ist ungültig — liegt es an der Prüfziffer?",
    "My validator rejects the NHS number 227 918 0588 — is that because the mod 11 check fails?",
    "Mi script dice que el DNI 47291836H no es válido, ¿falla la letra de control?",
]

# ... and bare policy numbers, claims, examples, defaults, lengths, failing checks stay green
KEPT_GREEN = [
    # bare policy numbers, claims, cases, examples
    "Policy number: 0088-22-771045 — what does the excess mean?",
    "Polisa OC nr 908123456712 kończy się 14 stycznia, czy muszę ją wypowiadać?",
    "Numer szkody z mojej polisy to 2024/SZK/118842, kiedy wypłata?",
    "My claim number is 31-887-420-AC, how long do they usually take?",
    "Meine Schadennummer bei der HUK ist 4471229001, wie lange dauert das?",
    "Mon numéro de sinistre est 2024-887412, que faire maintenant ?",
    "Номер мого страхового випадку 214-0088713, коли виплата?",
    "Полис ОМС 2344 8347 8245 0401 лежит в сумке, что ещё взять?",
    "Example: my policy number is POL-123456, replace it with yours.",
    "My policy number has 8 digits, is that normal?",
    "Die Rentenversicherung hat mir 2024 die Nummer 44712290 geschickt",
    # land registers: not the writer's, or invented
    "Księga wieczysta mieszkania, które chcemy kupić, to KR1P/91193339/3 — na co uważać?",
    "Księga wieczysta mojego domu to KR1P/91193339/6, czy widać hipotekę?",
    "Przykład z podręcznika: moja księga wieczysta PO1P/39245179/0",
    # defaults, lengths, years
    "The default parental control PIN on the Switch is 0000, how do I change it?",
    "The parental control PIN on the PS5 has 4 digits and I forgot it.",
    "PIN батьківського контролю на планшеті має 4 цифри, як скинути?",
    "How do I reset the parental code on the Switch? It was set in 2019.",
    "Le code parental de la Switch par défaut est 1234 ?",
    "El PIN de mi tele Samsung por defecto es 0000",
    # digit by digit, failing or unnamed
    "Zahlen zum Üben: 1 2 3 4 5 6 7 8 9 0",
    # values a script says are invalid that really fail
    "Mój skrypt odrzuca PESEL 86672176729, czy cyfra kontrolna jest zła?",
    "Мій скрипт не приймає ІПН 8364507494, контрольна цифра не та?",
    "Mon script rejette le NIR 185057800608436, la clé est-elle fausse ?",
    "Mój skrypt mówi, że NIP 5260250275 jest nieprawidłowy — gdzie błąd?",
    "Мой валидатор не принимает полис ОМС 2344 8347 8245 0401 — контрольная цифра?",
    # an ID acronym inside a claim's or a file's dashed code
    "Claim reference 2025-SSN-4471823 — when will they reply?",
    "Referencia del parte AX-DNI-88120345, ¿qué significa?",
]


@pytest.mark.parametrize(("text", "reason"), RED)
def test_red_for_its_reason(text: str, reason: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red" and any(f.reason == reason for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN_FIXED + KEPT_GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)


@pytest.mark.parametrize("text", KEPT_RED)
def test_valid_values_stay_red(text: str) -> None:
    assert detect(text).label == "red", text
