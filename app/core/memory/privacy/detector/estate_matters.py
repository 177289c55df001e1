"""Round 46 (rsens): a dead relative's estate told as the writer's own family matter - a sibling or another relative
fighting the writer over it (a family dispute: relationship), and the estate's money as the writer's finances (its
debts, the sum the writer inherits, a life-insurance payout).

Sets broad-zzz96, 101 and 105 told a sibling taking, emptying, forging or keeping the parents' estate, and the family
no longer speaking ("Mein Bruder hat das Erbe von Oma komplett für sich genommen", "Avec mon frère ..., on se déchire
pour la maison de nos parents", "Сестра ... забрала мамины украшения сразу после похорон"); zzz105 the estate's debts
("Vater hinterlässt 42.000 € Schulden", "После мамы остался кредит 420 тысяч") and the writer's inheritance ("Dostałam
po cioci 260 tys. zł", "I'm getting roughly £412,000 from my aunt's estate", "bénéficiaire d'une assurance-vie de
180 000 €"). No rule read them: the vocabulary's dispute words want a court or a divorce, its money words the writer's
debt in the first person. Three ways, in en, pl, de, es, fr, uk and ru:
- DISPUTE: a relative (kin_debts.py's kin words, a name after it optional) in the sentence before a taking, emptying,
  forging, refusing or falling-out verb ("took it all for himself", "cleared out", "forged", "changed the locks",
  "refuses to sell", "wywiozła", "przepisała na siebie", "leergeräumt", "se quedó con", "on ne se parle plus",
  "переписала на себе", "забрала"), in a message about an estate (an inheritance, a will, a funeral, a notary, the
  parents' house - "la maison de nos parents", "Mamas Wohnung", "мамину хату");
- ESTATE DEBTS: a relative left debts or a loan ("Mum left £23,400 on credit cards", "Vater hinterlässt 42.000 €
  Schulden", "po tacie został kredyt", "після тата залишився кредит 180 тис.");
- INHERITED SUM: the writer inherits or receives a sum from a relative or an estate, or is a life insurance's
  beneficiary of a sum ("I inherited £50k from my gran", "dostałam po cioci 260 tys. zł", "j'ai hérité de 80 000 €",
  "bénéficiaire d'une assurance-vie de 180 000 €", "успадкувала 200 тисяч").
Round 48 (rsens), the parent's ACCOUNT: set broad-zzz112 (banking) told the sibling emptying a parent's bank account, before or
after the death, and the family falling out, with no estate word ("Mein Bruder hat das Konto unserer Mutter nach ihrem
Tod leer geräumt", "Mi hermana vació la cuenta de papá antes de que muriera", "Ma sœur a vidé le compte de maman
pendant sa maladie", "Brat wyczyścił konto taty"): a parent's account or savings ("the account of our mother", "mum's
account", "konto taty", "рахунок мами", "счёт отца") stands for the estate, and emptying or draining verbs join the
takings ("drained", "wyczyścił", "opróżniła", "спустошив", "опустошила", "вычистил").
Round 49 (rlegal): set broad-zzz119 (elderly parents) told the taking as still going on and the flat re-registered to
the sibling ("My brother's been taking money out of Dad's account with the power of attorney", "Сестра переоформила
мамину квартиру на себя по дарственной"), and the detector found neither: the takings were past-tense verbs and
"переписала на себе" the only re-registering, and "brother's" no kin word. Added: taking or withdrawing money out of,
draining (going on), a kin word before its "'s", "переоформила ... на себе/на себя", "auf sich umgeschrieben", "lo
puso a su nombre", "a mis ... à son nom".
Yellow/green stay: a question about the law in general ("how is inheritance tax computed?", "can a sibling refuse to
sell an inherited house?"), a hypothetical ("if I inherit 200k ..."), a suspicion ("I think my brother might have
taken ..."), a story, a firm's or a public figure's estate.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_W = r"(?:[\w'’-]+,? )"
# DISPUTE: what the relative did to the estate, or the family's falling out
_FIGHT = _gated(
    r"(?<![\w'’])(?:"
    # en
    r"took (?:" + _W + r"){0,4}?(?:for (?:him|her)self|everything|it all)|kept (?:" + _W + r"){0,3}?for (?:him|her)self|"
    r"(?:cleared|cleaned|emptied) out|emptied|drained|forged|took (?:[£€$]\s?\d[\d,.]*k?|\d[\d,.]*k?|all (?:of )?the money|"
    r"money|everything) (?:out of|from)|withdrew (?:" + _W + r"){0,3}?from|changed the locks?|(?:refuses|refused|won't|wont) to (?:sell|share|"
    r"leave|move out|pay|split|sign)|(?:won't|wont) (?:sell|share|leave|move out|sign)|(?:is|are) contesting|contest(?:s|ed)"
    r" the will|(?:is|are) challenging the will|(?:we|they) (?:don't|dont|do not|no longer) (?:speak|talk)|(?:we're|we are|"
    r"we aren't|we are not) (?:not )?(?:speaking|talking)(?: any ?more)?|cut me out|(?:threatens|threatened) to (?:sue|take "
    r"me to court)|(?:is|are) suing me|stole|sold (?:" + _W + r"){0,4}?without (?:asking|telling|me|us)|"
    # (round 49) the taking still going on: "my brother's been taking money out of Dad's account"
    r"(?:been |is |keeps )?(?:taking|withdrawing) (?:" + _W + r"){0,2}?(?:money|cash|savings|everything|it) (?:out of|from)|"
    r"(?:been |is )?draining|"
    # de
    r"für sich (?:genommen|behalten|beansprucht)|leer ?geräumt|ausgeräumt|schloss (?:gewechselt|ausgetauscht)|"
    r"(?:schlösser|schloss) (?:" + _W + r"){0,2}?(?:gewechselt|ausgetauscht)|gefälscht|weigert sich|"
    r"(?:will|wollen) (?:" + _W + r"){0,3}?nicht verkaufen|(?:redet|reden|spricht|sprechen) nicht mehr mit|"
    r"(?:wir reden|wir sprechen) nicht mehr|kein(?:en)? kontakt mehr|ficht (?:" + _W + r"){0,2}?an|droht (?:mir )?mit "
    r"(?:dem )?(?:anwalt|klage|gericht)|verklagt mich|enterbt|"
    # es
    r"se (?:ha )?qued(?:ó|ado) con|falsific(?:ó|ado)|vaci(?:ó|ado)|cambi(?:ó|ado) (?:la cerradura|las cerraduras)|"
    r"se niega a|no quiere vender|(?:ya )?no nos hablamos|no me habla|impugn(?:a|ar|ó) el testamento|me (?:ha )?"
    r"denunci(?:ó|ado)|me amenaza con (?:un )?(?:juicio|demanda|abogado|denunciarme)|me (?:ha )?demandado|"
    # fr
    r"refuse de|a vidé|s'est approprié\w*|a falsifié|a changé (?:la serrure|les serrures)|on ne se parle plus|"
    r"(?:nous )?ne nous parlons plus|ne me parle plus|on se déchire|on se dispute|conteste le testament|me menace "
    r"(?:d'un procès|de porter plainte|d'un avocat)|m'attaque en justice|garde tout pour (?:lui|elle)|"
    # pl
    r"zabrał[aoy]?|zabrali|wywiózł|wywiozła|wywieźli|wziął|wzięła|(?:przepisał|przepisała) (?:" + _W
    + r"){0,4}?na siebie|sfałszował[ay]?|zmienił[ay]? zamki|wymienił[ay]? zamki|nie chce sprzedać|odmawia|"
    r"nie odzywamy się|nie rozmawiamy|nie odzywa się do mnie|kłócimy się o|grozi mi sądem|podważa testament|"
    r"pozwał[ay]? mnie|wyczyścił[ay]?|opróżnił[ay]?|"
    # uk
    r"забра(?:в|ла|ли)|вивіз|вивезла|вивезли|(?:переписа(?:в|ла)) (?:" + _W + r"){0,4}?на себе|підроби(?:в|ла)|"
    r"поміня(?:в|ла) замки|відмовляється|не хоче продавати|ми не спілкуємося|не розмовляємо|не відповідає на дзвінки|"
    r"погрожує (?:мені )?судом|оскаржує заповіт|пода(?:в|ла) (?:на мене )?до суду|спустоши(?:в|ла)|"
    # ru
    r"забра(?:л|ла|ли)|вывез|вывезла|вывезли|(?:переписа(?:л|ла)) (?:" + _W + r"){0,4}?на себя|подделал[аи]?|"
    r"смени(?:л|ла) замки|отказывается|не хочет продавать|мы не общаемся|не разговариваем|не отвечает на звонки|"
    r"грозит (?:мне )?судом|оспаривает завещание|пода(?:л|ла) (?:на меня )?в суд|опустоши(?:л|ла)|вычисти(?:л|ла)|"
    # (round 49) the parent's flat re-registered to the sibling: "переоформила мамину квартиру на себя по дарственной"
    r"переоформи(?:в|ла|ли) (?:" + _W + r"){0,4}?на себе|переоформи(?:л|ла|ли) (?:" + _W + r"){0,4}?на себя|"
    r"(?:auf sich|auf seinen namen|auf ihren namen) (?:" + _W + r"){0,2}?(?:umgeschrieben|überschrieben)|"
    r"(?:puso|ha puesto) (?:" + _W + r"){0,4}?a su nombre|(?:a mis|a fait mettre) (?:" + _W + r"){0,4}?à son nom"
    r")(?![\w'’])")
_PARENT = (r"(?:mum|mom|mother|dad|father|gran|grandma|grandad|grandpa|parents|mama|mamas|papa|papas|oma|omas|opa|opas|"
           r"eltern|mutter|vaters|madre|padre|abuel[oa]|padres|mère|père|parents|mamy|mamie|taty|tacie|rodziców|babci|"
           r"dziadka|мам\w*|тат\w*|батьк\w*|бабус\w*|діду\w*|пап\w*|бабушк\w*|дедушк\w*|родител\w*|"
           # (round 48) "la cuenta de papá", "le compte de maman", "счёт отца"
           r"mamá|papá|maman|mamusi|отц\w*|матер\w*)")
# the estate: an inheritance, a will, a funeral, a notary, the parents' house
_ESTATE = _lazy(
    r"(?<![\w'’])(?:inherit\w*|estate|(?:the|new|a|her|his|mum's|dad's) will|probate|funeral|notary|solicitor|"
    r"erb\w*|nachlass\w*|testament\w*|beerdigung|notar\w*|herencia|hered\w*|testamento|entierro|funeral|notari[oa]|"
    r"héritage|hérit\w*|succession|notaire|obsèques|enterrement|spad\w*|pogrzeb\w*|notariusz\w*|"
    r"спадщин\w*|спадок|спадку|заповіт\w*|похорон\w*|нотаріус\w*|наследств\w*|завещани\w*|нотариус\w*|"
    # the parents' house: "la maison de nos parents", "Mamas Wohnung", "z domu mamy", "мамину хату"
    r"(?:house|flat|home|jewellery|jewelry|maison|appartement|bijoux|casa|piso|joyas|haus|wohnung|schmuck|dom\w*|"
    r"mieszkani\w*|biżuteri\w*|хат\w*|квартир\w*|будин\w*|прикрас\w*|дом\w*|украшени\w*) (?:of |de |des |del |von |"
    r"der )?(?:our |my |nos |mes |mis |nuestros |unserer |meiner |unseren )?" + _PARENT + r"|"
    r"(?:mum's|mom's|dad's|gran's|mamas|papas|omas|opas|мамин\w*|батьків\w*|татов\w*|мамин\w*|папин\w*|бабусин\w*|"
    r"бабушкин\w*) (?:" + _W + r")?(?:house|flat|home|jewellery|jewelry|haus|wohnung|schmuck|хат\w*|квартир\w*|"
    r"будин\w*|прикрас\w*|дом\w*|украшени\w*)|"
    # (round 48) the parent's account or savings: "das Konto unserer Mutter", "mum's account", "konto taty", "рахунок мами"
    r"(?:account|accounts|savings|konto|kontos|ersparnisse|cuenta|cuentas|ahorros|compte|comptes|économies|oszczędności|"
    r"рахун\w*|заощаджен\w*|сч[её]т\w*|сбережени\w*) (?:of |de |des |del |von |der |з |с )?(?:our |my |nos |mes |mis |"
    r"nuestr[oa]s? |unserer |meiner |unseres |meines |la |le |el )?" + _PARENT + r"|"
    r"(?:mum's|mom's|dad's|gran's|mamas|papas|omas|opas|мамин\w*|татов\w*|папин\w*|бабусин\w*|бабушкин\w*) (?:" + _W
    + r")?(?:account|accounts|savings|konto|ersparnisse|рахун\w*|заощаджен\w*|сч[её]т\w*|сбережени\w*)"
    r")(?![\w'’])")
# (round 49: "my brother's been taking ...": the kin word before its "'s")
_KIN_RX = _lazy(r"(?<![\w'’])" + KIN + r"(?:'s)?(?![\w'’])")
# a suspicion, a hypothetical, a general question, a story: not a dispute told as the writer's
_UNSURE = _lazy(
    r"(?<![\w'’])(?:if|what if|might|maybe|perhaps|suspect|i think|not sure|can a|can my|novel|story|character|"
    r"wenn|falls|vielleicht|verdacht|glaube|ob|darf|kann ein|roman|geschichte|si|quizás|a lo mejor|sospecho|creo que|"
    r"puede un|novela|peut-être|je crois|soupçonne|je pense|peut-on|un frère peut|jeśli|jeżeli|gdyby|może|chyba|"
    r"podejrzewam|czy może|powieść|якщо|можливо|мабуть|підозрюю|здається|чи може|роман\w*|если|возможно|наверное|"
    r"подозреваю|кажется|может ли)(?![\w'’])")


def _dispute(low: str) -> Finding | None:
    estate = None
    for m in _FIGHT.finditer(low):
        a, b = sentence_bounds(low, m.start())
        if _KIN_RX.search(low, max(a, m.start() - 80), m.start()) is None:
            continue
        if _UNSURE.search(low, a, b):
            continue
        if estate is None:
            estate = _ESTATE.search(low) is not None
        if not estate:
            return None
        return Finding(Kind.RELATIONSHIP, "family dispute over an inheritance", after_spaces(low, a, b),
                       len(low[:b].rstrip()))
    return None


_SUMW = (r"(?:[£€$]\s?\d[\d\s.,]*(?:k|m)?|\d[\d\s.,]*\s?(?:k|tys\.?|tysięcy|mln|тис\.?|тисяч\w*|тыс\.?|тысяч\w*|млн|"
         r"€|£|\$|eur|euros?|zł|złotych|pln|грн|гривень|руб\w*|₽|thousand|grand|mil|mille|tausend)(?![\w]))")
_DEBTS = (r"(?:debts?|loans?|overdraft|mortgage|arrears|schulden|kredit\w*|darlehen|hypothek|deudas?|préstamos?|"
          r"hipoteca|dettes?|crédits?(?! cards?)|prêts?|długi|długów|dług|kredyt\w*|pożyczk\w*|hipotek\w*|борг\w*|кредит\w*|"
          r"позик\w*|іпотек\w*|долг\w*|займ\w*|ипотек\w*)")
# ESTATE DEBTS: "Mum left £23,400 on credit cards", "Vater hinterlässt 42.000 € Schulden", "после мамы остался кредит"
_LEFT_DEBTS = _gated(
    r"(?<![\w'’])(?:(?:left|leaves|hinterlässt|hinterließ|hat (?:" + _W + r"){0,3}?hinterlassen|dejó|ha dejado|a laissé|"
    r"laisse|zostawił[ay]?|залиши(?:в|ла)|остави(?:л|ла)) (?:" + _W + r"){0,2}?(?:" + _SUMW + r" (?:" + _W
    + r"){0,3}?(?:" + _DEBTS + r"|credit cards?|kreditkart\w*|tarjetas?|cartes? de crédit|kart\w* kredytow\w*|кредитк\w*)|"
    + _DEBTS + r")|"
    r"(?:after|po|nach|після|после|от) (?:" + _W + r"){0,1}?" + _PARENT + r",? (?:" + _W + r"){0,1}?(?:there (?:was|were) "
    r"|are |is )?(?:left|został[aoy]?|zostały|blieben|bleiben|залиши(?:вся|лася|лись|лося)|остал(?:ся|ась|ись|ось)) "
    r"(?:" + _W + r"){0,2}?" + _DEBTS + r")(?![\w'’])")
# INHERITED SUM: the writer's inheritance or payout of a sum
_INHERITED = _gated(
    r"(?<![\w'’])(?:"
    r"(?:i|i've|ive|i have|i'm|im|i am) (?:just |recently )?(?:inherited|inheriting|getting|receiving|got|received) "
    r"(?:" + _W + r"){0,2}?" + _SUMW + r" (?:" + _W + r"){0,3}?(?:from|of) (?:my|the) (?:" + _W + r"){0,1}?"
    r"(?:\w+'s estate|estate|inheritance|" + KIN + r")|"
    r"(?:i|i've|ive|i have) (?:just |recently )?inherited (?:" + _W + r"){0,2}?" + _SUMW + r"|"
    r"(?:ich habe|ich hab|habe ich|hab ich) (?:" + _W + r"){0,3}?" + _SUMW + r" (?:" + _W + r"){0,3}?geerbt|"
    r"(?:ich erbe|ich bekomme|erbe ich|bekomme ich) (?:" + _W + r"){0,3}?" + _SUMW + r" (?:" + _W + r"){0,2}?"
    r"(?:von|aus dem nachlass|als erbe)|"
    r"(?:he heredado|heredé|voy a heredar|me dejó|me ha dejado) (?:" + _W + r"){0,2}?"
    + _SUMW + r"(?: (?:" + _W + r"){0,3}?(?:de (?:mi|la herencia)|herencia|en herencia))?|"
    r"(?:j'ai hérité|je vais hériter|j'hérite|m'a laissé) (?:de )?(?:" + _W + r"){0,2}?"
    + _SUMW + r"|(?:je suis|en tant que) bénéficiaire d'une assurance[- ]vie (?:" + _W + r"){0,2}?de " + _SUMW + r"|"
    r"(?:odziedziczył(?:em|am)|dostał(?:em|am) po|dostanę po|otrzymał(?:em|am) po|zostawił[ay]? mi) (?:" + _W
    + r"){0,2}?" + _SUMW + r"|"
    r"(?:успадкува(?:в|ла)|отрима(?:в|ла) (?:у )?спадок|мені залиши(?:в|ла)) (?:" + _W + r"){0,3}?"
    + _SUMW + r"|(?:унаследова(?:л|ла)|получи(?:л|ла) (?:в )?наследство|мне остави(?:л|ла)) "
    r"(?:" + _W + r"){0,3}?" + _SUMW + r"|"
    # a widow's, an orphan's payout: "мені як дружині загиблого належить 15 млн грн"
    r"(?:мені|мне),? (?:як|как) (?:" + _W + r"){1,3}?(?:належить|належать|виплатять|положено|полагается|выплатят) "
    r"(?:" + _W + r"){0,2}?" + _SUMW + r")")
# a question in general or a hypothetical: "if I inherit 200k", "what happens to debts when someone dies"
_IF = _lazy(r"(?<![\w'’])(?:if|whether|suppose|wenn|falls|ob|si|jeśli|jeżeli|gdyby|якщо|якби|если|example|beispiel|"
            r"ejemplo|exemple|przykład|np\.|наприклад|например|novel|story|roman|novela|powieść|роман\w*)(?![\w'’])")


def _money(low: str) -> Finding | None:
    for rx in (_LEFT_DEBTS, _INHERITED):
        for m in rx.finditer(low):
            a, b = sentence_bounds(low, m.start())
            if _IF.search(low, a, m.start() + 1):  # (before it: "if I inherit 200k", not "... no sé si declararlos")
                continue
            if rx is _LEFT_DEBTS and m.group().startswith(("left", "leaves", "dejó", "ha dejado", "a laissé", "laisse",
                                                             "zostawi", "залиши", "остави", "hinterl", "hat "))\
                    and _KIN_RX.search(low, max(a, m.start() - 40), m.start()) is None:
                continue  # (a relative left it: "Mum left £23,400 on credit cards", not "the tenant left debts")
            return Finding(Kind.FINANCE, "personal finances", after_spaces(low, a, b),
                           len(low[:b].rstrip()))
    return None


def find_estate_matters(text: str) -> list[Finding]:
    """A relationship finding over a sentence of normalised `text` telling a relative's fight over an estate, or a
    finance finding over one telling an estate's debts or the writer's inherited sum (see the module's doc)."""
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    found = _dispute(low) or _money(low)
    return [found] if found else []
