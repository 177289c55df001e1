"""Leaving one's church or faith through an office, said as the writer's decision (round 36, rlegal): "Ich will aus
der evangelischen Kirche austreten, geht das beim Standesamt oder Amtsgericht?", "Je veux me faire débaptiser",
"Quiero hacer la apostasía", "I want to formally leave the Catholic Church", "Хочу вийти з церкви".

The vocabulary reads a church left ("bin ausgetreten", "apostaté", "apostazja" done); the writer about to leave, asking
which office takes the declaration, is read as a question and left green. A church one means to leave is one's own: the
membership is the disclosure. Here, in en, pl, de, es, fr, uk and ru: a first-person decision or wish (want, will,
going to, decided, "ich will", "je veux", "quiero", "chcę", "хочу", "збираюся", "собираюсь") and, after it in its
clause, the act of leaving a church, a parish or a faith (austreten, Kirchenaustritt, débaptiser, apostasía,
apostazja, "leave the church", "вийти з церкви", "выйти из церкви").
Round 50 (rspeed): the sentence's bounds through sentence_scope.stop_bounds (the same bounds; no generator, so no cell:
finder_dispatch reads the guard and the chain skips the finder where its patterns' gates are shut).
Green limits: the question of whether to leave ("Soll ich aus der Kirche austreten?", "should I leave the church?":
no decision is a decision to leave), the topic in general ("Was kostet ein Kirchenaustritt?", "¿Cómo se apostata, en
general?"), the church tax without leaving, someone else's leaving ("mein Vater will austreten" has no first-person
subject before the act).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "religion, politics or union membership"

# the cheap gate: the act's own words (every _LEAVING alternative holds one)
_GATE = word_gate("austreten", "auszutreten", "kirchenaustritt", "austritt", "débaptis", "debaptis", "apostas",
                  "apostat", "apostazj", "kirche", "church", "kościoła", "kosciola", "église", "eglise", "iglesia", "церкви",
                  "faith")

_LEAVING = folded_lazy(
    r"(?<![\w'])(?:"
    # en: "I want to formally leave the Catholic Church", "I've decided to defect from the church" (a church named by its
    # denomination or left formally: "I'll leave the church at five" is a building)
    r"(?:i|we) (?:really )?(?:want to|wanna|will|'ll|am going to|'m going to|am gonna|'m gonna|have decided to|'ve decided "
    r"to|decided to|would like to|'d like to|plan to|intend to) (?:(?:formally|officially) (?:leave|quit) (?:the |my )?"
    r"(?:\w+ )?church|(?:leave|quit|defect from|renounce|resign from) (?:the |my )?(?:roman )?(?:catholic|protestant|"
    r"evangelical|lutheran|anglican|orthodox|mormon|lds|methodist|baptist|presbyterian|reformed) church|(?:defect from|"
    r"renounce) (?:the |my )?church|(?:leave|renounce|quit) my (?:\w+ )?faith)|"
    # de: "ich will aus der evangelischen Kirche austreten", "ich möchte meinen Kirchenaustritt erklären"
    r"(?:ich|wir) (?:will|möchte|möchten|wollen|werde|werden|habe beschlossen|hab beschlossen|trete|treten) (?:\w+ ){0,3}?"
    r"(?:aus (?:der |meiner |unserer )?(?:\w+ )?kirche (?:\w+ ){0,2}?(?:austreten|auszutreten|aus)|"
    r"(?:\w+ )?kirchenaustritt\w*)|"
    # fr: "je veux me faire débaptiser", "je vais demander ma débaptisation", "quitter officiellement l'Église"
    r"(?:je|j'|nous) (?:\w+ ){0,3}?(?:veux|vais|voudrais|souhaite|compte|ai décidé de|ai demandé|demande) (?:\w+ ){0,3}?"
    r"(?:débaptis\w*|apostasi\w*|quitter officiellement l'église)|"
    # es: "quiero hacer la apostasía", "voy a apostatar", "he decidido darme de baja de la Iglesia"
    r"(?:quiero|queremos|voy a|vamos a|he decidido|hemos decidido|me gustaría|pienso) (?:\w+ ){0,3}?(?:apostas\w*|"
    r"apostat\w*|darme de baja de la iglesia|borrarme de la iglesia)|"
    # pl: "chcę dokonać apostazji", "zamierzam wystąpić z Kościoła"
    r"(?:chcę|chcemy|zamierzam|zamierzamy|postanowiłe?a?m|postanowiliśmy|złożyłe?a?m|składam) (?:\w+ ){0,3}?"
    r"(?:apostazj\w*|wystąpić z kościoła|wystąpienie z kościoła|wypisać się z kościoła)|"
    # uk, ru: "хочу офіційно вийти з церкви", "собираюсь выйти из православной церкви" (formally or a church named: "вийти
    # з церкви" alone is also walking out of the building)
    r"(?:хочу|хочемо|збираюся|збираюсь|вирішила|вирішив|вирішили|собираюсь|решила|решил|решили|хотим) (?:"
    r"(?:офіційно |официально )(?:вийти з|выйти из) (?:[\w-]+ )?церкви|(?:вийти з|выйти из) [\w-]+ церкви)"
    r")(?![\w'])")


# (round 46) LOST FAITH, APOSTASY DONE: the writer no longer believes, or has filed the apostasy - "Je ne crois plus en
# Dieu mais je fais encore le ramadan", "Pedí la apostasía al Arzobispado", "ich glaube nicht mehr an Gott", "przestałam
# wierzyć", "я більше не вірю в Бога" (a faith given up is the writer's religion told; behind its own derived gate)
_LOST_FAITH = folded_lazy(
    r"(?<![\w'])(?:"
    r"i (?:don't|dont|do not|no longer) believe in god(?: any ?more)?|i (?:stopped|have stopped|'ve stopped) believing in "
    r"god|i(?: have|'ve)? lost my (?:faith|religion)|"
    r"ich glaube nicht mehr an gott|(?:ich habe|ich hab|hab) (?:meinen )?glauben verloren|"
    r"ya no creo en dios|dejé de creer en dios|(?:perdí|he perdido) la fe|(?:pedí|solicité|presenté|tramité|he pedido|"
    r"he solicitado|he presentado) la apostasía|"
    r"je (?:ne )?crois plus en dieu|j'crois plus en dieu|j'ai perdu la foi|j'ai arrêté de croire en dieu|"
    r"j'ai demandé (?:ma débaptisation|l'apostasie|à être débaptisée?)|"
    r"(?:już )?nie wierzę (?:już )?w boga|przestał(?:em|am) wierzyć(?: w boga)?|stracił(?:em|am) wiarę|"
    r"złożył(?:em|am) (?:wniosek o )?apostazj\w*|"
    r"(?:я )?(?:більше |вже )?не вірю (?:більше |вже )?в бога|переста(?:в|ла) вірити(?: в бога)?|втрати(?:в|ла) віру|"
    r"(?:я )?(?:больше |уже )?не верю (?:больше |уже )?в бога|переста(?:л|ла) верить(?: в бога)?|потеря(?:л|ла) веру|"
    # (round 49, rsens) the sacraments disbelieved, the registers left, the services given up by a member: "більше не
    # вірю в таїнства", "J'ai demandé ma radiation des registres de baptême", "I stopped attending the Kingdom Hall",
    # "ich gehe nicht mehr in die Kirche", "ya no voy a misa", "nie chodzę już do kościoła", "я больше не хожу в церковь"
    r"i (?:don't|dont|do not|no longer) believe in (?:the sacraments|the church)(?: any ?more)?|"
    r"(?:я )?(?:більше |вже )?не вірю (?:більше |вже )?в (?:таїнства|церкву)|(?:я )?(?:больше |уже )?не верю "
    r"(?:больше |уже )?в (?:таинства|церковь)|"
    r"j'ai (?:demandé|obtenu) (?:ma|la) radiation des registres(?: de baptême| paroissiaux| de l'église)?|"
    r"je me suis fait(?:e)? radier des registres|"
    r"i(?: have|'ve)? (?:stopped|quit) (?:attending|going to) (?:the )?(?:kingdom hall|meetings at the kingdom hall|"
    r"mass|church|mosque|synagogue|temple|gurdwara)|"
    r"ich gehe nicht mehr (?:in die|zur) (?:kirche|messe|moschee|synagoge)|ich gehe nicht mehr in den königreichssaal|"
    r"(?:ya no voy|dejé de ir|he dejado de ir) (?:a misa|a la iglesia|a la mezquita|a la sinagoga|al salón del reino|"
    r"a las reuniones del salón del reino)|"
    r"je ne vais plus (?:à la messe|à l'église|à la mosquée|à la synagogue|à la salle du royaume)|"
    r"j'ai arrêté d'aller (?:à la messe|à l'église|à la mosquée|à la synagogue|à la salle du royaume)|"
    r"(?:już )?nie chodzę (?:już )?(?:do kościoła|na msze|na mszę|do meczetu|do synagogi|do sali królestwa)|"
    r"przestał(?:em|am) chodzić (?:do kościoła|na msze|na mszę|do meczetu|do synagogi|do sali królestwa)|"
    r"(?:я )?(?:більше |вже )?не ходжу (?:більше |вже )?(?:до церкви|в церкву|до мечеті|до синагоги|до зали царства)|"
    r"переста(?:в|ла) ходити (?:до церкви|в церкву|до мечеті|до синагоги|до зали царства)|"
    r"(?:я )?(?:больше |уже )?не хожу (?:больше |уже )?(?:в церковь|в храм|в мечеть|в синагогу|в зал царства)|"
    r"переста(?:л|ла) ходить (?:в церковь|в храм|в мечеть|в синагогу|в зал царства)"
    r")(?![\w'-])")
_LOST_NOT = LazyPattern(r"(?<![\w'])(?:if|what if|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|character|roman|"
                        r"geschichte|novela|personnage|powieść|роман\w*|персонаж\w*)(?![\w'])")


def _lost_faith(t: str) -> list[Finding]:
    low = lower_keep_length(t).replace("’", "'")
    for m in _LOST_FAITH.finditer(low):
        start, stop = stop_bounds(low, m.start(), m.end())
        if _LOST_NOT.search(low, start, m.start() + 1):
            continue
        end = stop + 1 if stop < len(low) else stop
        chunk = t[start:end]
        begin = after_spaces(t, start, end)
        return [Finding(Kind.BELIEFS, _REASON, begin, start + len(chunk.rstrip()))]
    return []


def find_church_leaving(t: str) -> list[Finding]:
    """A finding (beliefs) over the sentence of normalised `t` where the writer decides to leave their church (see the
    doc)."""
    if not opens(t, _GATE):
        return _lost_faith(t)
    low = lower_keep_length(t).replace("’", "'")
    m = _LEAVING.search(low)
    if m is None:
        return _lost_faith(t)
    start, stop = stop_bounds(low, m.start(), m.end())
    end = stop + 1 if stop < len(low) else stop
    chunk = t[start:end]
    begin = after_spaces(t, start, end)
    return [Finding(Kind.BELIEFS, _REASON, begin, start + len(chunk.rstrip()))]
