"""Round 50 (rsens): sexuality and gender said in passing inside another question - a transition of one's own, a couple
that swings or is open, not being out, a short "I'm bi", a positive HIV test: "since I transitioned the neighbour keeps
complaining", "On est un couple libertin et on veut une chambre isolée", "je ne suis pas out au boulot", "Я би, и об
этом знает только одна подруга", "отримав позитивний тест на ВІЛ, куди йти по терапію?".

The vocabulary reads "I'm trans", "we're swingers", "I'm bisexual" said as the topic; the renovation, tax and small-town
sets (broad-zzz121..125) said it as the frame of a question about something else. In en, pl, de, es, fr, uk, ru:
- TRANSITION: the writer's own transition ("since I transitioned", "after my transition", "seit meiner Transition",
  "depuis ma transition", "desde mi transición", "od mojej tranzycji", "після моєї транзиції", "после моей
  транзиции") - not a transition to another job, school or system ("since I transitioned to remote work");
- COUPLE: the writer's couple said libertine, swinging or open, or (round 51) same-sex ("dass wir ein schwules Paar
  sind", "on est un couple de lesbiennes", "jesteśmy parą gejów", "мы однополая пара") ("on est un couple libertin", "somos una pareja
  liberal", "we're in an open relationship", "wir führen eine offene Beziehung", "jesteśmy w otwartym związku", "у
  нас відкриті стосунки", "у нас открытые отношения");
- NOT OUT: the writer not out ("je ne suis pas out", "I'm not out at work", "no he salido del armario", "ich bin
  nicht geoutet", "nie jestem wyoutowana", "я не зробив камінг-аут", "я ещё не сделал каминг-аут");
- BI: "I'm bi" in its shortest form, the sentence ending or going on with "and" ("Я би, и ...", "я бі.", "jestem bi i
  zastanawiam się ...", "soy bi y ...") - not Ukrainian's conditional "я би хотів", nor "bi-lingual";
- TOY (round 51): a sex toy the writer ordered or bought ("Ordered a strap-on for me and my wife", "j'ai commandé un
  vibromasseur", "zamówiłam wibrator", "заказала кое-что в интим-магазине") - not a third person's purchase;
- HIV: the writer's positive HIV test ("отримав позитивний тест на ВІЛ", "у меня положительный тест на ВИЧ").
Green: a question in general ("what does transition mean?"), a transition to a job or a system, a third person ("he's
not out yet"), not out of milk or of hospital, a film, a book, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_SEX = "sexual orientation or sex life"
_HEALTH = "health information"

_TOLD = _gated(
    r"(?<![\w'])(?:(?P<trans>(?:since|after|before) i transitioned|i(?:'ve| have)? transitioned|i'm transitioning|"
    r"i am transitioning|(?:since|after|before|during) my transition|"
    r"(?:seit|nach|vor|während) meiner transition|seit ich (?:\w+ ){0,2}?transitioniert|"
    r"(?:depuis|après|avant|pendant) ma transition|depuis que j'ai (?:fait ma transition|transitionné)|"
    r"(?:desde|después de|antes de|durante) mi transición|desde que transicioné|"
    r"(?:od|po|przed|w trakcie) (?:mojej )?tranzycji|odkąd (?:przeszłam|przeszedłem|zrobiłam|zrobiłem) tranzycję|"
    r"(?:з часу|після|до|під час) (?:моєї )?транзиції|(?:после|до|во время) (?:моей )?транзиции)"
    r"(?P<away> (?:to|into|from|out|away|over|back|zu|in|à|vers|a|al|hacia|do|na|до|на|в|к)(?![\w']))?|"
    r"(?P<couple>(?:on est|nous sommes|je suis|we're|we are|somos|jesteśmy|wir sind|ми|мы) (?:un |une |a |an |una |"
    r"ein |eine )?(?:couple libertin|couple échangiste|libertins|pareja liberal|pareja swinger|swinger-?paar|"
    r"otwartym związku|w otwartym związku|in an open relationship|in einer offenen beziehung|en couple libre|"
    r"en relation libre)|(?:wir führen|ich führe|führen wir) (?:\w+ )?offene beziehung|"
    r"(?:tenemos|tengo|llevamos) una relación abierta|"
    # (round 51) a same-sex couple said in passing: "dass wir ein schwules Paar sind", "on est un couple gay"
    r"(?:dass |weil |da |ob )?wir (?:\w+ ){0,2}?ein (?:schwules|lesbisches|gleichgeschlechtliches|homosexuelles) paar|"
    r"(?:we're|we are|as) (?:\w+ )?a (?:gay|lesbian|same-sex|queer) couple|"
    r"(?:on est|nous sommes|qu'on est|que nous sommes) (?:\w+ )?un couple (?:gay|homo|de lesbiennes|lesbien|"
    r"de même sexe|d'hommes|de femmes)|"
    r"(?:somos|que somos) (?:\w+ )?una pareja (?:gay|homosexual|de lesbianas|lesbiana|del mismo sexo|de chicos|"
    r"de chicas)|"
    r"(?:jesteśmy|że jesteśmy) (?:\w+ )?(?:parą (?:gejów|lesbijek|jednopłciową|homoseksualną)|jednopłciową parą|"
    r"homoseksualną parą)|"
    r"(?:ми|що ми|мы|что мы) (?:— |- )?(?:\w+ )?(?:гей-пара|гей пара|одностатева пара|пара геїв|пара лесбійок|"
    r"однополая пара|пара геев|пара лесбиянок)|"
    r"у нас (?:\w+ )?(?:відкриті стосунки|відкриті відносини|открытые отношения)|we have an open relationship)|"
    r"(?P<out>je ne suis (?:toujours |encore |pas encore )?pas (?:encore )?out|je suis pas out|"
    r"(?:i'm|i am|im) (?:still )?not out(?: yet)?(?= (?:at|to|in|with)\b)|"
    r"no (?:he|hemos) salido del armario|no salí del armario|(?:ich bin|bin ich) (?:noch )?nicht geoutet|"
    r"nie jestem (?:jeszcze )?wyoutowan\w*|(?:я )?(?:ще |еще |ещё )?не (?:зробив|зробила|робив|робила|сделал|сделала|"
    r"совершил|совершила) (?:\w+ )?(?:камінг-аут|каминг-аут)\w*)|"
    r"(?P<bi>я (?:би|бі)(?=\s*(?:[.!]|$|—|-|,? и |,? і ))|(?:jestem|i'm|im|i am|soy|je suis|ich bin) bi(?=\s*(?:[.!,;]|$|"
    r"— | - | (?:i|and|et|y|und|but|ale|pero|mais|aber|też|too|aussi|también|auch) )))|"
    # (round 51) a sex toy the writer or the couple ordered or bought ("Ordered a strap-on for me and my wife")
    r"(?P<toy>(?:(?:i|we|i've|we've|i have|we have|just|finally|ich habe|hab|wir haben|j'ai|on a|nous avons|he|hemos|"
    r"yo) (?:\w+ )?)?(?:ordered|bought|purchased|bestellt|gekauft|commandé|acheté|pedido|comprado|compré|pedí|"
    r"zamówiłam|zamówiłem|kupiłam|kupiłem|zamówiliśmy|kupiliśmy|замовила|замовив|купила|купив|замовили|купили|"
    r"заказала|заказал|заказали) (?:\w+ ){0,2}?(?:strap-on|strapon|vibrator|dildo|butt plug|cock ring|fleshlight|"
    r"sex toy|sextoy|sex-toy|umschnalldildo|analplug|penisring|sexspielzeug|vibromasseur|gode|godemiché|gode-ceinture|"
    r"plug anal|vibrador|consolador|arnés sexual|juguete sexual|succionador|wibrator|wibratora|zabawkę erotyczną|"
    r"korek analny|вібратор|ділдо|страпон|секс-іграшку|анальну пробку|вибратор|фаллоимитатор|секс-игрушку|"
    r"анальную пробку)|(?:ich habe|ich hab|hab|habe|wir haben) (?:\w+ ){0,3}?(?:vibrator|dildo|strap-on|"
    r"umschnalldildo|analplug|penisring|sexspielzeug|sextoy) (?:\w+ ){0,2}?(?:bestellt|gekauft)|"
    r"(?:i|ich|je|yo|ja|я) (?:\w+ ){0,2}?(?:ordered|bought|bestellt|commandé|pedí|compré|zamówiłam|"
    r"zamówiłem|замовила|замовив|заказала|заказал) (?:\S+ ){0,3}?(?:from|from a|in a|im|in einem|dans un|en un|w|z|в|у|"
    r"из|з) (?:sex shop|sexshop|sex-shop|erotikshop|sex-?shopie|інтим-магазині|интим-магазине|секс-шопі|секс-шопе))|"
    r"(?P<hiv>(?:отримав|отримала|получил|получила|в мене|у мене|у меня|мій|мой|мене|меня) (?:\w+ )?(?:позитивн\w*|"
    r"положительн\w*) (?:\w+ )?(?:тест|результат|аналіз|анализ) на (?:віл|вич|hiv)))(?![\w'])")
_TOY_OWNER = _lazy(r"(?:i|we|just|finally|ich|hab|wir|j'ai|on|nous|he|hemos|yo|ja|я|zamówi|kupi|замови|купи|заказа)")
# Ukrainian's conditional: "я би, мабуть, пішов" has a Ukrainian letter in its sentence
_UKRAINIAN = _lazy(r"[іїєґ]")
_NOT = _lazy(
    r"(?<![\w'])(?:if|what does|what is|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|character|film|movie|roman|"
    r"novela|película|powieść|книг\w*|фільм\w*|фильм\w*|роман\w*|персонаж\w*|he|she|er|sie|il|elle|él|ella|ona|"
    r"він|вона|он|она)(?![\w'])")


def find_passing_sexuality(t: str) -> list[Finding]:
    """A sexuality (or, for an HIV test, a health) finding over the sentence of normalised `t` where the writer tells
    their transition, an open or libertine couple, not being out, "я би" or a positive HIV test (see the doc)."""
    for low, m, a, b in sentence_matches(_TOLD, t):
        if m.group("trans") is not None and m.group("away") is not None:
            continue  # "since I transitioned to remote work", "desde mi transición a la universidad"
        if m.group("bi") is not None and _UKRAINIAN.search(low, a, b) is not None:
            continue
        if _NOT.search(low, a, m.start()) is not None:
            continue
        if m.group("toy") is not None and m.start() != after_spaces(low, a, b) and not _TOY_OWNER.compiled.match(m.group()):
            continue  # "she bought a vibrator": a subject other than the writer before the verb
        reason = _HEALTH if m.group("hiv") is not None else _SEX
        return [Finding(Kind.HEALTH if m.group("hiv") is not None else Kind.SEXUALITY, reason, after_spaces(t, a, b), b)]
    return []
