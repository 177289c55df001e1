"""Round 44 (rall): a dispute with the writer's ex over the children - consent to take a child abroad refused, custody
or contact sought in court, child maintenance unpaid.

The vocabulary reads "custody battle", "divorce"; people asking what to do name the ex and the act: "My ex won't sign
the consent for our daughter to move to Canada", "Бывший муж не даёт согласие на выезд сына за границу", "Mein Ex
verweigert die Zustimmung zum Umzug mit unserer Tochter", "Mój były nie zgadza się na wyjazd córki", "Mi ex no firma el
permiso para que mi hijo viaje", "Mon ex refuse de signer l'autorisation de sortie du territoire", "my ex is applying
for a child arrangements order", "Der Vater von meinem Sohn zahlt seit fünf Monaten keinen Unterhalt". So: the
writer's ex (my ex, ex-husband, the father of my son, бывший муж, колишній, mi ex, mon ex) and, in the same sentence,
a refused consent or permission with a journey or a move, a custody or contact proceeding, or child maintenance
unpaid.
Round 47 (rsens): also the ex telling the court that the writer cannot have the children ("mon ex dit au juge que mes
horaires de livreur m'empêchent d'avoir les enfants"), and a court's restriction of the writer's parental rights.
Green/yellow stay: the law in general ("Does a parent need the other's consent to travel abroad with a child?"), a
hypothetical ("what if my ex refuses ..."), an ex with no children's matter ("my ex still has my Netflix password" is
another finder's), a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"


_EX = _rx(
    r"(?<![\w'-])(?:my ex(?:-husband|-wife|-partner|-boyfriend|-girlfriend| husband| wife| partner)?|"
    r"(?:the|my (?:son|daughter|kids|children)'s) (?:father|dad|mother|mum)(?: of my (?:son|daughter|child|kids|children))?|"
    r"(?:the |my )?(?:kids'|children's|kid's|child's|son's|daughter's) (?:father|dad|mother|mum)|"
    r"mein(?:e)? ex(?:-mann|-frau|-partner\w*|mann|frau)?|der (?:kinds)?vater (?:von )?(?:meine[mrs]? )?(?:sohn\w*|"
    r"tochter|kind\w*)?|die kindsmutter|der kindsvater|"
    r"m[óo]j by[łl]y(?: m[ąa][żz]| partner)?|moja by[łl]a(?: [żz]ona| partnerka)?|by[łl]y m[ąa][żz]|by[łl]a [żz]ona|"
    r"ojciec (?:mojego |mojej |moich )?(?:syna|c[óo]rki|dzieci|dziecka)|"
    r"(?:мій )?колишн(?:ій|я)(?: чоловік| дружина)?|батько (?:мого |моєї |моїх )?(?:сина|доньки|дочки|дітей|дитини)|"
    r"(?:мой )?бывш(?:ий|ая)(?: муж| жена)?|отец (?:моего |моей |моих )?(?:сына|дочери|дочки|детей|ребёнка|ребенка)|"
    r"mi ex(?:marido|mujer|pareja|novio|novia)?|mi ex-(?:marido|mujer|pareja)|el padre de mis? (?:hij[oa]s?|niñ[oa]s)|"
    r"mon ex(?:-mari|-femme|-conjointe?|-compagn\w+)?|le p[èe]re de (?:mon fils|ma fille|mes enfants))(?![\w'-])"
)
# a refusal of consent or permission (a _MATTER with a journey or a move in the sentence)
_REFUSAL_SOURCE = (
    r"(?:won't|wont|will not|refuses? to|doesn't|doesnt|does not|isn't|is not|hasn't|has not)(?: \w+){0,2} (?:sign|consent|"
    r"agree|give (?:his|her|the) (?:consent|permission)|let (?:me|us) (?:take|move|travel|go))|"
    r"verweiger\w* (?:\w+ ){0,3}?(?:zustimmung|einverst[äa]ndnis|unterschrift)|(?:unterschreibt|stimmt) (?:\w+ ){0,3}?nicht|"
    r"nie zgadza si[ęe]|nie (?:chce )?(?:podpisa[ćc]|podpisuje|wyrazi[ćc] zgod\w*|daje zgody|da zgody)|"
    r"не (?:да[єюе]|дає|да[её]т|хоче дати|підписує|погоджу\w*|хочет давать|хочет дать|подписывает|соглаша\w*) (?:\w+ ){0,2}?"
    r"(?:згод\w*|дозв\w*|согласи\w*|разрешени\w*)?|"
    r"no (?:firma|quiere firmar|da (?:el|su) (?:permiso|consentimiento)|consiente|autoriza)|"
    r"refuse (?:de )?(?:signer|donner son accord|d'autoriser)|ne (?:veut|signe) pas"
)
_MATTER = _rx(
    r"(?<![\w'-])(?:"
    # consent or permission refused, with a journey or a move
    + _REFUSAL_SOURCE + r"|"
    # custody or contact in court
    r"custody|child arrangements? order|residence order|contact order|sorgerecht\w*|aufenthaltsbestimmungsrecht|"
    r"umgangsrecht\w*|opiek\w* nad (?:dzieckiem|dzie[ćc]mi|synem|c[óo]rk\w*)|kontakt\w* z (?:dzieckiem|dzie[ćc]mi)|"
    r"опік\w* над|визначення місця проживання|опек\w* над|определени\w* места жительства|custodia|r[ée]gimen de visitas|"
    r"r[ée]sidence altern[ée]e|droit de (?:visite|garde)|garde (?:des enfants|exclusive|altern[ée]e)|"
    # child maintenance unpaid
    r"(?:hasn't|has not|doesn't|does not|isn't|won't|stopped) (?:\w+ ){0,2}?pa(?:y|id|ying) (?:any )?(?:child support|"
    r"maintenance)|zahlt (?:\w+ ){0,4}?(?:keinen|nicht) (?:\w+ )?unterhalt|nie p[łl]aci (?:\w+ )?aliment\w*|"
    r"не (?:платить|сплачує|платит) (?:\w+ )?алімент\w*|не (?:платит|выплачивает) (?:\w+ )?алимент\w*|"
    r"no (?:me )?paga (?:la )?pensi[óo]n(?: de alimentos| alimenticia)?|ne (?:me )?(?:paie|verse|paye) (?:plus |pas |"
    r"jamais )?(?:la )?pension alimentaire|"
    # (round 47, rsens; sets broad-zzz103 and zzz110) the ex telling the court the writer cannot have the children, or a
    # court's restriction of the writer's parental rights: "mi ex dice al juez que con mis horarios no puedo tener a la
    # niña", "колишня каже в суді, що я ... не можу брати дитину", "mówi, że sąd ograniczył mi prawa"
    r"(?:tells?|told|says?|said|claims?|claimed|argues?|argued|dice|dijo|afirma|alega|dit|a dit|prétend|affirme|"
    r"raconte|sagt|sagte|behauptet|erzählt|mówi|powiedział\w*|twierdzi|twierdził\w*|каже|сказал\w*|сказав|"
    r"стверджує|говорит|утверждает|заявля\w*) (?:\w+ )?(?:(?:to )?the (?:judge|court)|in court|al juez|ante el juez|"
    r"en el juzgado|au juge|devant le juge|au tribunal|vor gericht|dem richter|beim (?:familien)?gericht|w sądzie|"
    r"przed sądem|sędzi(?:emu|ny|nie)|в суді|у суді|судді|в суде|судье)"
    r"[^.!?\n]{0,80}?(?<![\w'-])(?:kids|children|child|son|daughter|niñ[oa]s?|hij[oa]s?|enfants?|fils|fille|kinder?|"
    r"sohn|tochter|dzieck\w*|dzieci|syn\w*|córk\w*|дитин\w*|діт\w*|син\w*|доньк\w*|дочк\w*|ребен\w*|ребён\w*|дет\w*|"
    r"сын\w*|доч\w*)|"
    r"(?:ograniczył|odebrał)\w* mi (?:\w+ )?prawa|ograniczeni\w* (?:mi )?praw\w* rodzicielsk\w*|"
    r"(?:обмежив|позбавив) мене (?:\w+ )?(?:батьківських )?прав|(?:ограничил|лишил) меня (?:\w+ )?(?:родительских )?прав"
    r")(?![\w'-])"
)
_AWAY = _rx(
    r"(?<![\w'-])(?:abroad|travel\w*|trip|move|moving|relocat\w*|passport|holiday|umzug|umziehen|reise\w*|ausland|"
    r"reisepass|urlaub|wyjazd\w*|wyjecha[ćc]|za granic[ęe]|paszport\w*|przeprowadz\w*|виїзд\w*|за кордон|паспорт\w*|"
    r"переїзд\w*|выезд\w*|за границ\w*|переезд\w*|viaj\w*|extranjero|mudanza|mudar\w*|pasaporte|vacaciones|"
    r"sortie du territoire|voyage\w*|d[ée]m[ée]nag\w*|passeport|vacances|canada|spain|poland|ukraine)(?![\w'-])"
)
# a match of _MATTER that is a refusal (not custody, not maintenance): it needs a journey or a move in the sentence
_REFUSAL = _rx(_REFUSAL_SOURCE)
_GATE = word_gate("ex", "father", "dad", "mother", "mum", "vater", "kindsmutter", "były", "była", "ojciec", "колишн",
                  "батько", "бывш", "отец", "padre", "père")
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|what if|suppose|in case|wenn|falls|je[śs]li|je[żz]eli|gdyby|si|en caso de|якщо|якби|"
    r"если|novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|"
    r"персонаж\w*)(?![\w'-])"
)


def find_ex_disputes(text: str) -> list[Finding]:
    """A relationship finding over the sentence of normalised `text` telling a dispute with the writer's ex over the
    children (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for e in _EX.finditer(low):
        a, b = stop_bounds(low, e.start(), e.end())
        for m in _MATTER.finditer(low, a, b):
            if _REFUSAL.compiled.fullmatch(m.group()) and not _AWAY.search(low, a, b):
                continue  # a refusal that is about no journey or move ("my ex won't sign the car over")
            if _HEDGE.search(low, a, b):
                break
            return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(low, a, b), b)]
    return []
