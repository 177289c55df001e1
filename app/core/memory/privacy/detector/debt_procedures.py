"""An insolvency procedure named by its legal name, or arrears named by what is owed, as the writer's or a relative's
(round 30, rdisc): "Подаю на банкрутство фізичної особи, що буде з моєю квартирою?", "estoy en la ley de segunda
oportunidad", "маємо борг за комуналку за пів року", "on a des impayés de loyer", "we owe six months of council tax".

The money vocabulary reads these names when the sentence has its own first-person cue the vocabulary expects ("я
подав на банкрутство", "me he acogido a ..."); a subject dropped (Ukrainian and Russian "подала на ...", "маємо борг"),
a copula with a preposition ("estoy en la ley ..."), colloquial "on a ..." or a verb of owing without a number left
the sentence green. The mechanism here is one list of the procedures' legal names and of arrears (a debt word with
what is owed: rent, utilities, council tax, the community fees), in en, pl, de, es, fr, uk and ru, and an owner in
the same clause:
- the writer: a first-person pronoun, possessive or verb form ("I", "we", "on a", "ja", "mamy", "zalegamy", "ich",
  "wir", "tengo", "estamos", "je", "я", "ми", "маємо", "маю", "подаю"); or, in Ukrainian and Russian, a clause that
  opens with a finite verb, its subject dropped ("подала на банкрутство ...", "оголосили банкрутство");
- a relative (kin_debts.py's kin words).
Green limits: no owner (a topic question: "how does consumer bankruptcy work?", "Як працює банкрутство фізичної
особи?"), a condition ("what happens if I go bankrupt"), a negation before the name ("I'm not bankrupt", "nie mamy
zaległości"), a step weighed (unsettled.py makes it yellow afterwards), a firm's procedure.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.kin_debts import DENIAL, KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces

# the procedures' legal names (the words, any case, any inflection)
PROCEDURE = (
    r"(?:personal bankruptcy|bankruptcy|bankrupt|individual voluntary arrangement|debt relief order|"
    r"sequestration|trust deed|debt management plan|"
    r"upadłoś\w*(?: konsumenck\w*)?|bankructw\w*|bankrut\w*|"
    r"privatinsolvenz\w*|verbraucherinsolvenz\w*|insolvenzverfahren\w*|restschuldbefreiung|offenbarungseid|"
    r"eidesstattliche vermögensauskunft|insolvenz|"
    r"(?:ley|la ley|procedimiento) de (?:la )?segunda oportunidad|segunda oportunidad|concurso de acreedores|"
    r"concurso de persona física|exoneración del pasivo|quiebra|bancarrota|"
    r"surendettement|surendetté\w*|dossier (?:à la |de la )?banque de france|rétablissement personnel|"
    r"faillite personnelle|faillite|"
    r"банкрутств\w*|банкротств\w*|банкрут\w*|банкрот\w*|реструктуризаці\w* (?:боргів|боргу)|"
    r"реструктуризаци\w* (?:долгов|долга))")
# arrears named by what is owed
_OWED_THING = (
    r"(?:rent|council tax|utilities|utility bills|energy bills?|gas bill|electricity bill|water bill|service charge|"
    r"czynsz\w*|opłat\w*|rachunk\w*|prąd|gaz|wod[ęy]|mieszkanie|media|wspólnot\w*|"
    r"miete|nebenkosten|strom\w*|gasrechnung|hausgeld|"
    r"alquiler|comunidad|luz|agua|recibos|"
    r"loyer\w*|charges|électricité|edf|factures?|"
    r"комуналк\w*|комунальн\w*|квартир\w*|оренд\w*|газ|світло|електроенергі\w*|опаленн\w*|воду|"
    r"коммуналк\w*|коммунальн\w*|аренд\w*|свет|электроэнерги\w*|отоплени\w*|кварплат\w*)")
_ARREARS = (
    r"(?:(?:arrears|behind)(?: \S+){0,3}? (?:on|with) (?:\S+ ){0,2}?" + _OWED_THING + r"|"
    + _OWED_THING + r" arrears|owe (?:\S+ ){0,3}?(?:months?|weeks?|quarters?|years?)(?:'s?)? (?:of )?(?:\S+ )?" + _OWED_THING + r"|"
    r"zaległoś\w* (?:\S+ ){0,2}?(?:w|za|z|na) (?:\S+ ){0,1}?" + _OWED_THING + r"|(?:dług\w*|zadłużeni\w*) (?:\S+ ){0,1}?(?:za|w|wobec) "
    r"(?:\S+ ){0,1}?" + _OWED_THING + r"|zalega\w* (?:\S+ ){0,2}?z (?:\S+ ){0,1}?" + _OWED_THING + r"|"
    r"mietrückst\w*|mietschulden|stromschulden|nebenkostenschulden|(?:im )?rückstand (?:mit|bei) (?:der |den )?" + _OWED_THING + r"|"
    r"(?:deudas?|impagos?|atrasos?) (?:\S+ ){0,2}?(?:del?|con (?:la )?|en (?:el |la )?)" + _OWED_THING + r"|"
    r"recibos (?:\S+ ){0,3}?sin pagar|"
    r"(?:impayés?|dettes?|arriérés?|retards?) (?:\S+ ){0,1}?(?:de|d'|du) " + _OWED_THING + r"|"
    r"(?:борг\w*|заборгован\w*|долг\w*|задолженн\w*) (?:\S+ ){0,2}?(?:за|по|перед) (?:\S+ ){0,1}?" + _OWED_THING + r")")
_NAME = folded_compiled(r"(?<![\w'])(?:" + PROCEDURE + r"|" + _ARREARS + r")(?![\w'])")
_GATE = gated(folded_compiled(r"(?<![\w'])(?:bankrupt\w*|individual|debt relief|sequestration|trust deed|debt management|"
                  r"upadłoś\w*|bankructw\w*|bankrut\w*|\w*insolvenz\w*|restschuldbefreiung|offenbarungseid|"
                  r"vermögensauskunft|segunda oportunidad|concurso|exoneración|quiebra|bancarrota|surendett\w*|"
                  r"banque de france|rétablissement|faillite|банкрут\w*|банкрот\w*|реструктуризац\w*|arrears|behind|owe|"
                  r"zaległoś\w*|dług\w*|zadłużeni\w*|zalega\w*|mietrückst\w*|\w*schulden|rückstand|deudas?|impagos?|"
                  r"atrasos?|recibos|impayés?|dettes?|arriérés?|retards?|борг\w*|заборгован\w*|долг\w*|задолженн\w*)"
                  r"(?![\w'])"))

SELF = folded_compiled(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|i'd|me|we|we're|we've|us|"
    r"ja|mam|mamy|jestem|jesteśmy|mnie|nas|zalegam|zalegamy|muszę|musimy|\w+łem|\w+łam|\w+liśmy|\w+łyśmy|"
    r"ich|wir|mir|mich|uns|bin|habe|hab|"
    r"yo|me|nos|estoy|estamos|tengo|tenemos|debo|debemos|hemos|"
    r"je|j'|nous|moi|on a|on est|on doit|"
    r"я|ми|мы|мене|мені|меня|мне|нас|нам|маю|маємо|имею|имеем|подаю|подаємо|подаем|плачу|платимо|платим)(?![\w'])")
# a possessive counts right before the name only ("my bankruptcy", "nasze zaległości", "мій борг"): "our landlord says rent
# arrears are rising" is the landlord's talk
POSSESSIVE = folded_compiled(r"(?<![\w'])(?:my|our|mój|moja|moje|moim|mojej|moich|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|"
                  r"notre|nos|мій|моя|мої|моє|мого|моєї|мой|мои|мое|моего|моей|наш\w*)(?![\w'])")
KIN_RX = folded_compiled(r"(?<![\w'])" + KIN + r"(?![\w'])")
# Ukrainian and Russian: a clause opening with a finite verb whose subject is dropped ("подала на банкрутство")
DROPPED = folded_compiled(r"^\W*(?:вже |уже |нарешті |наконец |недавно |нещодавно |вчора |вчера |ще |еще |ещё |тепер |теперь )?"
               r"[а-яіїєґё]+(?:ла|ли|в|л|ю|ємо|емо|ем|имо|им|аю|ую)(?![\w'])")
NEGATION = folded_compiled(r"(?<![\w'])(?:not|never|no|nie|nigdy|kein\w*|nicht|nie|nunca|ningun\w*|pas|jamais|aucun\w*|"
                r"не|ні|нет|немає|нема|ніколи|никогда)(?![\w'])")
IF = folded_compiled(r"(?<![\w'])(?:if|whether|wenn|falls|ob|si|jeśli|jeżeli|gdyby|якщо|если)(?![\w'])")
FIRM = folded_compiled(r"(?<![\w'])(?:company|firm|business|employer|firma|firmy|spółk\w*|pracodaw\w*|unternehmen|arbeitgeber|"
            r"empresa|negocio|sociedad|entreprise|société|boîte|employeur|фірм\w*|фирм\w*|компані\w*|компани\w*|підприєм\w*|"
            r"предприят\w*|gmbh|ltd|sl|sarl|тов|ооо|"
            # (lead, merge of round 30) a maker, a builder, a shop is a firm too: "le fabricant a fait faillite"
            r"manufacturer|maker|builder|developer|contractor|shop|store|retailer|airline|fabricant|constructeur|"
            r"promoteur|magasin|enseigne|hersteller|bauträger|händler|laden|fabricante|constructora|promotora|tienda|"
            r"aerolínea|producent\w*|deweloper\w*|sklep\w*|wykonawc\w*|виробник\w*|забудовник\w*|магазин\w*|"
            r"производител\w*|застройщик\w*)(?![\w'])")
# (lead, merge of round 30) a hedge or hearsay in the sentence leaves the debt unsettled (yellow, as before this module):
# "Можливо, в мене є борг за комуналку", "Je crois avoir un retard de loyer", "Die Nachbarn sollen angeblich Mietschulden
# haben"
HEDGE = folded_compiled(r"(?<![\w'])(?:maybe|perhaps|possibly|i think|i guess|apparently|allegedly|supposedly|vielleicht|"
             r"möglicherweise|angeblich|ich glaube|ich glaub|może|możliwe|chyba|podobno|wydaje mi się|quizás?|tal vez|"
             r"a lo mejor|creo que|creo tener|dicen que|al parecer|peut-être|je crois|je pense|il paraît|apparemment|"
             r"можливо|мабуть|здається|кажуть|начебто|нібито|может быть|возможно|кажется|говорят|вроде|якобы)(?![\w'])")


# a topic asked about in the same sentence ("... but how does a debt management plan differ from an IVA?") and a denial
# of any debt ("Nie mam żadnych długów, pytam z ciekawości: jak działa upadłość konsumencka?")
TOPIC = folded_compiled(r"(?<![\w'])(?:how|what|jak|czym|co to|wie|was|cómo|como|qué|comment|qu'est-ce|як|що таке|как|что такое)"
             r"(?![\w'])")
# DENIAL (a denial of owning debts) lives in kin_debts.py, which reads it too (round 33)


def clause(low: str, start: int, end: int) -> tuple[int, int]:
    a = max(low.rfind(c, 0, start) for c in ".!?\n;") + 1
    b = end
    while b < len(low) and low[b] not in ".!?\n;":
        b += 1
    return a, b


def find_debt_procedures(t: str) -> list[Finding]:
    """A finding (finances) over the sentence of normalised `t` that names the writer's or a relative's insolvency
    procedure or arrears (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _NAME.finditer(low):
        a, b = clause(low, m.start(), m.end())
        before = low[a:m.start()]
        # a negation right before the name ("not bankrupt", "nie mamy zaległości", "keine Mietschulden")
        if NEGATION.search(" ".join(before.split()[-3:])):
            continue
        if IF.search(before) or FIRM.search(low, a, b) or TOPIC.search(before):
            continue
        whole = low[a:b]
        s_start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if DENIAL.search(low, s_start, b) or HEDGE.search(low, s_start, b):
            continue
        if not (SELF.search(whole) or KIN_RX.search(whole) or DROPPED.search(before)
                or POSSESSIVE.search(" ".join(before.split()[-2:]))):
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.FINANCE, "personal finances", begin, b)]
    return []
