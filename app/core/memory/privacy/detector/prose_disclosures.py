"""Sensitive disclosures said in prose the vocabularies miss (round 33, rdisc): "Jutro mam pierwszą rozprawę
rozwodową", "Mój syn Kuba próbował odebrać sobie życie", "Я відкрито виступав проти окупаційної влади", "Militaba en
un sindicato en Venezuela y me amenazaron", "My boyfriend and I want to relocate together, but I'm not out to my
employer", "I'm having a hernia operation on Thursday", "out today, kidney stones again".

The vocabularies read a condition or a state after a verb of having or being ("I have ...", "jestem ..."). Five ways of
telling the same thing without that shape, in en, pl, de, es, fr, uk and ru:
- EVENT: the writer's own scheduled or attended event that is itself sensitive - a divorce or custody hearing (an
  adjective or a complement: "rozprawa rozwodowa", "audiencia de custodia"), an operation or surgery undergone
  ("I'm having a hernia operation", "mam w czwartek operację", "je me fais opérer", "мене оперують", "after my
  operation"), chemotherapy, a therapy session, a rehab intake - health or relationship;
- IDIOM: suicide, self-harm and overdose said with an idiom ("take his own life", "odebrać sobie życie", "sich das
  Leben nehmen", "quitarse la vida", "mettre fin à ses jours", "покінчити з собою", "overdosed", "przedawkował") -
  health;
- ACTIVE: past political or union activity and its persecution told as an action ("I was active in the opposition",
  "militaba en un sindicato", "j'étais militant syndical", "виступав проти окупаційної влади", "I was arrested for
  protesting") - beliefs;
- OUT: coming-out words ("I'm not out to my employer", "still in the closet", "nie jestem wyoutowany", "nicht
  geoutet", "no he salido del armario", "pas fait mon coming out", "не зробив камінг-аут") - sexuality;
- ABSENT: a condition named as the reason for the writer's absence ("out today, kidney stones again", "off today with
  a migraine", "dziś mnie nie będzie, migrena", "bin heute raus, Migräne") - the clause after the absence read by the
  disclosure finder as "I have <clause>" (the callback), so the condition vocabulary is the disclosure finder's own.
An owner: the writer (first-person pronoun, possessive or verb form) or a relative (kin_debts.py's kin words) in the
sentence.
Green limits: no owner (news, public figures, a topic question "how do people cope after an operation?"), a
condition ("if ...", "what if"), a negation right before, a hedge or a step weighed ("thinking about", "maybe"), a
story or homework (work_contents' words: film, novel, story, essay), a lawyer's or a doctor's work ("my client's
hearing", "I perform operations").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.debt_institutions import sentence_of as _sentence
from app.core.memory.privacy.detector.debt_procedures import HEDGE, IF, NEGATION, SELF
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import branch_gate, gated
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces

# ("operation", "op" and "procedure" on a thing are no surgery: "after my operation on the database schema")
_OP_EN = (r"(?:(?:operation|op|procedure)(?! (?:on|of|in|for|with|to) (?:the|a|an|our|this|that|their|its)(?![\w']))|"
          r"surgery|transplant|amputation|mastectomy|hysterectomy|biopsy|chemo(?:therapy)?|radiotherapy|dialysis)")
_EVENT = (
    # divorce / custody hearings said with an adjective or a complement
    r"(?:divorce|custody) (?:hearing|trial|court date|mediation)|hearing (?:on|about|over) (?:my |the )?(?:divorce|custody)|"
    r"rozpraw\w* (?:rozwodow\w*|o rozwód|o opiek\w*|o alimenty|o ograniczenie władzy)|spraw\w* rozwodow\w*|"
    r"scheidungs(?:termin|verhandlung|anhörung)\w*|sorgerechts(?:termin|verhandlung|anhörung)\w*|"
    r"(?:juicio|vista|audiencia) (?:de|del|por (?:el|la)) (?:divorcio|custodia)|"
    r"audience (?:de|du|pour (?:le|mon)) (?:divorce|garde)|"
    r"засідан\w* (?:щодо|про|у справі про) (?:розлученн\w*|опік\w*)|заседани\w* (?:по|о) (?:развод\w*|опек\w*)|"
    # an operation undergone
    r"(?:i'm|i am|im|i'll be|i will be|i was|we're) (?:having|getting|booked in for|scheduled for|going in for|"
    r"recovering from|undergoing) (?:a |an |my |the )?(?:\w+ ){0,2}?" + _OP_EN + r"|"
    r"(?:after|before|since|post|from) my (?:\w+ ){0,2}?" + _OP_EN + r"|my (?:\w+ ){0,2}?(?:operation|surgery) (?:is|was|went)|"
    r"(?:mam|miałem|miałam|czeka mnie|idę na|przechodzę|przeszedłem|przeszłam)(?: \w+){0,3}? (?:operacj\w*|chemi\w*|zabieg\w*)|"
    r"(?:przed|po) (?:moją |mojej |swojej )?operacj\w*|(?:będę|zostanę|byłem|byłam|zostałem|zostałam) operowan\w*|operują mnie|"
    r"(?:nach|vor) meiner (?:\w+ )?(?:operation|op)|(?:ich habe|hab|habe|ich hab) (?:\w+ ){0,3}?(?:eine |meine )?(?:operation|op)\b|"
    r"(?:tengo|me hacen|me van a hacer|tuve)(?: \w+){0,3}? (?:una )?(?:operación|cirugía|intervención)|(?:después de|tras|antes de) mi (?:operación|cirugía)|"
    r"me (?:fais|suis fait|fait) opérer|je (?:suis|serai|vais être) opéré\w*|on m'opère|on va m'opérer|"
    r"(?:j'ai|je subis|je vais subir) (?:une |mon )?(?:\w+ ){0,2}?(?:opération|chirurgie|intervention)|(?:après|avant) mon (?:opération|intervention)|"
    r"(?:у мене|мені|мне|у меня)(?: \w+){0,3}? (?:операці\w*|хіміотерапі\w*|химиотерапи\w*)|мене (?:\w+ )?оперу\w*|меня (?:\w+ )?оперир\w*|"
    r"(?:після|перед) (?:моєї |своєї )?операці\w*|(?:после|перед) (?:моей |своей )?операци\w*|"
    # a therapy or rehab session attended
    r"(?:my|i have|i've got|i have a) (?:first )?(?:therapy|counselling|counseling|rehab|detox) (?:session|appointment|intake)|"
    r"(?:mam|moja|moją) (?:\w+ )?(?:sesj\w*|wizyt\w*) (?:terapeutyczn\w*|u (?:psychiatry|psychoterapeuty|terapeuty))|"
    r"(?:meine|ich habe) (?:\w+ )?therapiestunde|mi (?:\w+ )?sesión de terapia|tengo (?:\w+ )?sesión de terapia|"
    r"(?:ma|j'ai (?:une|ma)) séance (?:de psy|de thérapie|chez (?:le|mon|ma) psy)|"
    r"(?:мій|у мене|у меня|мой) (?:\w+ )?сеанс (?:терапі\w*|психотерапі\w*)"
)
_IDIOM = (
    r"(?:take|took|taking|takes|taken) (?:his|her|my|their|your) own life|(?:kill|killed|killing) (?:himself|herself|myself)|"
    r"end(?:ed|ing)? (?:his|her|my) (?:own )?life|overdosed|took an overdose|"
    # (not a slice of cake, a shaving cut or broken glass: "I cut myself a slice", "cut myself shaving / on a glass")
    r"(?:cut|cutting|cuts) (?:myself|himself|herself)(?! (?:a|an|some|on|with|while|when|by|shaving|slicing|chopping|"
    r"accidentally|badly|open|free|off|short|in|at)(?![\w']))|"
    r"self-harm(?:ed|ing)?|"
    r"odebra\w* sobie życie|odbiera\w* sobie życie|targn\w* się na (?:swoje |własne )?życie|przedawkowa\w*|"
    r"samookalecz\w*|okalecza\w* się|tnę się|cięła się|ciął się|"
    r"sich (?:selbst )?das leben (?:zu )?nehmen|sich das leben genommen|nahm sich das leben|sich umbringen|"
    r"sich umgebracht|(?:eine )?überdosis|ritzt? sich|ritze mich|"
    r"quitarse la vida|quitó la vida|se quitó la vida|me quité|intentó suicidarse|sobredosis|autolesion\w*|me hago cortes|me corto (?:otra vez|de nuevo|los brazos|las muñecas|"
    r"las piernas)|"
    r"mettre fin à (?:ses|mes|leurs) jours|mis fin à (?:ses|mes) jours|mettre fin à sa vie|mis fin à sa vie|"
    r"(?:une )?surdose|scarifi\w*|"
    r"покінчи\w* (?:життя )?(?:з собою|самогубством)|накла\w* на себе руки|передозу\w*|ріж\w* себе|"
    r"поконч\w* (?:жизнь )?(?:с собой|самоубийством)|налож\w* на себя руки|свести сч[её]ты с жизнью|передозировк\w*|реж\w* себя"
)
_ACTIVE = (
    r"(?:i was|i've been|i have been|i used to be|we were) (?:\w+ ){0,2}?(?:active|a member|an activist|a dissident|"
    r"an organi[sz]er|a union (?:rep|organi[sz]er|member)|a trade unionist) (?:in|of|for|with)|"
    r"(?:i|we) (?:openly )?(?:protested|campaigned|demonstrated|spoke out|fought|organi[sz]ed strikes) against|"
    r"(?:i was|i got|we were) (?:arrested|detained|jailed|beaten|persecuted|threatened) (?:for|because of|over) "
    r"(?:my |our )?(?:protest\w*|demonstrat\w*|activism|political|union|party|opposition|views|posts)|"
    r"(?:byłem|byłam|jestem) (?:\w+ ){0,2}?(?:członkiem|członkinią|aktywist\w*|działacz\w*|opozycjonist\w*)|"
    r"działał\w* w (?:\w+ ){0,2}?(?:opozycji|związku|partii|ruchu|solidarności|komitecie)|"
    r"protestowa\w* przeciw\w*|(?:aresztowan\w*|zatrzyman\w*|pobit\w*) za (?:udział|protest\w*|działalność|poglądy)|"
    r"ich war (?:\w+ ){0,3}?(?:aktiv|mitglied|aktivist\w*|gewerkschafter\w*|oppositionell\w*)|"
    r"(?:ich habe|ich hab|wir haben) (?:\w+ ){0,3}?gegen (?:\w+ ){0,3}?(?:protestiert|demonstriert)|"
    r"(?:ich wurde|wurde ich) (?:\w+ ){0,2}?(?:verhaftet|festgenommen|verfolgt|bedroht)|"
    r"milit(?:aba|é|ado)\b|(?:era|fui) (?:\w+ )?(?:militante|activista|sindicalista|opositor\w*|miembro)|"
    r"(?:protesté|me manifesté) contra|me (?:detuvieron|arrestaron|amenazaron|persiguieron) por|"
    r"je militais|j'ai milité|j'étais (?:\w+ )?(?:militant\w*|syndicaliste|opposant\w*|activiste|membre)|"
    r"j'ai (?:manifesté|protesté) contre|j'ai été (?:arrêté\w*|emprisonné\w*|menacé\w*|persécuté\w*) pour|"
    r"виступа\w* проти|протестува\w* проти|бу(?:в|ла|ли) (?:\w+ ){0,2}?(?:член\w*|активіст\w*|учасни\w*) (?:\w+ ){0,2}?"
    r"(?:парті\w*|профспілк\w*|опозиці\w*|руху|протест\w*)|мене (?:\w+ )?(?:затримали|заарештували|переслідували) за|"
    r"выступа\w* против|протестова\w* против|был\w* (?:\w+ ){0,2}?(?:член\w*|активист\w*|участни\w*) (?:\w+ ){0,2}?"
    r"(?:парти\w*|профсоюз\w*|оппозици\w*|движени\w*|протест\w*)|состоял\w* в (?:\w+ ){0,2}?(?:парти\w*|профсоюз\w*)|"
    r"меня (?:\w+ )?(?:задержали|арестовали|преследовали) за"
)
# what past activity has to be about to be political: a party, union, the opposition, a regime, an occupation, a war
_POLITICAL = folded_compiled(
    r"(?<![\w'])(?:part(?:y|ies)|union|unions|opposition|regime|government|occupation|occupiers?|junta|dictator\w*|"
    r"(?:the|a|this|that) war|wars|"
    r"president|authorit\w*|protests?|activis\w*|dissident\w*|strikes?|asylum|refugee|persecut\w*|communis\w*|"
    r"partii|parti[ae]|związk\w*|opozycj\w*|reżim\w*|rząd\w*|władz\w*|okupac\w*|wojn\w*|solidarnoś\w*|azyl\w*|strajk\w*|"
    r"partei\w*|gewerkschaft\w*|opposition|regierung|besatzung|diktatur|krieg|asyl\w*|streik\w*|"
    r"partido|sindicato|oposición|régimen|gobierno|ocupación|dictadura|guerra|asilo|huelga|chavismo|"
    r"parti|syndica\w*|opposition|régime|gouvernement|occupation|dictature|guerre|asile|grève|"
    r"парті\w*|профспілк\w*|опозиці\w*|режим\w*|уряд\w*|влад\w*|окупац\w*|окупант\w*|війн\w*|притул\w*|страйк\w*|"
    r"парти\w*|профсоюз\w*|оппозици\w*|правительств\w*|власт\w*|оккупац\w*|войн\w*|убежищ\w*|забастов\w*|"
    r"putin\w*|lukashenk\w*|maduro|путін\w*|путин\w*|лукашенк\w*)(?![\w'])")
_OUT = (
    r"(?:i'm|i am|im) not out\b|not (?:yet )?out (?:to|at) (?:my|anyone|work|the|our|them|family|colleagues|people)|"
    r"(?:i'm|i am|im|i was|still) (?:still )?(?:closeted|in the closet)|haven't come out|have not come out|"
    r"(?:nie )?(?:jestem|byłem|byłam) (?:\w+ )?wyoutowan\w*|(?:nie )?zrobił\w* coming[- ]out\w*|coming[- ]out\w* (?:przed|w pracy)|"
    r"ukrywam (?:swoją )?orientacj\w*|"
    r"(?:nicht|noch nicht) geoutet|ungeoutet|(?:habe|hab) mich (?:\w+ ){0,2}?geoutet|mein coming[- ]out|"
    r"(?:no he|no hemos) salido del armario|(?:sigo|estoy) en el armario|salí del armario|"
    r"(?:pas (?:encore )?|jamais )fait mon coming[- ]out|(?:je suis|toujours) dans le placard|"
    r"(?:не )?(?:зробив|зробила|зробити|зробив би) камінг[- ]аут\w*|(?:не )?(?:сделал|сделала|сделать) камин[г]?[- ]аут\w*|"
    r"приховую (?:свою )?орієнтац\w*|скрываю (?:свою )?ориентаци\w*"
)
# the writer's absence with its reason after a comma, a dash or "with": "out today, kidney stones again"
_ABSENT = (
    r"(?:i'm |im |i am )?(?:out|off|offline|ooo|not in|not coming in|out sick|home sick) (?:today|tomorrow|this morning|this afternoon|"
    r"for (?:the|a) (?:day|week|rest of the week))|(?:i )?won't be in (?:today|tomorrow)|can't come in (?:today|tomorrow)|"
    r"(?:dziś|dzisiaj|jutro) (?:mnie nie (?:będzie|ma)|nie przyjdę|nie będę|jestem na zwolnieniu|zostaję w domu)|"
    r"(?:bin|ich bin) (?:heute|morgen) (?:raus|nicht da|nicht im büro|zu hause|krank|weg)|(?:ich )?fehle (?:heute|morgen)|"
    r"hoy no (?:voy|vengo|estoy|puedo ir)|mañana no (?:voy|vengo)|"
    r"(?:je ne (?:viens|serai) pas|absent\w*|pas là) aujourd'hui|je ne viens pas demain|"
    r"(?:сьогодні|завтра) (?:мене не буде|не прийду|не вийду)|(?:сегодня|завтра) (?:меня не будет|не приду|не выйду)"
)
_NAME = folded_compiled(r"(?<![\w'])(?:(?P<e>" + _EVENT + r")|(?P<i>" + _IDIOM + r")|(?P<a>" + _ACTIVE + r")|(?P<o>" + _OUT + r")|"
            r"(?P<b>" + _ABSENT + r"))(?![\w'])")
# One gate per kind of telling: the five together have ~280 keys ("their", "from", "work", "off" among them) and
# opened on half of the ordinary chat turns, each time running the whole alternation (~200 us a turn under load).
# Some part matches exactly where the whole does (an alternation matches where one of its branches does).
_PARTS = tuple(folded_compiled(r"(?<![\w'])(?:" + part + r")(?![\w'])") for part in (_EVENT, _IDIOM, _ACTIVE, _OUT, _ABSENT))
_GATES = tuple(gated(part) for part in _PARTS)
# (round 34) and each part behind its alternatives' gate (gates.BranchGate): a part's gate reads the words one of which
# every match holds - for EVENT "after", "from", "my", "op", for OUT "work", "them", "people" - and opened EVENT on 557 of
# LoCoMo's 2,760 chat turns, OUT on 534, ABSENT on 292, each a search of the whole part; an alternative needs a word of
# each of its sets ("after|before|since|post|from", "my", "operation|surgery|..."), and a turn meets all of them for
# hardly any alternative. None where an alternative has no set the gate can tell (the part's gate alone, then).
_BRANCH_GATES = tuple(branch_gate(part) for part in _PARTS)
_PART_GATES = tuple((g, b.opens if b is not None else None) for g, b in zip(_GATES, _BRANCH_GATES))
_KIN_RX = folded_compiled(r"(?<![\w'])" + KIN + r"(?![\w'])")
_OWN = folded_compiled(r"(?<![\w'])(?:my|mine|our|mój|moja|moje|moim|mojej|moich|moją|mi|mis|mein\w*|mon|ma|mes|notre|"
           r"мій|моя|мої|моє|мого|моєї|мой|мои|мое|моего|моей|\w+łem|\w+łam|j'\w+|je|me|мене|меня)(?![\w'])")
# a story, an essay, homework; a lawyer's client, a doctor's patient; the news
EXAMPLE = folded_compiled(r"(?<![\w'])(?:film|movie|novel|book|series|episode|character|story|stories|essay|article|script|poem|"
               r"homework|fiction|scene|plot|"
               r"powieś\w*|książk\w*|opowiada\w*|opowieś\w*|wypracowani\w*|esej\w*|scen\w*|bohater\w*|"
               r"roman\w*|buch|geschichte|erzählung|aufsatz|figur|película|novela|libro|cuento|relato|ensayo|personaje|"
               r"histoire|nouvelle|rédaction|personnage|фільм\w*|книг\w*|оповідан\w*|рассказ\w*|твір|сочинени\w*|"
               r"персонаж\w*|фильм\w*|client\w*|klient\w*|mandant\w*|cliente\w*|клієнт\w*|клиент\w*|patients?|"
               r"pacjent\w*|patient\w*|paciente\w*|пацієнт\w*|пациент\w*|news|wiadomości|nachrichten|noticias|"
               r"новин\w*|новост\w*)(?![\w'])")
_STEP = folded_compiled(r"(?<![\w'])(?:thinking (?:about|of)|considering|should i|wondering|zastanawiam|rozważam|myślę o|"
            r"überlege\w*|estoy pensando|pensando en|me planteo|je me demande|j'envisage|думаю|роздумую|подумую|"
            r"размышляю|подумываю|what if|co jeśli|was wäre|y si|et si|а якщо|а если)(?![\w'])")
_HOW = folded_compiled(r"(?:how|what|why|is|are|do|does|can|jak|czy|co|wie|was|warum|ist|kann|cómo|qué|por qué|es|comment|pourquoi|"
           r"est-ce|як|що|чому|чи|как|что|почему)")
_PEOPLE = folded_compiled(r"(?<![\w'])(?:people|someone|somebody|anyone|a person|persons|ludzie|ktoś|osob\w*|leute|jemand|menschen|"
              r"gente|alguien|personas|les gens|quelqu'un|personnes|люди|хтось|хто-небудь|кто-то|кто-нибудь)(?![\w'])")


# a person's full name right after the verb: its subject, inverted as Spanish and French questions put it (the first
# person needs none)
_NAMED_SUBJECT = re.compile(r"\s+(?:el |la |le )?[A-ZÁÉÍÓÚÑÀÂÇÈÊËÎÏÔÛÜ][a-záéíóúñàâçèêëîïôûü]+(?:\s+(?:de |del |la )?"
                            r"[A-ZÁÉÍÓÚÑÀÂÇÈÊËÎÏÔÛÜ][a-záéíóúñàâçèêëîïôûü]+)+(?!\w)")


def find_prose_disclosures(t: str, told: Callable[[str], list[Finding]]) -> list[Finding]:
    """A finding over the sentence of normalised `t` that tells the writer's (or a relative's) sensitive event, a
    suicide or overdose by its idiom, past political activity, not being out, or a condition as the reason for an
    absence (see the doc); `told` is the disclosure finder, read on "I have <clause>" for the absence's reason."""
    low = lower_keep_length(t)
    for part, opens in _PART_GATES:
        if (opens is None or opens(low)) and part.search(low):
            break
    else:
        return []
    for m in _NAME.finditer(low):
        a, b = _sentence(low, m.start(), m.end())
        whole = low[a:b]
        before = low[a:m.start()]
        if NEGATION.search(" ".join(before.split()[-2:])) or IF.search(before) or _STEP.search(before):
            continue
        if HEDGE.search(before) or EXAMPLE.search(low):
            continue
        first = whole.split()[:1]
        owner = SELF.search(whole) or _OWN.search(whole) or _KIN_RX.search(whole)
        if m.group("b"):
            rest = low[m.end():b].lstrip(" ,;:-–—(")
            rest = re.sub(r"^(?:with|because of|due to|z|przez|mit|wegen|con|por|avec|à cause d[e']|через|из-за|з|с)\s+", "", rest)
            clause = re.split(r"[,;(]| - | – | — | so | can you | could you | pls | please ", rest, maxsplit=1)[0].strip()
            if not clause or len(clause.split()) > 6:
                continue
            if not told("I have " + clause):
                continue
            kind = Kind.HEALTH
        elif m.group("a"):
            if not _POLITICAL.search(low[a:m.start()] + " " + low[m.end():b]):  # ("ich war Mitglied": no war)
                continue
            if _NAMED_SUBJECT.match(t, m.end()):
                continue  # (round 38) "¿En qué partido militaba Adolfo Suárez ...?": a named subject after the verb
            kind = Kind.BELIEFS
        elif m.group("o"):
            kind = Kind.SEXUALITY
        else:
            if not owner:
                continue
            if whole.rstrip().endswith("?") and first and _HOW.fullmatch(first[0].strip("¿¡,")) and _PEOPLE.search(whole):
                continue  # "How do people cope after they take their own life ...?": a topic
            e = m.group("e")
            kind = (Kind.RELATIONSHIP if e and re.search(r"divor|custod|rozw|opiek|aliment|scheid|sorger|garde|"
                                                         r"розлуч|опік|развод|опек", e) else Kind.HEALTH)
        reason = {Kind.HEALTH: "health information", Kind.RELATIONSHIP: "relationship disclosure",
                  Kind.BELIEFS: "religion, politics or union membership", Kind.SEXUALITY: "sexual orientation or sex life"}[kind]
        begin = after_spaces(t, a, b)
        return [Finding(kind, reason, begin, b)]
    return []
