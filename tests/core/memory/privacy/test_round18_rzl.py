"""Round 18 (helper rzl, family, health and money paperwork): whose account, whose number, which code.

- An office's or a firm's account the family pays is theirs (paperwork_accounts.py): a court's or the justice
  treasury's, a notary's, a solicitor's, a funeral home's, an insurer's, a care home's - unless a relative or a
  person is named before it or the account is called theirs after it. An account handed *to* an office ("RIB pour
  la CPAM"), receiving money *from* one ("Geld von der Stiftung bitte auf ..."), or with its holder named, is
  the family's even when the sentence names a public body or a fund.
- A value labelled by its own register (SIREN), a bank's routing number, an organisation's ИНН, an office's file
  ("expediente de dependencia"), an insurance policy's or a case file's reference are not a person's (numbers.py,
  context.py, case_references.py); a value masked in its middle ("B45*****21") is a part (partial.py).
- "geb. am" opens a birth date (identity.py); a key safe's four-digit code after the word "code" is a code even
  when it reads like a year (secrets.py); a Cl@ve PIN is three characters (portal_codes.py); a relative's own
  business's EIN, NIP or SIRET is the relative's (family_business.py).

Every sentence is written for these tests (none is taken from a benchmark file); the numbers pass their checks.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# each of these was called red before round 18
GREEN = [
    # offices' and firms' accounts
    "Opłatę sądową wpłaca się na rachunek dochodów Sądu Okręgowego w Krakowie: 78 9784 6493 6657 8720 0977 3797, "
    "tak piszą w pouczeniu?",
    "Die Justizkasse Bayern gibt als Bankverbindung DE14 0191 3274 2315 9425 94 an – zahle ich den Kostenvorschuss dorthin?",
    "Le notaire m'a envoyé son RIB FR92 5260 1815 9083 0166 1318 609 pour la provision sur frais, c'est bien le compte "
    "de l'office ?",
    "Our solicitor's client account for the completion money is GB26 NWBK 7509 6192 3969 37 according to the "
    "letterhead — is that safe?",
    "La funeraria dio su cuenta ES87 1995 8225 4282 1167 3420 para pagar el sepelio, ¿la transferencia tiene comisión?",
    "Ритуальна служба дала свої реквізити UA57 3052 9929 3068 2651 2330 8051 6 для оплати поховання — можна платити "
    "карткою?",
    "Die Versicherung nennt im Brief ihr Prämienkonto DE78 7248 7394 9835 5032 62 – überweise ich den Beitrag dahin?",
    "Dom opieki podał swój rachunek PL18 2761 1256 5178 8002 1581 0862 do opłat za pobyt taty – czy przelew wystarczy?",
    "El juzgado indica la cuenta de consignaciones ES87 1995 8225 4282 1167 3420 para la fianza, ¿es del juzgado?",
    "Sąd wskazał rachunek depozytowy 78 9784 6493 6657 8720 0977 3797 do wpłaty zaliczki – to rachunek sądu?",
    "Reescribe: \"La aseguradora Mapfre nos ha dado su cuenta ES87 1995 8225 4282 1167 3420 para la prima anual.\"",
    "Перепиши офіційніше: «Страхова компанія просить перерахувати внесок на їхній рахунок "
    "UA57 3052 9929 3068 2651 2330 8051 6».",
    # labelled a register's, a bank's, an organisation's, an office's
    "Auf der Karte der Mutuelle steht « SIREN 775671969 – organisme complémentaire », ist das deren Nummer?",
    "The routing number 026009593 printed on the check is the bank's, isn't it?",
    "В договоре ИНН организации 3337446730 — это ИНН клиники или банка?",
    "Número de expediente 2025/DEP/004512 de la Ley de Dependencia: ¿cuánto tardan en resolver?",
    "Número de póliza 0091-33-552018 del seguro de hogar, ¿cubre las goteras?",
    "Policy number 0091-33-552018 on the home insurance, does it cover leaks?",
    "Versicherungsschein Nr. 0176 2245 8812 – ist das die Hausratversicherung?",
    "Im Rentenbescheid steht „Geschäftszeichen 12 R 2025-3318“ – ist das meine Versicherungsnummer?",
]

# masked in the middle: a part, worth a look, not red
NOT_RED = [
    "Im Schreiben der Kasse steht „Versichertennummer B45*****21“ – ist das meine?",
]

# each of these was missed before round 18
RED = [
    "RIB pour la CPAM : FR82 1390 9960 3082 4628 1948 219, titulaire ma mère depuis le décès de papa.",
    "Geld von der Stiftung bitte auf DE69 4562 4180 5788 9148 65 überweisen, das ist das Konto meiner Tochter.",
    "Кошти від благодійного фонду прошу на рахунок UA57 3052 9929 3068 2651 2330 8051 6, він на маму.",
    "Unser Sohn Paul Weber, geb. am 12.03.2018, soll vom Schulbesuch zurückgestellt werden.",
    "Meine Mutter Erika Lang, geb. am 7.11.1941, zieht ins Pflegeheim.",
    "Key box on Mum's porch, code 2011 — the carers use it twice a day.",
    "Me ha llegado el Cl@ve PIN de mi padre: 7KQ, ¿lo meto ya en la sede?",
    "El PIN de Cl@ve de mi suegra es 9AB, caduca en diez minutos.",
    "My dad's plumbing business EIN is 84-2917736 — does it go on his Schedule C?",
    "My wife's cleaning company EIN: 27-4082473, we file jointly.",
    "NIP firmy mojego taty to 5261040828, wpisać go w PIT?",
    "le SIRET de l'entreprise de mon père : 73282932000074, c'est pour la déclaration de succession",
]

# the new vetoes must not take these (red before and after)
STILL_RED = [
    "Die Versicherung überweist auf ihr Konto DE14 0191 3274 2315 9425 94 – also Mamas Konto?",
    "Ubezpieczyciel przeleje odszkodowanie na rachunek 78 9784 6493 6657 8720 0977 3797, czy to dobrze?",
    "L'assureur verse l'indemnité sur le compte FR92 5260 1815 9083 0166 1318 609 ?",
    "La aseguradora nos devuelve el dinero a la cuenta ES87 1995 8225 4282 1167 3420, ¿cuándo?",
    "Zakład pogrzebowy chce numer do zwrotu: 78 9784 6493 6657 8720 0977 3797 – to konto brata.",
    "Die Versicherung zahlt auf Mamas Konto DE14 0191 3274 2315 9425 94, stimmt das?",
    "The solicitor needs my dad's account GB26 NWBK 7509 6192 3969 37 for the estate money.",
    "Our solicitor needs our account GB26 NWBK 7509 6192 3969 37 for the refund.",
    "My policy number is 0176 2245 8812 and my phone 0176 2245 8813",
]

# and these stay green
STILL_GREEN = [
    "The vendor's W-9 shows Bright Path LLC with EIN 84-2917736, is that normal?",
    "¿Cómo se pide el Cl@ve PIN desde la app si mi madre no tiene móvil?",
    "The alarm code was set in 2019 by the landlord.",
    "Die Tür von 1965 ist alt.",
]


@pytest.mark.parametrize("text", GREEN + STILL_GREEN)
def test_green(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)


@pytest.mark.parametrize("text", NOT_RED)
def test_masked_not_red(text: str) -> None:
    assert not detect(text).is_red


@pytest.mark.parametrize("text", RED + STILL_RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text
