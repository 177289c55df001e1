"""Round 45 (rsens): the writer's national or ethnic origin tied to a migration status or to treatment because of it -
"I'm Eritrean, my asylum claim is still pending", "Jestem Ukrainką z polskim obywatelstwem i agent powiedział, że przy
moim pochodzeniu składka będzie wyższa", "Jestem Ukrainką ze statusem UKR", "Je suis Peul et ... visés par les
milices", "Nous sommes des gens du voyage", and an irregular stay: "My visa expired in August and I'm still here
waiting on the appeal".

Sets broad-zzz88, 92, 96, 97 and 99 each left such a line green. A nationality said alone ("I'm Ukrainian, any borscht
tips?") is no disclosure, and self_identities.py reads only a minority's or a faith's noun; the red fact is the origin
with what it brings: asylum, protection, a refugee's or a residence status, an origin held against the writer. In en,
pl, de, es, fr, uk and ru:
- ORIGIN: a first-person copula ("I'm", "jestem", "ich bin", "soy", "je suis", "я") and a demonym of a country people
  flee or migrate from (Eritrean, Syrian, Afghan, Ukrainian, Sudanese, Venezuelan ...), with a status or an origin
  word in the message ("asylum", "refugee", "protection", "status", "pochodzenie", "Herkunft", "origine", "притулок");
- GROUP: the writer's people named in the plural ("nous sommes des gens du voyage", "we're Irish Travellers", "wir sind
  Jenische") or a group self_identities lacks (Peul/Fulani, Pavee);
- OVERSTAY: the writer's visa or permit expired and the writer still in the country or appealing; (round 50) or a
  relative's ("my aunt's visa ran out ... she's still living with us");
- (round 50, rsens) NAME: the writer's own name of an origin held against them - a possessive, an origin's adjective
  and a name's noun ("avec mon nom arabe je n'ai jamais de réponse", "wegen meines türkischen Namens", "my
  foreign-sounding surname", "mi apellido marroquí", "moje ukraińskie nazwisko", "моє арабське прізвище") with a
  refusal, a silence or a cause in the sentence;
- (round 50, rsens) BECAUSE: an origin given as the cause of how the writer is treated ("por ser marroquí, la
  administradora nunca ...", "weil ich Kurde mit Duldung bin", "because I'm Turkish", "parce que je suis marocain",
  "bo jestem Ukrainką", "бо я курдка", "потому что я таджик").
Yellow/green stay: a nationality with no status ("I'm Syrian and I love cooking"), a question about asylum in general,
a third person nobody could identify ("a Syrian refugee in my class"), a hypothetical ("if my visa expires ..."), a
story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "ethnic origin"


_COPULA = r"(?:i'm|im|i am|jestem|(?:ich )?bin|soy|je suis|я(?: —| -)?|as an?|als|como|comme|jako)"
_DEMONYM = (r"(?:eritre\w+|érythrée\w*|érythréen\w*|erytrej\w+|еритре\w+|эритре\w+|syrian\w*|syrer\w*|syryj\w+|sirio|"
            r"siria|syrien\w*|сирі\w+|сирий\w+|afghan\w*|afgan\w+|afgh\w+|афган\w+|ukrainian|ukrainer\w*|ukrai[nń]\w+|"
            r"ucranian[oa]|ukrainien\w*|українк\w+|українц\w+|украинк\w+|украинц\w+|sudanese|sudanes[ae]|sudańczyk\w*|"
            r"soudanais\w*|суданец\w*|суданк\w*|somali\w*|somalijk\w+|somalijczyk\w*|somalí|сомалі\w+|сомали\w+|"
            r"iraqi|irakisch\w*|iraker\w*|irakijk\w+|irakijczyk\w*|iraquí|irakien\w*|іракц\w+|иракц\w+|"
            r"venezuelan|venezolan[oa]|vénézuélien\w*|wenezuel\w+|венесуел\w+|венесуэл\w+|colombian[oa]?|"
            r"kolumbij\w+|colombien\w*|колумбі\w+|колумби\w+|hondureñ[oa]|honduran|ethiopian|äthiopier\w*|etiop\w+|"
            r"éthiopien\w*|ефіоп\w+|эфиоп\w+|belarusian|białorusin\w*|białorusk\w+|weißrusse|belarusse|bielorruso|"
            r"білорус\w*|белорус\w*|chechen|georgian|gruzin\w*|georgier\w*|géorgien\w*|грузин\w*|грузинк\w*|"
            r"armenian|ormian\w+|armenier\w*|arménien\w*|вірмен\w+|армян\w+|nigerian[oa]?|nigérian\w*|нігері\w+|"
            r"congolese|congolais\w*|kongijczyk\w*|palestinian[oa]?|palästinenser\w*|palestyń\w+|palestinien\w*|"
            r"палестин\w+|haitian|haïtien\w*|haitian[oa]|pakistani|pakistańczyk\w*|pakistanais\w*|пакистан\w+|"
            r"peul\w*|fulani|fula|fulbe|guinéen\w*|malien\w*|ivoirien\w*|sénégalais\w*|camerounais\w*|tamil)")
_ORIGIN = _gated(r"(?<![\w'’])(?<!not )(?<!nie )(?<!no )" + _COPULA + r" (?:(?:a|an|un|une|ein|eine) )?" + _DEMONYM
                 + r"(?![\w'’])")
# (round 50) origins the NAME and BECAUSE rules read beside the demonyms above
_MORE = (r"(?:moroccan|marroquí|marroquíes|marocaine?s?|marokkaner\w*|marokańczyk\w*|marokank\w+|марокан\w+|"
         r"turkish|turk|türke|türkin|turc|turque|turco|turca|turczynk\w+|turkiem|турк\w*|турчанк\w*|"
         r"kurd\w*|курд\w*|arab|arabe|araber\w*|árabe|arabk\w+|arabem|араб\w*|algerian|argelin[oa]|algérien\w*|"
         r"algerier\w*|алжир\w*|tunisian|tunecin[oa]|tunisien\w*|gitan[oa]|gitane|cygan\w*|циган\w*|цыган\w*|"
         r"таджик\w*|узбек\w*|киргиз\w*|кавказ\w*|chechen|czeczen\w*|tschetschen\w*|чечен\w*|romani)")
_NAME_ORIGIN = (r"(?:arab\w*|árabe|arabe|muslim\w*|musulm\w*|muzułmańsk\w*|turkish|türkisch\w*|turc|turque|turco|turca|"
                r"tureck\w*|турецьк\w*|турецк\w*|kurdish|kurdisch\w*|kurde|kurdo|kurdyjsk\w*|курдськ\w*|курдск\w*|"
                r"maghr[ée]bin\w*|magreb\w*|marocain\w*|marroqu\w*|african|afrikanisch\w*|africain\w*|african[oa]|"
                r"afrykańsk\w*|африканськ\w*|африканск\w*|foreign(?:-sounding)?|ausländisch\w*|fremd\w*|étrang\w*|"
                r"extranjer\w*|obc\w*|obco brzmiąc\w*|іноземн\w*|иностранн\w*|ukraińsk\w*|ukrainian|ukrainisch\w*|"
                r"polish|polnisch\w*|polonais\w*|russian|russisch\w*|russe|ruso|rusa|rosyjsk\w*|jewish|jüdisch\w*|juif|"
                r"juive|judí[oa]|żydowsk\w*|єврейськ\w*|еврейск\w*|asian|asiatisch\w*|asiatique|asiátic[oa]|azjatyck\w*|"
                r"pakistani|indian|nigerian|vietnamesisch\w*|chinese|chinesisch\w*|chinois\w*|chin[oa]|chińsk\w*|"
                r"циганськ\w*|цыганск\w*|cygańsk\w*|gitan\w*|romani|арабськ\w*|арабск\w*|вірменськ\w*|армянск\w*|"
                r"кавказьк\w*|кавказск\w*|грузинськ\w*|грузинск\w*|чеченськ\w*|чеченск\w*|узбецьк\w*|узбекск\w*|"
                r"таджицьк\w*|таджикск\w*|[\w-]+-sounding|à consonance \w+|"
                r"de consonancia \w+|[\w-]+-klingend\w*)")
_NAME_NOUN = (r"(?:name|surname|last name|first name|namen?s?|nachnamen?s?|vornamen?s?|familiennamen?s?|nom|prénom|"
              r"nom de famille|nombre|apellidos?|imi[ęe]|nazwisk\w*|ім'я|прізвищ\w*|имя|фамили\w*)")
_MY = (r"(?:my|mein\w*|mon|ma|mi|mis|moje\w*|mojego|moim|моє|мого|моїм|моє|моё|моего|моим|моей|мою|моя|мій|моєї|моїй)")
_NAME = _gated(
    r"(?<![\w'’])" + _MY + r" (?:" + _NAME_ORIGIN + r" " + _NAME_NOUN + r"|" + _NAME_NOUN + r" (?:\(?)" + _NAME_ORIGIN +
    r")(?![\w'’])")
_HELD = _lazy(
    r"(?<![\w'’])(?:because|due to|with|never|no|zero|reject\w*|callbacks?|replies|discriminat\w*|racis\w*|wegen|aufgrund|"
    r"mit|nie|keine?|nur|abgelehnt|absage\w*|antwort\w*|diskrimin\w*|rassis\w*|avec|à cause|jamais|aucune?|refus\w*|"
    r"réponses?|discrimin\w*|por|nunca|ningun\w*|rechaz\w*|respuestas?|przez|z powodu|nigdy|żadn\w*|odrzuc\w*|"
    r"odpowied\w*|dyskrymin\w*|rasis\w*|через|ніколи|жодн\w*|відмов\w*|дискримін\w*|из-за|никогда|ни одного|"
    r"отказ\w*|дискримин\w*|won't|wont|don't|doesn't|didn't|not|nicht|pas|не|ні|jamás)(?![\w'’])")
_BECAUSE = _gated(
    r"(?<![\w'’])(?:because (?:i'm|im|i am)|weil ich(?: \w+){0,2}?|(?:por|porque) (?:ser|soy)|"
    r"(?:parce que|car) je suis|(?:bo|ponieważ|dlatego że|bo przecież) jestem|(?:бо|тому що|оскільки) я|"
    r"(?:потому что|так как) я)(?: (?:a|an|un|une|ein|eine|una))? (?:" + _DEMONYM + "|" + _MORE + r")(?![\w'’])")
# what turns the origin into a disclosure
_STATUS = _lazy(
    r"(?<!\w)(?:asylum|refugee|protection|deport\w*|residence status|stateless|my origin|my background|"
    r"asyl\w*|flüchtling\w*|geflüchtet\w*|duldung|schutzstatus|aufenthalt\w*|herkunft|"
    r"azyl\w*|uchodźc\w*|uchodźczyni\w*|ochron\w*|statusem|status\w* ukr|pochodzeni\w*|"
    r"asilo|refugiad[oa]s?|protección|origen|"
    r"asile|réfugiée?s?|protection subsidiaire|origines?|milices?|"
    r"притул\w*|біжен\w*|тимчасов\w* захист\w*|статус\w* біжен\w*|походжен\w*|"
    r"убежищ\w*|беженц\w*|беженк\w*|временн\w* защит\w*|происхожден\w*)(?![\w'’])")
# GROUP: the writer's people in the plural, or a group self_identities.py lacks
_GROUP = _gated(
    r"(?<![\w'’])(?:(?:nous sommes|on est|je suis|je suis une?|we(?:'re| are)|i'm an?|i am an?|wir sind|ich bin|somos|"
    r"soy|jesteśmy|jestem|ми|мы) (?:des |de la |une? |an? )?(?:gens du voyage|voyageurs? (?:irlandais|manouches?)|"
    r"irish travell?ers?|travell?ers?(?= (?:family|community|site))|pavee|mincéir|jenische|jenischer|yéniches?|"
    r"peule?s?|fulani|fulbe)|(?:famille|family|familie|familia|rodzin\w+|сім'?ї|семьи) (?:de |of |von |z )?"
    r"(?:gens du voyage|travellers|jenischen|peule?s?))(?![\w'’])")
# OVERSTAY: "my visa expired in August and I'm still here waiting on the appeal"
_OVERSTAY = _gated(
    r"(?<![\w'’])(?:my (?:[\w-]+'s |[\w-]+s' )?(?:visa|permit|residence permit|leave to remain|brp)|mein (?:visum|aufenthaltstitel)|"
    r"meine (?:aufenthaltserlaubnis|duldung)|mon (?:visa|titre de séjour|récépissé)|mi (?:visado|visa|permiso de "
    r"residencia|tarjeta de residencia)|moja (?:wiza|karta pobytu)|moje (?:zezwolenie|wizy)|моя (?:віза|посвідка)|"
    r"мой (?:вид на жительство|патент)|моя виза) (?:has |had |already |ist |a |est |ha |już |вже |уже )?(?:expired|run out|"
    r"ran out|abgelaufen|expiré|caduqué|vencido|caducado|wygasł\w*|wygasła|skończył\w* się|закінчил\w*|сплив\w*|"
    r"истекл\w*|закончил\w*)(?![\w'’])")
_STILL = _lazy(
    r"(?<![\w'’])(?:still here|still in|still living|still lives|still stays|appeal\w*|overstay\w*|working|noch hier|widerspruch|klage|toujours ici|recours|"
    r"sigo aquí|recurso|nadal tu|wciąż tu|odwołani\w*|досі тут|оскарж\w*|все ещё здесь|до сих пор здесь|обжал\w*)"
    r"(?![\w'’])")
_NOT_MINE = _lazy(
    r"(?<![\w'’])(?:if|what if|suppose|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|character|roman|powieś\w*|"
    r"novela|personaje|personnage|geschichte|персонаж\w*|роман\w*|film|movie|role-?play)(?![\w'’])")


def find_origin_status(text: str) -> list[Finding]:
    """An ethnicity finding over the sentence of normalised `text` telling the writer's origin with a migration status
    or treatment because of it, the writer's people, or an expired visa with the writer still here (see the doc)."""
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    m = _ORIGIN.search(low)
    if m is not None and not _STATUS.search(low):
        m = None
    if m is None:
        m = _GROUP.search(low)
    if m is None:
        m = _OVERSTAY.search(low)
        if m is not None and not _STILL.search(low, m.end()):
            m = None
    if m is None:
        return _held(low)
    if _NOT_MINE.search(low):
        return []
    a, b = stop_bounds(low, m.start(), m.end())
    return [Finding(Kind.ETHNICITY, _REASON, after_spaces(low, a, b), b)]


def _held(low: str) -> list[Finding]:
    """(round 50) NAME and BECAUSE: an origin the writer's name or the writer has, held against them in its sentence;
    a condition or a story counts before it in the same sentence only ("... alors que mes collègues si" is no
    condition)."""
    for rule in (_BECAUSE, _NAME):
        for m in rule.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _HELD.search(low, a, b) and not _NOT_MINE.search(low, a, m.start()):
                return [Finding(Kind.ETHNICITY, _REASON, after_spaces(low, a, b), b)]
    return []
