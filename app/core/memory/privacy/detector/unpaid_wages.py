"""Round 44 (rall): wages left unpaid - the writer as an employer who could not pay the staff, or an employee whose
employer pays no wages.

household_money.py reads the writer's own pay withheld when the sentence says "me" ("zahlt mir kein Gehalt", "no me
pagan"). Two other ways the same money trouble is written, each a red money disclosure of the writer's:
- STAFF UNPAID: a small employer who could not pay the people they employ - "I couldn't pay my two employees for
  October", "Ich konnte meinen Angestellten den Lohn noch nicht zahlen", "Nie wypłaciłem chłopakom wypłat za
  październik", "Не виплатив зарплату двом працівникам", "не смог выплатить зарплату сотрудникам", "No he podido
  pagar las nóminas a mis empleadas", "Je n'ai pas pu payer mes deux salariées": a first-person pay verb, negated,
  with wages or staff after it;
- EMPLOYER WITHHOLDS: the writer's employer as the subject - "Mein Arbeitgeber zahlt seit zwei Monaten kein Gehalt",
  "my employer hasn't paid our wages since March", "Pracodawca nie wypłacił nam pensji za wrzesień", "Роботодавець
  третій місяць не платить зарплату", "mi empresa no nos paga la nómina", "mon patron ne verse plus les salaires":
  "my"/"our" employer, boss or firm, a negated pay verb, wages.
Yellow/green stay: the same asked in general or as a hypothetical ("What can I do if my employer doesn't pay?",
"Was passiert, wenn ich die Löhne nicht zahlen kann?"), a worry about the future ("I might not be able to pay them
next month"), someone else's firm ("the company in the news didn't pay its staff"), a template or a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "personal finances"


_W = r"(?:[\w'-]+ )"  # one word and its space
# wages, and the people paid them
_WAGES_EN = r"(?:wages|salaries|salary|pay|payroll|paychecks?|pay ?cheques?)"
_STAFF_EN = (r"(?:staff|employees?|workers?|team|crew|guys|lads|girls|people|cleaners?|drivers?|builders?|assistants?|"
             r"waiters?|waitress(?:es)?|barmen|bar staff|cooks?|chefs?|carers?|apprentices?|labourers?|"
             r"receptionists?)")
_WAGES_DE = r"(?:löhne|lohne?|lohns|gehälter|gehalt|gehalts)"
_STAFF_DE = r"(?:angestellt\w*|mitarbeiter\w*|beschäftigt\w*|leuten?|jungs|arbeiter\w*|aushilfe\w*|azubis?)"
_WAGES_PL = r"(?:wyp[łl]at\w*|pensj\w*|wynagrodze\w*|pensyj\w*)"
_STAFF_PL = r"(?:pracownik\w*|ch[łl]opak\w*|ludziom|ludzi|dziewczynom|pracownicom|ekipie|za[łl]odze)"
_WAGES_UK = r"(?:зарплат\w*|заробітн\w* плат\w*)"
_STAFF_UK = r"(?:працівник\w*|працівниц\w*|людям|хлопцям|бригаді|співробітник\w*)"
_WAGES_RU = r"(?:зарплат\w*|заработн\w* плат\w*)"
_STAFF_RU = r"(?:сотрудник\w*|работник\w*|людям|ребятам|бригаде|рабочим)"
_WAGES_ES = r"(?:n[óo]minas?|sueldos?|salarios?)"
_STAFF_ES = r"(?:emplead[oa]s?|trabajador\w*|chicos|chicas|operari[oa]s|gente|personal|plantilla)"
_WAGES_FR = r"(?:salaires?|paies?|payes?)"
_STAFF_FR = r"(?:salari[ée]e?s?|employ[ée]e?s?|gars|ouvri\w+|[ée]quipe|personnel|apprenti\w*)"

_STAFF_UNPAID = _rx(
    r"(?<![\w'-])(?:"
    # en: "I couldn't pay my (two) employees", "I haven't paid the staff's wages", "I couldn't make payroll"
    r"(?:i|we) (?:couldn't|couldnt|could not|can't|cant|cannot|haven't been able to|have not been able to|wasn't able to|"
    r"was not able to|weren't able to|haven't|havent|have not|didn't|didnt|did not|still haven't|still can't) (?:yet )?(?:pay|paid|make|made|cover|covered|meet|met) "
    r"(?:the |my |our |both |all |any )?(?:" + _W + r"){0,2}?(?:" + _STAFF_EN + r"(?:'s?|s')?(?: " + _WAGES_EN + r")?|"
    + _WAGES_EN + r")|"
    r"i(?:'m| am) (?:\w+ )?behind (?:on|with) (?:the |my )?(?:" + _STAFF_EN + r"(?:'s?|s')? )?" + _WAGES_EN + r"|"
    # de: "ich konnte meinen zwei Angestellten den Lohn (für September) (noch) nicht zahlen"
    r"ich (?:konnte|kann|habe|hab) (?:" + _W + r"){0,6}?(?:" + _WAGES_DE + r"|" + _STAFF_DE + r") (?:" + _W
    + r"){0,5}?(?:nicht|kein\w*) (?:\w+ )?(?:zahlen|bezahlen|gezahlt|bezahlt|überweisen|überwiesen|auszahlen|"
    r"ausgezahlt)|"
    # pl: "nie wypłaciłem chłopakom wypłat", "nie mam z czego zapłacić pracownikom"
    r"nie (?:wyp[łl]aci[łl]\w*|zap[łl]aci[łl]\w*|mam z czego (?:wyp[łl]aci[ćc]|zap[łl]aci[ćc])|by[łl]\w* w stanie "
    r"(?:wyp[łl]aci[ćc]|zap[łl]aci[ćc])|da[łl]\w* rady (?:wyp[łl]aci[ćc]|zap[łl]aci[ćc])|mog[ęe] (?:wyp[łl]aci[ćc]|"
    r"zap[łl]aci[ćc])) (?:" + _W + r"){0,3}?(?:" + _WAGES_PL + r"|" + _STAFF_PL + r")|"
    # uk: "не виплатив зарплату двом працівникам", "не можу виплатити людям"
    r"(?:я )?не (?:виплатив|виплатила|заплатив|заплатила|зміг виплатити|змогла виплатити|можу виплатити|"
    r"маю чим (?:заплатити|виплатити)) (?:" + _W + r"){0,3}?(?:" + _WAGES_UK + r"|" + _STAFF_UK + r")|"
    r"(?:я )?затримую (?:\w+ )?(?:" + _WAGES_UK + r")|"
    # ru: "не выплатил зарплату сотрудникам", "не смог заплатить ребятам"
    r"(?:я )?не (?:выплатил|выплатила|заплатил|заплатила|смог выплатить|смогла выплатить|смог заплатить|смогла "
    r"заплатить|могу выплатить|могу заплатить) (?:" + _W + r"){0,3}?(?:" + _WAGES_RU + r"|" + _STAFF_RU + r")|"
    r"(?:я )?задерживаю (?:\w+ )?(?:" + _WAGES_RU + r")|"
    # es: "no he podido pagar las nóminas de noviembre a mis dos empleadas", "no les pagué a los chicos"
    r"no (?:he podido|pude|puedo|he|les he|les pude|les puedo|les) (?:pagar|pagado|pagu[ée]|abonar|abonado) "
    r"(?:" + _W + r"){0,3}?(?:" + _WAGES_ES + r"|" + _STAFF_ES + r")|"
    # fr: "je n'ai pas pu payer mes deux salariées", "je ne peux pas verser les salaires"
    r"(?:je n'ai pas (?:pu |encore |encore pu |r[ée]ussi [àa] )?|je ne (?:peux|pourrai|parviens|arrive) pas (?:[àa] )?|"
    r"je n'(?:arrive|parviens) pas [àa] )"
    r"(?:payer|pay[ée]|verser|vers[ée]) (?:" + _W + r"){0,3}?(?:" + _WAGES_FR + r"|" + _STAFF_FR + r")"
    r")(?![\w'-])"
)
# (every match ends on a wage or staff noun: those are the gate, not the common verbs before them)
_STAFF_GATE = word_gate(
    "wage", "salar", "pay", "cheque", "staff", "employe", "worker", "team", "crew", "guys", "lads", "girls", "people",
    "cleaner", "driver", "builder", "assistant", "waiter", "waitress", "barmen", "bar", "cook", "chef", "carer",
    "apprentice", "labourer", "receptionist", "lohn", "löhne", "gehalt", "gehält", "angestellt", "mitarbeiter",
    "beschäftigt", "leute", "jungs", "arbeiter", "aushilfe", "azubi", "wypłat", "pensj", "wynagrodze", "pensyj",
    "pracownik", "chłopak", "ludziom", "ludzi", "dziewczynom", "pracownicom", "ekipie", "załodze", "зарплат",
    "заробітн", "працівник", "працівниц", "людям", "хлопцям", "бригаді", "співробітник", "заработн", "сотрудник",
    "работник", "ребятам", "бригаде", "рабочим", "nómina", "sueldo", "salario", "emplead", "trabajador", "chicos",
    "chicas", "operari", "gente", "personal", "plantilla", "salaire", "paie", "paye", "salari", "employ", "gars",
    "ouvri", "équipe", "personnel", "apprenti",
)

_BOSS = (r"(?:my|our) (?:employer|boss|company|firm|manager|workplace|agency|contractor)|"
         r"(?:mein|unser) (?:arbeitgeber|chef|betrieb)|(?:meine|unsere) (?:firma|chefin)|"
         r"(?:m[óo]j |nasz )?(?:pracodawca|szef|prezes)|(?:moja |nasza )?(?:firma|szefowa)|"
         r"(?:мій |наш )?(?:роботодавець|начальник|директор|керівник)|(?:моя |наша )?(?:фірма|компанія|контора)|"
         r"(?:мой |наш )?(?:работодатель|начальник|директор)|(?:моя |наша )?(?:фирма|компания|контора)|"
         r"mi (?:empresa|jefe|jefa|empleador\w*|patr[óo]n)|(?:mon|notre) (?:employeur|patron|entreprise)|ma (?:patronne|bo[îi]te)")
_EMPLOYER_WITHHOLDS = _rx(
    r"(?<![\w'-])(?:" + _BOSS + r")(?![\w'-]) (?:" + _W + r"){0,4}?(?:"
    r"(?:hasn't|has not|hasn't been|didn't|did not|doesn't|does not|still hasn't|won't|isn't|is not) (?:" + _W
    + r"){0,2}?(?:pa(?:y|id|ying)) (?:us|me|our|my|the|any)? ?(?:" + _W + r"){0,2}?(?:" + _WAGES_EN + r")|"
    r"(?:zahlt|zahlte|hat) (?:" + _W + r"){0,5}?(?:kein\w*|nicht) (?:" + _W + r"){0,2}?(?:" + _WAGES_DE + r"|gezahlt|bezahlt)|"
    r"nie (?:p[łl]aci|wyp[łl]aca|wyp[łl]aci[łl]\w*|zap[łl]aci[łl]\w*) (?:" + _W + r"){0,3}?" + _WAGES_PL + r"|"
    r"не (?:платить|виплачує|виплатив|виплатила|заплатив|заплатила|видає) (?:" + _W + r"){0,3}?" + _WAGES_UK + r"|"
    r"не (?:платит|выплачивает|выплатил|выплатила|заплатил|заплатила|выдаёт|выдает) (?:" + _W + r"){0,3}?" + _WAGES_RU + r"|"
    r"no (?:nos |me )?(?:paga|ha pagado|pag[óo]|abona|ha abonado|abon[óo]|ingresa|ha ingresado) (?:" + _W + r"){0,2}?"
    + _WAGES_ES + r"|"
    r"ne (?:nous |m')?(?:paie|paye|verse|a pas vers[ée]|a pas pay[ée]) (?:plus |pas |toujours pas )?(?:" + _W
    + r"){0,2}?" + _WAGES_FR
    + r")(?![\w'-])"
)
_BOSS_GATE = word_gate(
    "employer", "boss", "company", "firm", "manager", "workplace", "agency", "contractor", "arbeitgeber", "chef",
    "betrieb", "firma", "pracodawca", "szef", "prezes", "роботодавець", "начальник", "директор", "керівник", "фірма",
    "компанія", "контора", "работодатель", "фирма", "компания", "empresa", "jefe", "jefa", "empleador", "patrón",
    "patron", "employeur", "entreprise", "patronne", "boîte",
)

# a hypothetical, a worry about the future, a general question, a template, a story: not the writer's fact
_IF = _rx(
    r"(?<![\w'-])(?:if|whether|suppose|what if|might|maybe|perhaps|afraid|worried|wenn|falls|vielleicht|ob|"
    r"je[śs]li|je[żz]eli|gdyby|mo[żz]e|chyba|boj[ęe] si[ęe]|si|en caso de|quiz[áa]s?|a lo mejor|igual|"
    r"peut-[êe]tre|j'ai peur|якщо|якби|можливо|боюся|если|возможно|боюсь|"
    r"e\.g\.|z\.b\.|np\.|example|beispiel|przyk[łl]ad\w*|ejemplo|exemple|приклад\w*|пример(?!н)\w*|template|vorlage|"
    r"wz[óo]r|plantilla|mod[èe]le|шаблон\w*|novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|"
    r"personnage\w*|geschichte|персонаж\w*)(?![\w'-])"
)


def find_unpaid_wages(text: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `text` telling the writer's staff left unpaid, or the
    writer's employer paying no wages (see the module's doc)."""
    staff, boss = opens(text, _STAFF_GATE), opens(text, _BOSS_GATE)
    if not (staff or boss):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for on, pattern in ((staff, _STAFF_UNPAID), (boss, _EMPLOYER_WITHHOLDS)):
        if not on:
            continue
        for m in pattern.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _IF.search(low, a, m.start()) or _IF.search(low, m.end(), b):
                continue
            return [Finding(Kind.FINANCE, _REASON, after_spaces(low, a, b), b)]
    return []
