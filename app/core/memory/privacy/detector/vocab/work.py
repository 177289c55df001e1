"""Word lists, round 13: disclosures about other people in work records (HR notes, payroll, landlords' and
accountants' letters).

- Debts enforced against a named or pointed-at person: a bailiff on somebody's account ("pan Bartosz ma
  komornika"), a county court judgment or an attachment of earnings order ("has a CCJ", "attachment of earnings
  order for Dean Kirby"), a wage garnishment for somebody ("Lohnpfändung für Herrn Dietrich"), a debtors' register
  ("está en el ASNEF", "fichée à la Banque de France"), a seized card ("у Стаса арешт на картці").

Same notation and tiers as privacy_vocab: STRONG patterns on lower-cased text (no person test; each pattern
names its person or says "his", "her", "for Mr ...").
"""
from __future__ import annotations

FINANCE_STRONG = [
    # a bailiff on somebody: "ma komornika (na koncie)", "komornik zajął mu pensję"
    r"\b(?:ma|mają|miał|miała|mieli) komornika\b",
    r"\bkomornik\w* (?:zajął|zajęli|zajmuje|ściąga|wszedł)\b",
    # a court judgment or an order on somebody's pay
    r"\b(?:has|had|got) (?:a |an )?(?:ccj|county court judg(?:e)?ment|iva|debt relief order)\b",
    r"\battachment of earnings order (?:for|against|on)\b",
    r"\b(?:he|she|they)(?:'s| is| are) (?:behind|in arrears) (?:on|with) (?:his|her|their|the) (?:rent|mortgage|council tax)\b",
    r"\b(?:lohn|gehalts|konto)pfändung (?:für|gegen|bei) (?:herrn?|frau|den|die|unser\w*|kolleg\w*|mitarbeiter\w*)\b",
    # a debtors' register
    r"\b(?:está|esta|están|estan|figura|figuran|aparece|aparecen) en (?:el |la lista de |el fichero de )?"
    r"(?:asnef|badexcug|rai|lista de morosos)\b",
    r"\bfiché(?:e|s|es)? (?:à la |a la )?banque de france\b",
    r"\b(?:le|la) (?:han|ha) embargado (?:la nómina|el sueldo|la cuenta)\b",
    # a seized card or account: "у Стаса зі складу арешт на картці", "наклали арешт на його рахунок"
    r"(?<!\w)у \w+ (?:\w+ ){0,3}арешт на (?:картці|картку|рахунку|рахунок|зарплаті|зарплату)\b",
    r"\bнаклали арешт на (?:його|її|їхн\w*) (?:картку|рахунок|зарплату|кошти)\b",
]
