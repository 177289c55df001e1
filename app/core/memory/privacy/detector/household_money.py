"""The writer's money told for a plan, a grant or a benefit (round 41): pay withheld, the household's income, a benefit's
amount, a study fee owed.

The money rules read "I earn 3 000 zł", "my salary is ...", debts to banks. Four other ways people tell their money
when they ask about a trip, a grant or a flat, each in the first person or of the writer's household:
- pay withheld: "Mein Arbeitgeber zahlt mir seit zwei Monaten kein Gehalt", "Мені вже три місяці не платять
  зарплату", "no me pagan la nómina desde marzo", "I haven't been paid for two months" - a pay verb of the writer's,
  negated (a receiving one: "pays me", "мені платять");
- the household's income in figures, as a grant form asks it: "En mi casa entran 1.300 € al mes", "Mes parents
  gagnent 28 000 € par an", "Сукупний дохід моєї сім'ї 9 000 грн на місяць", "our household income is £21,000";
- a benefit's amount in the writer's case: "Das Jobcenter übernimmt bei mir nur 520 Euro", "dostaję 1 200 zł
  zasiłku", "I get £390 Universal Credit", "je touche 600 € de RSA" - a benefit word, the writer and a sum;
- a study fee owed: "Маю борг за контракт 21 000 грн", "zalegam z czesnym", "I owe 4,000 in tuition fees",
  "debo la matrícula", "je dois 3 000 € de frais de scolarité".
Green: the same asked in general ("What income counts for the grant?", "Can an employer withhold pay?"), a
hypothetical ("if my parents earn ...", "wenn das Jobcenter ..."), the grant's own figures ("the threshold is
1.300 €"), a sample or a template: no first person or no sum in its sentence, or an "if" before it.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_SUM = (r"(?:[€£$]\s?\d[\d\s.,]*|\d[\d\s.,]*\s?(?:k\b|€|£|\$|eur\b|euro\b|euros\b|zł|zl\b|pln\b|usd\b|gbp\b|грн|"
        r"гривень|гривні|руб\w*|тис\w*|тыс\w*|tys\w*|tausend|mil\b))")

# ---------------------------------------------------------------- pay withheld

_UNPAID = LazyPattern(
    r"(?<![\w'])(?:"
    r"(?:hasn't|has not|haven't|have not|didn't|did not|doesn't|does not|don't|do not|won't|will not) (?:\w+ ){0,2}?"
    r"pa(?:y|id) me|i (?:haven't|have not|hasn't) been paid|i(?:'ve| have) not been paid|"
    r"my (?:salary|wages|pay|paycheck|pay cheque) (?:hasn't|has not|haven't|have not|didn't|did not) (?:\w+ )?"
    r"(?:been paid|come|arrived|come in)|"
    r"zahl\w* mir (?:\w+ ){0,5}?(?:kein\w*|nicht)|(?:kein\w*|nicht) (?:\w+ )?(?:lohn|gehalt) (?:\w+ )?(?:bekommen|"
    r"erhalten|gezahlt|überwiesen|ueberwiesen)|mein (?:lohn|gehalt) (?:ist|wurde|kam) (?:\w+ ){0,3}?nicht|"
    r"nie (?:p[łl]ac[ąa]|p[łl]aci|zap[łl]acili|zap[łl]aci[łl]|wyp[łl]acili|wyp[łl]aci[łl]|dosta[łl]\w*|dostaj[ęe]) "
    r"(?:mi )?(?:\w+ ){0,3}?(?:pensji|wyp[łl]aty|wynagrodzenia|pieni[ęe]dzy)|nie (?:p[łl]ac[ąa]|p[łl]aci) mi|"
    r"no me (?:pagan|paga|han pagado|ha pagado|pagaron|pag[óo]|ingresan|ingresa)|llevo \w+ (?:\w+ )?sin cobrar|"
    r"(?:on ne me paie|on ne me paye|ne me (?:paie|paye|verse|versent|paient|payent)|ne m'(?:a|ont) pas (?:pay[ée]e?|"
    r"vers[ée] mon salaire)|je ne suis (?:\w+ )?pas pay[ée]e?|je n'ai pas (?:\w+ )?(?:[ée]t[ée] pay[ée]e?|re[çc]u "
    r"(?:mon|de) salaire))|"
    r"(?:мені|мене) (?:\w+ ){0,3}?не (?:платять|платить|виплачують|виплачує|заплатили|виплатили)|"
    r"не (?:платять|виплачують|видають) (?:мені )?(?:\w+ )?зарплат\w*|затримують (?:мені )?зарплат\w*|"
    r"мне (?:\w+ ){0,3}?не (?:платят|платит|выплачивают|выплачивает|заплатили|выплатили)|"
    r"не (?:платят|выплачивают|выдают) (?:мне )?(?:\w+ )?зарплат\w*|задерживают (?:мне )?зарплат\w*"
    r")(?![\w'])"
)
_UNPAID_GATE = word_gate("pay", "paid", "zahl", "lohn", "gehalt", "płac", "plac", "wypłac", "wyplac", "pensji",
                         "dostał", "dostal", "dostaj", "pagan", "paga", "pagado", "pagaron", "pagó", "pago", "ingresan",
                         "ingresa", "cobrar", "paie", "paye", "verse", "versent", "paient", "payent", "payé", "salaire",
                         "платять", "платить", "виплач", "заплатили", "виплатили", "зарплат", "платят", "платит",
                         "выплач", "выплатили")

# ---------------------------------------------------------------- the household's income

_HOUSEHOLD = LazyPattern(
    r"(?<![\w'])(?:"
    r"(?:my|our) (?:family's|household's|family|household|parents'?|combined|joint|mum's|mom's|dad's) (?:\w+ )?income|"
    r"(?:my|our) (?:parents|mum|mom|dad|mother|father) (?:\w+ )?(?:earns?|makes?|brings? in|bring home|take home|gets?)|"
    r"our household (?:\w+ )?(?:earns|makes|lives on|gets by on|brings in|takes home)|"
    r"(?:meine|unsere) (?:eltern|mutter|mama|vater|papa|familie) (?:\w+ )?(?:verdien\w*|bekomm\w*|leb\w*)|"
    r"(?:unser|unseres|meiner familie|meiner eltern) (?:\w+ )?(?:einkommen|haushaltseinkommen|familieneinkommen)|"
    r"wir (?:\w+ )?(?:verdienen|leben von)|"
    r"(?:moi|nasi) rodzice (?:\w+ )?(?:zarabiaj\w*|dostaj\w*|maj\w*)|(?:moja|nasza) (?:mama|matka|rodzina) (?:\w+ )?"
    r"(?:zarabia|dostaje|ma)|m[óo]j (?:tata|ojciec) (?:\w+ )?(?:zarabia|dostaje|ma)|doch[óo]d (?:mojej|naszej) "
    r"(?:rodziny|rodzinie)|(?:zarabiamy|[żz]yjemy z)|"
    r"en (?:mi|nuestra) casa (?:\w+ )?(?:entran|ingresamos|cobramos|ganamos|vivimos con)|mis padres (?:\w+ )?"
    r"(?:ganan|cobran|ingresan)|(?:los ingresos|la renta) de (?:mi|nuestra) (?:familia|casa|unidad familiar)|"
    r"mi (?:madre|padre|mam[áa]|pap[áa]) (?:\w+ )?(?:gana|cobra)|"
    r"mes parents (?:\w+ )?(?:gagnent|touchent|per[çc]oivent)|(?:ma m[èe]re|mon p[èe]re) (?:\w+ )?(?:gagne|touche)|"
    r"(?:le revenu|les revenus) (?:\w+ ){0,3}?de (?:mes parents|ma famille|mon foyer|notre foyer)|nous gagnons|"
    r"(?:сукупний |загальний )?дох[іо]д (?:моєї|нашої) (?:сім'ї|родини)|(?:мої батьки|моя мама|мій тато|моя мати|"
    r"мій батько) (?:\w+ )?(?:заробля\w*|отриму\w*)|"
    r"(?:совокупный |общий )?доход (?:моей|нашей) семьи|(?:мои родители|моя мама|мой папа|моя мать|мой отец) "
    r"(?:\w+ )?(?:зарабатыва\w*|получа\w*)|"
    # (round 43) the household as "we", "at home", "per member" - a grant form's question answered in the plural: "En
    # casa entramos 1.300 € al mes entre los dos", "Дохід на члена сім'ї в нас 2 900 грн", "between us we bring in
    # £1,900", "wir haben zusammen 2.400 € netto", "na osobę w rodzinie mamy 1 200 zł", "nos revenus sont de 2 100 €"
    r"our (?:monthly |combined |joint |annual |yearly |net |total |take-home |family |household )?income|"
    r"(?:between us )?we (?:\w+ )?(?:earn|bring in|take home|live on|get by on)|between us we \w+|"
    r"wir (?:\w+ )?(?:haben zusammen|kommen zusammen auf|bekommen zusammen)|pro kopf (?:haben wir|bei uns|in unserer familie)|"
    r"nasz (?:\w+ )?doch[óo]d|doch[óo]d\w* na (?:osob[ęe]|cz[łl]onka rodziny)(?: w rodzinie)? (?:u nas|w (?:naszej|mojej) "
    r"rodzinie|mamy|wynosi u nas)|na osob[ęe] (?:w rodzinie |w naszej rodzinie |u nas )?mamy|"
    r"en (?:mi |nuestra )?casa (?:\w+ )?(?:entramos|entra|ingresa|ganamos|cobramos)|entre (?:los dos|las dos|ambos) "
    r"(?:\w+ )?(?:ganamos|cobramos|ingresamos|entramos|sacamos)|(?:nuestros ingresos|nuestra renta)|"
    r"(?:nos revenus|notre revenu)|(?:[àa] la maison|[àa] deux|[àa] trois) on (?:touche|gagne|vit avec|a)|"
    r"(?:дохід|доход) на (?:одного )?(?:члена|особу|людину|человека)(?: (?:сім'ї|родини|семьи))? (?:в нас|у нас)|"
    r"(?:в нас|у нас) (?:\w+ )?(?:дохід|доход)|(?:наш|наша) (?:\w+ )?(?:дохід|доход)"
    r")(?![\w'])[^.!?\n]{0,40}?" + _SUM
)
# (the gate's words are the patterns' nouns and rarer verbs: "get", "make", "take" would open it for most chat)
_HOUSEHOLD_GATE = word_gate("income", "parent", "mum", "mom", "dad", "mother", "father", "household", "eltern", "mutter",
                            "mama", "vater", "papa", "familie", "einkommen", "verdien", "leben", "rodzice", "matka",
                            "rodzina", "tata", "ojciec", "doch", "zarabiamy", "żyjemy", "zyjemy", "casa", "padres",
                            "ingres", "renta", "madre", "padre", "mamá", "papá", "mère", "mere", "père", "pere",
                            "revenu", "gagnons", "дохід", "доход", "батьки", "мама", "тато", "мати", "батько",
                            "родители", "папа", "мать", "отец", "earn", "bring", "take", "live", "between", "zusammen",
                            "kopf", "osob", "entramos", "entra", "ganamos", "cobramos", "entre", "nuestr", "maison",
                            "deux", "trois", "нас", "наш")

# ---------------------------------------------------------------- a benefit's amount

_BENEFIT = (r"jobcenter|job ?center|arbeitsamt|agentur f[üu]r arbeit|sozialamt|wohngeld\w*|b[üu]rgergeld|hartz|"
            r"arbeitslosengeld|universal credit|housing benefit|jobseeker'?s allowance|esa|pip|carer'?s allowance|"
            r"zasi[łl]\w*|800 ?plus|500 ?plus|mops\w*|ops|dodat\w* mieszkaniow\w*|"
            r"paro|subsidio|ingreso m[íi]nimo vital|imv|prestaci[óo]n|"
            r"rsa|apl|caf|allocations?|ch[ôo]mage|"
            r"субсиді\w*|субсиди\w*|допомог\w*|пособи\w*|безробітт\w*|безработиц\w*")
_GETS = (r"bei mir|ich bekomme|ich kriege|ich erhalte|kriege ich|bekomme ich|zahlt mir|zahlen mir|mir nur|"
         r"i get|i receive|i'm on|i am on|i'm getting|i got|my|"
         r"dostaj[ęe]|pobieram|otrzymuj[ęe]|dosta[łl]\w*|mam|"
         r"cobro|recibo|me dan|me pagan|me paga|me ingresan|mi|"
         r"je touche|je per[çc]ois|je re[çc]ois|on me verse|me verse|mon|mes|"
         r"я отримую|отримую|мені дають|мені платять|мені виплачують|моя|мій|"
         r"я получаю|получаю|мне дают|мне платят|мне выплачивают|мой")
_BENEFIT_SUM = LazyPattern(
    r"(?<![\w'])(?:" + _BENEFIT + r")(?![\w'])[^.!?\n]{0,50}?(?<![\w'])(?:" + _GETS + r")(?![\w'])[^.!?\n]{0,40}?" + _SUM
    + r"|(?<![\w'])(?:" + _GETS + r")(?![\w'])[^.!?\n]{0,40}?" + _SUM + r"[^.!?\n]{0,40}?(?<![\w'])(?:" + _BENEFIT
    + r")(?![\w'])"
    # (the writer, the benefit, then its sum: "My universal credit is £393", "Мне выплачивают пособие ... 12 000 рублей")
    + r"|(?<![\w'])(?:" + _GETS + r")(?![\w'])[^.!?\n]{0,30}?(?<![\w'])(?:" + _BENEFIT + r")(?![\w'])[^.!?\n]{0,40}?"
    + _SUM
)
_BENEFIT_GATE = word_gate("jobcenter", "center", "arbeitsamt", "agentur", "sozialamt", "wohngeld", "bürgergeld",
                          "buergergeld", "hartz", "arbeitslosen", "credit", "benefit", "allowance", "zasił", "zasil",
                          "mieszkaniow", "subsidio", "ingreso", "prestaci", "allocation", "chômage", "chomage", "субсид",
                          "допомог", "пособи", "безробіт", "безработ")
# (the short names as whole words: "esa" is in "necesario", "rsa" in "conversation", "caf" in "café")
_BENEFIT_WORDS = whole_word_gate("esa", "pip", "mops", "ops", "plus", "paro", "imv", "rsa", "apl", "caf")

# ---------------------------------------------------------------- a study fee owed

_FEE_OWED = LazyPattern(
    r"(?<![\w'])(?:"
    r"i owe (?:\w+ ){0,3}?(?:in |of )?(?:tuition|tuition fees|course fees|fees to the university)|my (?:tuition|fees) "
    r"(?:arrears|debt)|(?:behind|in arrears) (?:on|with) (?:my )?(?:tuition|fees)|"
    r"(?:ich habe|hab|ich hab) (?:\w+ ){0,3}?(?:schulden|r[üu]ckst[äa]nd\w*) (?:bei der|bei|f[üu]r) (?:die |den |der )?"
    r"(?:uni|hochschule|studiengeb[üu]hr\w*|semesterbeitr[äa]g\w*)|"
    r"zalegam z (?:\w+ )?czesnym|zaleg[łl]\w* (?:za|z) czesne\w*|nie zap[łl]aci[łl]\w* czesnego|"
    r"debo (?:\w+ ){0,3}?(?:de )?(?:la )?matr[íi]cula|tengo (?:\w+ ){0,2}?(?:recibos|plazos) de la matr[íi]cula sin pagar|"
    r"je dois (?:\w+ ){0,3}?(?:de |des )?frais de scolarit[ée]|impay[ée]s? de (?:mes )?frais de scolarit[ée]|"
    r"(?:маю|в мене|у мене|є) борг (?:за|по) (?:контракт\w*|навчанн\w*)|заборгован\w* (?:за|по) (?:контракт\w*|навчанн\w*)|"
    r"(?:у меня|есть) долг (?:за|по) (?:контракт\w*|обучени\w*)|задолженност\w* (?:за|по) (?:контракт\w*|обучени\w*)"
    r")(?![\w'])"
)
_FEE_GATE = word_gate("tuition", "fees", "schulden", "rückstand", "rueckstand", "czesn", "matrícula", "matricula",
                      "scolarit", "борг", "заборгован", "долг", "задолжен")

_IF = LazyPattern(r"(?<!\w)(?:if|whether|suppose|wenn|falls|je[śs]li|je[żz]eli|gdyby|si|en caso de|"
                  # (and a guess: "igual no me pagan", "maybe they won't pay me" - a rumour, not the writer's fact)
                  r"igual|quiz[áa]s?|a lo mejor|maybe|might|perhaps|vielleicht|mo[żz]e|chyba|peut-[êe]tre|можливо|"
                  r"возможно|может быть|"
                  r"якщо|якби|если|e\.g\.|z\.b\.|np\.|p\.ej\.|par ex\w*|example|beispiel|przyk[łl]ad\w*|ejemplo|"
                  r"exemple|приклад\w*|пример(?!н)\w*)(?!\w)")
# a client's or customer's unpaid invoice is the writer's business, not their pay withheld ("El cliente que no me paga es
# Construcciones Arrieta S.L.", "My client still hasn't paid me for the logo": merge of round 41, a pinned green)
_CLIENT = LazyPattern(r"(?<!\w)(?:client\w*|customer\w*|kund(?:e|en|in)\b|klient\w*|zleceniodawc\w*|cliente\w*|"
                      r"клієнт\w*|клиент\w*|замовник\w*|заказчик\w*)")


def find_household_money(text: str) -> list[Finding]:
    """The writer's pay withheld, household income, benefit amount or study fee owed (see the doc)."""
    unpaid, household = opens(text, _UNPAID_GATE), opens(text, _HOUSEHOLD_GATE)
    benefit, fee = opens(text, _BENEFIT_GATE) or opens(text, _BENEFIT_WORDS), opens(text, _FEE_GATE)
    if not (unpaid or household or benefit or fee):
        return []  # (most messages: no word of any of the four)
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    digits = any(c.isdigit() for c in text)
    for on, pattern in ((unpaid, _UNPAID), (fee, _FEE_OWED), (household and digits, _HOUSEHOLD),
                        (benefit and digits, _BENEFIT_SUM)):
        if not on:
            continue
        for m in pattern.finditer(low):
            start, end = stop_bounds(text, m.start(), m.end())
            if pattern is _UNPAID and _CLIENT.search(low, start, m.end()):
                continue
            if _IF.search(low, start, m.start()) is None:
                return [Finding(Kind.FINANCE, "personal finances", start, end)]
    return []
