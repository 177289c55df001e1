"""The writer's own debt named by the institution or procedure that pursues it, not by the word "debt" (round 32,
rdisc): "Lowell keep writing to me about an old Vodafone bill of £640 – it's mine, I just never paid it", "There's a
CCJ against me for £3,100 from a van lease I defaulted on", "Urząd skarbowy wszczął egzekucję, bo nie zapłaciłam 9 tys.
podatku", "Маю податковий борг по ЄСВ як ФОП", "У кредитній історії в мене прострочка понад рік", "Через онлайн-казино
набрав позик, дружина ще не знає".

The money vocabulary reads "debt", "arrears", "bankruptcy" (debt_procedures.py, owed_arrears.py); a debt told by who
chases it was green. One list, in en, pl, de, es, fr, uk and ru, of what only a debt brings:
- COLLECTION: a debt collector by role or by name (debt collectors, bailiffs, windykacja, komornik, Inkasso,
  Gerichtsvollzieher, recobro, recouvrement, huissier, колектори, виконавча служба, приставы; Lowell, Cabot, Intrum,
  KRUK, EOS), a court's payment order (CCJ, nakaz zapłaty, Mahnbescheid, requerimiento de pago, monitorio, injonction de
  payer), enforcement (egzekucja, Pfändung, embargo, saisie, арешт рахунку);
- CREDIT RECORD: a default or overdue in a credit register (BIK, KRD, Schufa, ASNEF, FICP, кредитна історія) - the
  register with a word of default in the sentence;
- TAX DEBT: unpaid tax or social contributions (tax debt, owe HMRC, Steuerschulden, deuda con Hacienda, dette fiscale,
  податковий борг, недоїмка, борг по ЄСВ);
- GAMBLING LOANS: loans taken for gambling (a casino or betting word and a loan word in one sentence).
An owner: the writer (a first-person pronoun, possessive or verb form; Ukrainian and Russian past forms with the subject
dropped: "набрав позик") in the sentence. A brand name (Lowell, Cabot, Intrum, KRUK, EOS) counts with a money word or a
sum beside it only.
Green limits: no owner ("How does a CCJ work?"), a question about what may happen ("Can bailiffs enter my home?"), a
condition ("what if ..."), a negation right before, hedges (unsettled; debt_procedures' list), a firm's procedure,
work at such a firm ("I work at Intrum", "pracuję w windykacji").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.debt_procedures import DENIAL, FIRM, HEDGE, IF, NEGATION, SELF
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_COLLECTION = (
    r"debt collectors?|debt collection(?: agency| agencies| company)?|collection agency|collections agency|bailiffs?|"
    r"enforcement agents?|high court enforcement|county court judg(?:e)?ments?|ccjs?|default notices?|"
    r"windykac\w*|windykator\w*|windykatorsk\w*|komornik\w*|komornicz\w*|egzekucj\w*|egzekucyjn\w*|nakaz\w* zapłaty|"
    r"zajęci\w* (?:konta|wynagrodzenia|pensji|emerytury)|"
    r"inkasso\w*|mahnbescheid\w*|vollstreckungsbescheid\w*|gerichtsvollzieher\w*|\w*pfändung\w*|gepfändet|"
    r"pfänden|zwangsvollstreckung\w*|"
    r"recobros?|agencia de recobro|empresa de recobro|requerimiento de pago|(?:proceso |procedimiento )?monitorio|"
    r"embargos?|embargad[oa]s?|embargar\w*|"
    r"recouvrement|société de recouvrement|huissiers?|commissaire de justice|injonction de payer|"
    r"saisies? sur (?:salaire|compte|mon|ma|mes)|saisie-attribution|(?:a|ont) saisi (?:mon|ma|mes)|"
    r"колектор\w*|коллектор\w*|виконавч\w* служб\w*|державн\w* виконавц\w*|виконавч\w* провадженн\w*|приватн\w* виконав\w*|"
    r"судов\w* наказ\w*|арешт\w* (?:рахун\w*|карт\w*|зарплат\w*)|пристав|приставы|приставов|приставам|приставами|пристава|приставу|исполнительн\w* производств\w*|"
    r"судебн\w* приказ\w*|арест\w* (?:счет\w*|счёт\w*|карт\w*|зарплат\w*)")
_BRAND = r"lowell|cabot|intrum|kruk|hoist finance|kredyt inkaso|lindorff|paigo|coeo"
_REGISTER = (r"bik|krd|erif|schufa\w*|asnef|ficp|banque de france|fichier des incidents|"
             r"credit (?:file|report|record|history|score)|historia kredytow\w*|historii kredytow\w*|"
             r"кредитн\w* істор\w*|кредитн\w* истор\w*|бки|бюро кредитних історій")
_DEFAULT = folded_compiled(r"(?<![\w'])(?:default\w*|missed payments?|late payments?|arrears|negative|zaległ\w*|negatywn\w*|wpis\w*|"
               r"nie spłac\w*|nie płac\w*|negativ\w*|eintrag\w*|zahlungsausfall|moros\w*|impago\w*|deuda\w*|fiché\w*|"
               r"incident\w*|impayé\w*|прострочк\w*|просрочк\w*|прострочен\w*|просрочен\w*|борг\w*|долг\w*|"
               r"заборгован\w*|задолженн\w*|погана|плохая|испорчен\w*|зіпсован\w*)(?![\w'])")
_TAX = (r"tax debts?|unpaid tax\w*|back taxes|owe (?:\S+ ){0,3}?(?:hmrc|the irs|irs|tax(?:es)?|national insurance)|"
        r"(?:hmrc|the irs|irs) (?:\S+ ){0,3}?(?:chasing|pursuing|after me|demand\w*|garnish\w*|levy|lien)|"
        r"zaległ\w* (?:\S+ ){0,1}?(?:podatk\w*|pit|vat|składk\w*|zus\w*)|"
        r"(?:nie zapłacił\w*|nie płacił\w*|nie odprowadzał\w*) (?:\S+ ){0,4}?(?:podatk\w*|składek|zus\w*|vat\w*)|"
        r"urząd skarbowy (?:\S+ ){0,3}?(?:egzekucj\w*|zaj\w*)|"
        r"steuerschulden|steuerrückst\w*|(?:beim|ans?) finanzamt (?:\S+ ){0,3}?(?:schulde\w*|nachzahl\w*|offen\w*)|"
        r"deudas? (?:\S+ ){0,1}?(?:con|a|de) (?:la |el )?(?:hacienda|seguridad social|agencia tributaria)|"
        r"(?:debo|debemos|le debo) (?:\S+ ){0,4}?(?:a |con )?(?:hacienda|la seguridad social)|"
        r"dettes? (?:\S+ ){0,1}?(?:fiscales?|urssaf|auprès des impôts|aux impôts)|"
        r"(?:dois|devons) (?:\S+ ){0,4}?(?:aux impôts|au fisc|à l'urssaf|à l'urssaf)|"
        r"податков\w* борг\w*|налогов\w* (?:долг\w*|задолженн\w*)|недоїмк\w*|недоимк\w*|"
        r"(?:борг\w*|заборгован\w*|долг\w*|задолженн\w*) (?:\S+ ){0,2}?(?:по|з|із) (?:\S+ ){0,1}?(?:єсв|есв|податк\w*|налог\w*|"
        r"пдфо|ндфл|пфр|пенсійн\w*|пенсионн\w*)")
_GAMBLING = (r"(?:casino\w*|gambling|betting|bookies|slots|kasyn\w*|hazardu|hazardzie|hazardem|hazardow\w*|bukmacher\w*|"
             r"zakład\w* bukmacher\w*|zakład\w* sportow\w*|glücksspiel\w*|spielsucht|sportwetten|wettbüro\w*|spielhalle|online-wetten|apuestas?|casas? de apuestas|tragaperras|jeux? d'argent|paris sportifs|"
             r"казино|ставк\w* на спорт|азартн\w*|букмекер\w*|слот\w*)")
_LOAN = (r"(?:loans?|payday|overdraft|pożycz\w*|chwilówk\w*|kredyt\w*|kredit\w*|darlehen|"
         r"préstamos?|créditos?|prêts?|crédits?|позик\w*|кредит\w*|займ\w*|мікрокредит\w*|микрозайм\w*)")
_NAME = folded_compiled(r"(?<![\w'])(?P<c>" + _COLLECTION + r")(?![\w'])|(?<![\w'])(?P<b>" + _BRAND + r")(?![\w'])|"
            r"(?<![\w'])(?P<r>" + _REGISTER + r")(?![\w'])|(?<![\w'])(?P<t>" + _TAX + r")(?![\w'])|"
            r"(?<![\w'])(?P<g>" + _GAMBLING + r")(?![\w'])")
_GATE = gated(_NAME)
_LOAN_RX = folded_compiled(r"(?<![\w'])" + _LOAN + r"(?![\w'])")
# loans taken, or debts, beside a gambling word ("took out three payday loans to cover my betting losses"; not "I'll take
# my credit card to the casino")
_TAKEN = folded_compiled(r"(?<![\w'])(?:took|taken|take out|borrow\w*|wzi\w+|nabra\w*|zaciąg\w*|aufgenommen|aufnehmen|geliehen|"
             r"pedí|pedido|saqué|pris|emprunt\w*|набра\w*|взя\w*|позич\w*|занял\w*|заня\w*|loans|chwilówki|kredyty|"
             r"kredite|préstamos|prêts|crédits|позик|кредити|кредиты|займы|debts?|dług\w*|schulden|deudas?|dettes?|"
             r"борг\w*|долг\w*)(?![\w'])")
# a brand counts beside a word of debt ("Lowell keep writing to me about an old Vodafone bill"), not beside any sum
_MONEY = folded_compiled(r"(?<![\w'])(?:bills?|debts?|owe\w*|owing|arrears|never paid|unpaid|letters?|demands?|collect\w*|rachun\w*|"
             r"faktur\w*|dług\w*|zadłuż\w*|zaległ\w*|forderung\w*|rechnung\w*|schulden|mahnung\w*|deuda\w*|factura\w*|"
             r"impag\w*|facture\w*|dette\w*|impayé\w*|борг\w*|долг\w*|рахун\w*|счет\w*|счёт\w*|заборгован\w*|"
             r"задолженн\w*)(?![\w'])")
# first person besides debt_procedures' list: possessives, a first-person past form, uk/ru past forms
_OWN = folded_compiled(r"(?<![\w'])(?:my|mine|our|mój|moja|moje|moim|mojej|moich|mi|mis|mein\w*|mon|mes|notre|"
           r"мій|моя|мої|моє|мого|моєї|мой|мои|мое|моего|моей|"
           r"\w+łem|\w+łam|\w+łbym|\w+łabym|debo|tengo|tuve|pagué|dejé|pedí|j'ai|je dois|"
           r"набрав|набрала|набрал|взяв|взяла|взял|брав|брала|брал|винен|винна|должен|должна|"
           r"маю|маємо|имею|вліз|влізла|влез|влезла|заліз|залізла)(?![\w'])")
# the writer unsure the debt is theirs or exists: "habe eventuell noch eine offene Rechnung bei einem Inkassobüro, bin
# nicht sicher" (yellow)
UNSURE = folded_compiled(r"(?<![\w'])(?:eventuell|möglicherweise|not sure|unsure|no idea if|nicht sicher|weiß nicht ob|no estoy segur\w*|"
             r"no sé si|pas sûr\w*|je ne sais pas si|nie jestem pewn\w*|nie wiem,? czy|не впевнен\w*|не знаю,? чи|"
             r"не уверен\w*|не знаю,? есть ли|scam|oszust\w*|betrug|estafa|arnaque|шахра\w*|мошенн\w*|"
             r"fake|phishing|mistake|pomyłk\w*|irrtum|versehen|error|erreur|помилк\w*|ошибк\w*|"
             r"(?:don't|do not|doesn't) recogni[sz]e|nie (?:rozpoznaję|kojarzę|pamiętam)|erinnere mich (?:an )?nicht|"
             r"no (?:reconozco|recuerdo)|je ne (?:reconnais|connais) pas|не (?:впізнаю|пам'ятаю|помню|узнаю)|"
             r"not (?:asking )?(?:about|for) me|nie (?:pytam )?o (?:siebie|mnie)|nicht (?:für|um) mich|"
             r"no (?:pregunto )?por mí|pas pour moi|не про мене|не обо мне)(?![\w'])")
# a letter, mail or demand received ("I got a letter from a debt collection agency about an old phone contract",
# "Przyszedł list z firmy windykacyjnej, jeszcze go nie otworzyłam", "W piśmie jest „Km 2291/25""): the writer has been
# written to, which does not make the debt theirs (yellow at most) - unless they own it in the message ("it's mine, I
# just never paid it", "nie zapłaciłam", "ich schulde")
_LETTER = folded_compiled(r"(?<![\w'])(?:letters?|mail|e-?mail|courrier|lettre|carta|correo|brief\w*|schreiben|schreibt|mahnung\w*|"
              r"list|listu|pismo|piśmie|pisma|wezwani\w*|лист|листа|листі|письмо|письма)(?![\w'])")
_ADMIT = folded_compiled(r"(?<![\w'])(?:mine|never paid|haven't paid|have not paid|didn't pay|did not pay|couldn't pay|can't pay|"
             r"defaulted|i owe|we owe|against me|behind (?:on|with)|stopped paying|fell behind|przestał\w* płacić|"
             r"aufgehört zu (?:zahlen|bezahlen)|dejé de pagar|arrêté de payer|перестав\w* платити|перестал\w* платить|nie zapłaci\w*|nie zapłaciłe?m|nie płaci\w*|nie spłaci\w*|"
             r"nie spłacam|zalegam|mam dług\w*|mój dług|moje długi|nicht bezahlt|nicht gezahlt|nicht zahlen konnte|"
             r"meine schulden|ich schulde|no pagué|no he pagado|no pude pagar|debo|je n'ai pas payé|pas pu payer|je dois|"
             r"не заплати\w*|не сплати\w*|не платив|не платила|не оплатил\w*|не платил\w*|винен|винна|должен|должна)(?![\w'])")
# someone else's: a work at such a firm, a news report
_WORK = folded_compiled(r"(?<![\w'])(?:work(?:ing|s)? (?:at|for|in|as)|as an?|pracuj\w* jako|arbeite\w* als|trabaj\w* como|"
            r"travaill\w* comme|job|intern\w*|interview\w*|hired|career|shift|colleagues?|"
            r"pracuj\w* w|praca w|pracy w|rekrutac\w*|arbeite\w* (?:bei|in|für)|job bei|stelle|"
            r"trabaj\w* en|trabajo en|empleo|entrevista|travaill\w* (?:chez|dans|pour)|poste|stage|"
            r"працю\w*|робот\w* в|вакансі\w*|работа\w* в|вакансии|співбесід\w*|собеседован\w*|"
            r"news|reported|article|artykuł\w*|nachrichten|noticia\w*|article|новин\w*|новост\w*)(?![\w'])")
# a question about what may or does happen ("Can bailiffs enter my home?", "Czy komornik może zająć ...?")
_MAY = folded_compiled(r"(?<![\w'])(?:can|could|may|might|do|does|is it|are|will|would|czy|jak|kann|können|darf|dürfen|wie|was|"
           r"puede|pueden|cómo|qué|se puede|peut|peuvent|comment|est-ce|що|чи|як|может|могут|можно|как|что)(?![\w'])")

_ASK = folded_compiled(r"(?:what|which|when|why|where|who|co|kiedy|dlaczego|gdzie|jaki\w*|ile|wann|warum|wo|welche\w*|wer|cuándo|"
           r"por qué|dónde|cuál\w*|cuánto\w*|quoi|quand|pourquoi|où|quel\w*|combien|коли|чому|де|який|яка|яке|скільки|"
           r"когда|почему|где|какой|какая|какое|сколько)")


def sentence_of(low: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around `low[start:end]`: from after the last . ! ? or line break before it to the next one (a
    closing "?" included)."""
    a = max(low.rfind(c, 0, start) for c in ".!?\n") + 1
    b = end
    while b < len(low) and low[b] not in ".!?\n":
        b += 1
    if b < len(low) and low[b] == "?":
        b += 1
    return a, b


def find_debt_institutions(t: str) -> list[Finding]:
    """A finding (finances) over the sentence of normalised `t` in which the writer's debt is named by the collector,
    court order, enforcement, credit-register entry, tax arrears or gambling loans that go with it (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _NAME.finditer(low):
        a, b = sentence_of(low, m.start(), m.end())
        whole = low[a:b]
        before = low[a:m.start()]
        if NEGATION.search(" ".join(before.split()[-2:])) or IF.search(before):
            continue
        if _WORK.search(whole) or HEDGE.search(before) or UNSURE.search(whole):
            continue
        if _LETTER.search(low) and not _ADMIT.search(low):
            continue
        # (round 33) "у меня нет долгов, просто интересно, как считается кредитная история", "no tengo deudas, pero
        # ¿cómo funciona ASNEF por dentro?": the writer denies owing anything and asks about the register
        if DENIAL.search(low) and not _ADMIT.search(low):
            continue
        if m.group("b") and not _MONEY.search(whole):
            continue
        if m.group("r") and not _DEFAULT.search(whole):
            continue
        if m.group("g") and not (_LOAN_RX.search(whole) and _TAKEN.search(whole)):
            continue
        # a firm's enforcement ("the bailiffs took their stock" after "the company I supplied went into
        # administration"); not the firm that collects ("firma windykacyjna", "empresa de recobro")
        if FIRM.search(low[a:max(a, m.start() - 12)] + " " + low[m.end():b]):
            continue
        # "Can bailiffs enter my home?", "Does a missed payment show on my credit file?": a question that opens on what
        # may happen
        first = whole.split()[:1] + whole.rpartition(":")[2].split()[:1]
        if whole.rstrip().endswith("?") and any(_MAY.fullmatch(w.strip("¿¡,")) for w in first):
            continue
        # "What is a CCJ and how long does it stay on a credit file?", "What can bailiffs take from my house?", "У мене
        # питання: коли арештовують рахунок за борги?" - a question about the thing, unless the writer owns a debt
        if whole.rstrip().endswith("?") and any(_ASK.fullmatch(w.strip("¿¡,")) for w in first) and not _ADMIT.search(low):
            continue
        if not (SELF.search(whole) or _OWN.search(whole)):
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.FINANCE, "personal finances", begin, b)]
    return []
