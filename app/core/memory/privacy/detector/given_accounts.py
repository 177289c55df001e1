"""An account given TO an organisation is the writer's (round 29): owner_ties.py asks here.

numbers.py lets an account go as an organisation's when an agency, an employer, a company or an office stands in its
sentence ("empresa", "agency", "Firma"). But the organisation is often the one the account is given to: it asks for
it ("La empresa nueva me pide la cuenta para la nómina: ES..", "the agency wants my bank details", "die Firma braucht
meine Bankverbindung", "pracodawca prosi o numer konta"), pays the writer's salary, pension, refund or deposit back
onto it ("for my salary", "pour le virement du salaire", "do wypłaty wynagrodzenia", "для зарплати"), or the account
is said to be held by the writer ("..., in my name", "a mi nombre", "à mon nom", "auf meinen Namen", "na moje
nazwisko", "на моє ім'я"). An account is the organisation's only when it is presented as the organisation's: its
invoice, its payee line, "our company account", "su cuenta", "their IBAN" - those stay with numbers.py (a cue here
is not read when the account word in the sentence is owned by the organisation or a third person).

Reads lower-cased text; the value's sentence before it and the rest of its sentence after it.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# (round 45, rids) Polish's account in its cases - "numer konta", "na koncie", "kontem": "ZUS prosi o numer konta"
_ACCOUNT = (r"(?:bank\s)?(?:account|acct|details|iban|konto\w*|kont[au]|kontem|koncie|kontonummer|bankverbindung|kontodaten|kontoverbindung|"
            r"rachun\w*|nrb|cuenta|iban|datos bancarios|n[uú]mero de cuenta|compte|rib|coordonn[ée]es bancaires|"
            r"рахун\w*|реквізит\w*|сч[её]т\w*|реквизит\w*)")
# the account held by the writer, said before or after the value: "in my name", "a mi nombre", "auf meinen Namen"
_MY_NAME = re.compile(
    r"(?<![^\W\d_])(?:(?:in|under) my (?:own |full )?name|held by me|i(?:'m| am) the (?:account )?holder|"
    r"a (?:mi|nuestro) nombre|a nombre m[ií]o|(?:el )?titular soy yo|[àa] mon nom|je suis (?:le |la )?titulaire|"
    r"(?:auf|unter) meinen (?:eigenen )?namen|ich bin (?:der |die )?(?:konto)?inhaber\w*|"
    r"na (?:moje|moj[ąa]) (?:imi[ęe] i nazwisko|nazwisko|imi[ęe])|(?:jestem|ja jestem) (?:jego |jej )?właściciel\w*|"
    r"на (?:моє|мое) (?:ім['’]я|имя)(?: (?:і|и) прізвище| и фамилию)?|(?:оформлен\w*|відкрит\w*|открыт\w*) на (?:мене|меня))"
    r"(?![^\W\d_])"
)
# the same said right after the value with the bare pronoun: "..., na mnie", "..., на мене"
_ME_AFTER = re.compile(r"^[\s,;:()\-–—]{0,4}(?:(?:jest |is |es |est |ist |це |это )?(?:na mnie|на мене|на меня|mine|m[ií]a|à moi|meins|мій|мой))(?![^\W\d_])")
# the words between the asking and the account: never a payment or a place to pay to ("prosi o wpłaty na rachunek
# spółdzielni", "просить оплатити на IBAN": the organisation asks for money onto its own account, not for the writer's)
_FILL = (r"(?:(?!(?:na|на|on|onto|to|into|auf|sur|en|in|a|w|в|у|wpłat\w*|wpłac\w*|zapłat\w*|przel\w*|pay\w*|zahl\w*|"
         r"überweis\w*|pag\w*|virement\w*|vers\w*|переказ\w*|перев\w*|оплат\w*|заплат\w*|сплат\w*|плат\w*)\s)\w+\s){0,2}?")
# the organisation asks the writer for the account (the account is the object of the asking, not a place to pay to)
_ASKED_FOR = re.compile(
    r"(?<![^\W\d_])(?:(?:asks?|asked|asking|requests?|requested|wants?|wanted|needs?|needed|requires?|required)\s"
    r"(?:me\s|us\s)?(?:for\s)?(?:my|our|the|a|an)\s" + _FILL + _ACCOUNT + r"|"
    r"(?:me|nos)\s(?:pide\w*|pidi[óo]|pidieron|solicita\w*|reclama\w*|exige\w*)\s(?:otra vez\s|de nuevo\s)?"
    r"(?:la|el|mi|mis|los|un|una|nuestra)\s" + _FILL + _ACCOUNT + r"|"
    r"(?:necesita\w*|quiere\w*)\s(?:mi|mis|la|el|un|una|nuestra)\s" + _FILL + _ACCOUNT + r"|"
    r"(?:me|nous|m['’])\s?(?:demande\w*|r[ée]clame\w*)\s(?:\w+\s)?(?:mon|mes|ma|un|une|le|la|les|notre|nos)\s" + _FILL
    + _ACCOUNT + r"|(?:veut|veulent|a besoin de|ont besoin de|exige\w*)\s(?:mon|mes|ma|un|le|notre|nos)\s" + _FILL
    + _ACCOUNT + r"|"
    r"(?:fragt|fragen|fragte|fragten|bittet|bitten|bat|will|wollen|wollte|braucht|brauchen|brauchte|verlangt|verlangen|"
    r"ben[öo]tigt|ben[öo]tigen)\s(?:mich\s|uns\s)?(?:\w+\s)?(?:nach\s|um\s)?(?:meine[rnm]?|unsere[rnm]?|die|der|den|eine[rn]?)\s"
    + _FILL + _ACCOUNT + r"|"
    r"(?:prosi|proszą|prosił\w*|poprosił\w*|chce|chcą|chciał\w*|potrzebuj\w*|wymaga\w*|żąda\w*)\s(?:mnie\s|nas\s|ode mnie\s)?"
    r"(?:o\s)?(?:mój\s|moje\s|mojego\s|nasz\w*\s)?" + _FILL + _ACCOUNT + r"|"
    r"(?:просить|просять|попросил\w*|просил\w*|просит|просят|хоче|хочуть|хочет|хотят|потрібн\w*|нужн\w*|вимага\w*|требу\w*)\s"
    r"(?:у мене\s|у меня\s|мене\s|меня\s|в мене\s)?(?:мій\s|мої\s|мого\s|мой\s|мои\s|моего\s)?" + _FILL + _ACCOUNT
    + r")(?![^\W\d_])"
)
# money paid to the writer onto the account: salary, wages, pension, a refund or a deposit returned
_PAY_WORDS = (r"(?:salary|salaries|wages?|pay\s?slips?|payroll|pension|deposit refund|deposit back|refund of (?:my|the) deposit|"
              r"n[óo]mina|sueldo|salario|pensi[óo]n|devoluci[óo]n de (?:la|mi) fianza|"
              r"salaire|paie|pension|virement du salaire|restitution (?:du|de mon) d[ée]p[ôo]t|remboursement (?:du|de mon|de la) (?:d[ée]p[ôo]t|caution)|"
              r"gehalt\w*|lohn\w*|l[öo]hne|rente|gehaltszahlung\w*|kautionsr[üu]ckzahlung|r[üu]ckzahlung der kaution|"
              r"wynagrodze\w*|pensj\w*|wypłat\w* (?:pensji|wynagrodzenia)|emerytur\w*|zwrot\w* kaucji|"
              r"зарплат\w*|заробітн\w* плат\w*|пенсі\w*|заработн\w* плат\w*|пенси\w*|повернення (?:застави|депозиту)|возврат\w* (?:залога|депозита)|"
              # (round 45, rids) a benefit paid to the writer: "numer konta do zasiłku chorobowego", "IBAN for my sick pay",
              # "cuenta para la prestación", "RIB pour les indemnités journalières", "Konto für das Krankengeld"
              r"zasił\w*|zasil(?:ek|ku)|świadczeni\w*|swiadczeni\w*|sick pay|maternity pay|statutory sick pay|benefits?|"
              r"universal credit|allowance|prestaci[óo]n\w*|subsidio\w*|indemnit[ée]s? journali[èe]res?|allocations?|"
              r"krankengeld\w*|elterngeld\w*|arbeitslosengeld\w*|kindergeld\w*|mutterschaftsgeld\w*|"
              r"допомог\w*|лікарнян\w*|пособи\w*|больничн\w*)")
_FOR_PAY = re.compile(
    r"(?<![^\W\d_])(?:for|into|para|pour|f[üu]r|na|do|для|під|под|on)\s(?:the\s|my\s|la\s|el\s|mi\s|le\s|la\s|ma\s|mon\s|"
    r"das\s|die\s|den\s|mein\w*\s|moj\w*\s|moją\s|мою\s|моєї\s|моей\s|моего\s|мого\s|the\s(?:monthly\s)?)?"
    + _PAY_WORDS + r"(?![^\W\d_])"
)
# (round 31) money coming back to the writer sent onto the value: a refund, a credit, an overpayment returned -
# "dass die Betriebskostengutschrift auf AT61 ... gehen soll", "the refund should go to GB..", "zwrot nadpłaty proszę na
# PL..", "el reembolso a ES..", "le remboursement sur FR76 ...", "повернення переплати на UA.." (a preposition of
# destination, maybe an account word, then the value)
# (round 45, rids) and an insurer's or a court's compensation: "la indemnización del robo me la ingresen en ES..",
# "l'indemnisation sur FR76 ..", "odszkodowanie na PL..", "die Entschädigung auf DE.."
_REFUND = (r"indemniz\w*|indemnis\w*|indemnit\w*|odszkodowan\w*|entsch[äa]digung\w*|schadenersatz\w*|"
           r"versicherungsleistung\w*|compensation|payout|компенсаці\w*|компенсаци\w*|страхов\w* виплат\w*|"
           r"страхов\w* выплат\w*|refund\w*|reimburs\w*|overpayment|\w*gutschrift\w*|\w*erstattung\w*|r[üu]ck[üu]berweisung\w*|"
           r"auszahlung\w*|guthaben\w*|zwrot\w*|nadpłat\w*|nadplat\w*|reembols\w*|devoluci[óo]n\w*|"
           r"rembourse\w*|trop-per[çc]u|повернен\w*|відшкодуван\w*|переплат\w*|возврат\w*|возмещени\w*")
_REFUND_ONTO = re.compile(
    r"(?<![^\W\d_])(?:" + _REFUND + r")(?![^\W\d_])[^.!?\n\d]{0,60}?(?<![^\W\d_])"
    r"(?:to|into|onto|on|auf|an|na|en|a|al|sur|на|у|в)\s(?:(?:my|mein\w*|moje?\w*|mi|mon|ma|мій|мою|мой|the|das|die|den|"
    r"el|la|le|l['’])\s?)?(?:" + _ACCOUNT + r"\s?)?[\W]{0,3}$"
)
# the account word owned by the organisation or a third person in the sentence: no cue here decides
_THEIRS = re.compile(
    r"(?<![^\W\d_])(?:(?:their|its|our|su|sus|nuestra|nuestro|leur|leurs|notre|son|sa|ses|ihr\w*|unser\w*|dessen|deren|"
    r"ich|jej|jego|nasz\w*|swój|swoj\w*|їхн\w*|їх|наш\w*|свій|свого|свою|его|её|их)\s(?:\w+\s){0,2}?|"
    r"(?:company|business|corporate|firm's|agency's|company's|employer's|firmen\w*|firmow\w*|службов\w*|корпоратив\w*)\s(?:\w+\s)?)"
    + _ACCOUNT + r"(?![^\W\d_])|"
    r"(?<![^\W\d_])" + _ACCOUNT + r"\s(?:of the |de la |de l['’]|del |der |des )?(?:firmy|spółki|компанії|компании|фірми|"
    r"empresa|entreprise|soci[ée]t[ée]|company|agency|agence|agencia|agentur|firma)(?![^\W\d_])"
)
_SENTENCE_BREAK = re.compile(r"[.!?](?:\s|$)|\n")
# (round 42) the reflexive possessive ("свій", "свой", "swój") is the subject's: after a verb of giving and its recipient
# ("дав роботодавцю свій IBAN", "дал работодателю свой IBAN", "надіслала бухгалтерії свої реквізити") the giver is the
# writer and the organisation only receives the account; after the writer's "я"/"ja" or a Polish first-person verb
# ("podałem pracodawcy swój numer konta", "я дав свій IBAN") too. The organisation's own account stays its own when it
# is the subject ("Лабораторія дала свій рахунок", "Pracodawca podał swój numer konta") or gives it to the writer or to
# its clients ("надіслав мені свій IBAN", "надіслала клієнтам свій рахунок").
_GIVE = (r"дав|дала|дали|надав|надала|надали|надіслав|надіслала|надіслали|відправив|відправила|передав|передала|скинув|"
         r"скинула|вказав|вказала|повідомив|повідомила|дам|надішлю|передам|скину|вкажу|"
         r"дал|отправил|отправила|отправили|передал|скинул|указал|указала|сообщил|сообщила|отправлю|укажу")
_GIVE_PL = (r"(?:po)?dał(?:em|am)|(?:po)?dal(?:em|am)|wysłał(?:em|am)|wyslal(?:em|am)|przesłał(?:em|am)|przeslal(?:em|am)|"
            r"przekazał(?:em|am)|przekazal(?:em|am)|podam|wyślę|wysle|przekażę|przekaze|podaję|podaje|daję|daje")
_TO_OTHERS = (r"мені|мне|нам|мені|клієнтам|клиентам|батькам|родителям|учням|ученикам|членам|мешканцям|жильцам|"
              r"підписникам|подписчикам|всім|всем|усім|mi|mnie|nam|klientom|rodzicom|uczniom|członkom|mieszkańcom|wszystkim")
_REFLEXIVE = r"(?:свій|свою|свої|своє|свого|свой|свои|своё|свое|своего|swój|swoj|swoje|swojego|swoją|swoja)"
_GAVE_OWN = re.compile(
    r"(?<![^\W\d_])(?:(?:" + _GIVE + r")(?:\s+(?!(?:" + _TO_OTHERS + r")(?![^\W\d_]))[^\W\d_]+){1,2}?|"
    r"(?:я|ja)\s+(?:[^\W\d_]+\s+){0,2}?(?:" + _GIVE + r"|" + _GIVE_PL + r")(?:\s+[^\W\d_]+){0,2}?|"
    r"(?:" + _GIVE_PL + r")(?:\s+(?!(?:" + _TO_OTHERS + r")(?![^\W\d_]))[^\W\d_]+){0,2}?)"
    r"\s+" + _REFLEXIVE + r"\s+(?:[^\W\d_]+\s+){0,2}?(?:" + _ACCOUNT + r"|kont[aoy]|rachunku)(?![^\W\d_])[\s:—–\-]*$"
)


def account_given(low: str, start: int, end: int) -> bool:
    """Is the account at [start, end) of lower-cased `low` given to an organisation by the writer, or held by them?"""
    s0 = max(0, start - 200)
    for m in _SENTENCE_BREAK.finditer(low, s0, start):
        s0 = m.end()
    before = low[s0:start]
    stop = _SENTENCE_BREAK.search(low, end, min(len(low), end + 120))
    after = low[end:stop.start() if stop else min(len(low), end + 120)]
    if _MY_NAME.search(after) or _MY_NAME.search(before) or _ME_AFTER.match(after):
        return True
    if ("св" in before or "swo" in before or "swó" in before) and _GAVE_OWN.search(before):
        return True  # "дав роботодавцю свій IBAN ...": the giver's own (round 42)
    if _THEIRS.search(before):
        return False
    return bool(_ASKED_FOR.search(before) or _FOR_PAY.search(before) or _REFUND_ONTO.search(before))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
