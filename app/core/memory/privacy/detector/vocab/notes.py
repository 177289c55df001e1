"""Word lists, round 22: disclosures written as terse notes or told in passing, in six languages (EN, PL, DE, ES, FR,
UK/RU), in lower case and without diacritics too (the patterns are folded):

- health: a pregnancy counted in weeks or months ("embarazada de 12 semanas", "вагітна, 7 тижнів", "12. SSW"); an IVF
  attempt counted ("IVF round 3", "druga próba in vitro", "2. ICSI-Versuch"); an abortion with its time ("IVG mardi
  dernier"); HIV+ said of someone; a treatment that names a condition said with "my" ("around my dialysis sessions",
  "meine Chemo", "ma chimio"); a relative's stroke, heart attack or pacemaker ("Mum had a stroke", "mąż ma rozrusznik");
  sobriety counted ("4 mies. trzeźwości", "2 years sober") and addiction therapy or its groups as a note;
- money: several payday loans or microloans, debts as a note with their sum, instalments missed, a personal insolvency,
  an account or wage garnished as a note, an hourly wage or a payslip's figures, a relative's income with its figure;
- relationships: a separation or divorce as a note ("Trennung von Sven", "divorcio, él se queda el piso") or under way
  ("en trámites de divorcio"), being dumped, an affair behind someone's back or with someone married, a relative adopted,
  rape, sexual abuse and harassment suffered, a relative raising a hand on a child, a restraining order;
- beliefs: activism in a party or its youth wing, the party one votes for;
- ethnicity: one's roots with their people, parents who came from a country, a family of harkis;
- sexuality: a partner the family takes for a flatmate.

An area's patterns run only when the message has one of the area's TRIGGERS (typed with diacritics or without);
disclosures.py reads AREAS like vocab/told.py's (but a money pattern here needs no digit: the insolvency and the
garnishment have none).
"""
from __future__ import annotations

# Size: over 600 lines because each area's words are listed in six languages, with and without diacritics.
from app.core.memory.privacy.detector.vocab.told import AMT, FAMILY, POSS, words

_B = r"(?<!\w)"
_E = r"(?![\w'])"
_CL = r"[^.!?\n]"  # within the sentence
# a note's head: the message's or a line's or a sentence's first word, after a bullet or a label ("diagnóstico:")
_HEAD = r"(?:^|(?<=[\n.;!•\-*]))\s*(?:[\-*•]\s*)?(?:[^\W\d_]+\s?:\s*)?"
_NOQ = r"(?![^\n?]*\?)"  # no question in the rest of the line
# the speaker or a relative as the subject, a few words before
_WHO = (r"(?:i|i'm|im|i've|ive|my|we|we're|our|ich|mein\w*|wir|unser\w*|yo|mi|mis|estoy|soy|tengo|nosotros|je|j'\w+|"
        r"mon|ma|mes|nous|ja|mój|moj\w*|moja|jestem|mam|my|nasz\w*|я|мій|моя|мої|мене|мені|ми|наш\w*|мой|меня|мне|мы|"
        r"she|he|she's|he's|sie|er|ella|él|elle|il|ona|вона|він|она|он|" + FAMILY[3:-1] + r")")
_NOT_IF = r"(?<!if )(?<!wenn )(?<!falls )(?<!si )(?<!jeśli )(?<!jesli )(?<!jeżeli )(?<!якщо )(?<!если )"
_SUBJ = _NOT_IF + _B + _WHO + _E + r"\s+(?:\S+\s+){0,2}?"
_OWN_OR_NOTE = r"(?:" + _SUBJ + r"|" + _HEAD + _NOQ + r"(?:\S+\s+){0,2}?)"  # the speaker's, or a note's (no question)

# ---------------------------------------------------------------- health

_PREGNANT = (r"(?:pregnant|embarazada|encinta|enceinte|schwanger|w ciąży|w ciazy|ciąża|ciaza|вагітна|беременна|"
             r"вагітності|беременности)")
_GEST_UNIT = (r"(?:weeks?|wks?|w|semanas?|sem|semaines?|sa|wochen|woche|ssw|tygodni\w*|tydzień|tyg|tc|hbd|тиж\w*|нед\w*|"
              r"months?|meses|mes|mois|monate?n?|miesi\w*|mies|міс\w*|мес\w*)")
_IVF = (r"(?:ivf|icsi|iui|in[ -]?vitro|fiv|fivete|ekz|екз|эко|kinderwunschbehandlung|künstlich\w* befruchtung|"
        r"inseminaci\w*|insemination|insémination|inseminacj\w*|інсемінац\w*|инсеминац\w*|transfer(?:t)? d'embryon|"
        r"embryo transfer|transfer zarodka|embryotransfer|transferencia embrionaria)")
_TRY = (r"(?:round|attempt|cycle|try|transfer|retrieval|próba|proba|próby|podejście|podejscie|cykl|versuch|zyklus|runde|"
        r"intento|ciclo|tentative|essai|спроба|спробу|протокол|попытка|попытку)")
_ABORTION = (r"(?:ivg|abortion|aborcj\w*|aborcję|abtreibung|schwangerschaftsabbruch|aborto|avortement|аборт\w*|"
             r"interrupción del embarazo|przerwanie ciąży|przerwanie ciazy|переривання вагітності|прерывание беременности)")
_WHEN_PAST = (r"(?:yesterday|last (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|year)|"
              r"\d+ (?:days|weeks|months) ago|wczoraj|w zeszłym|w zeszlym|w ubiegł\w*|\w+ temu|gestern|letzte\w* "
              r"(?:woche|monat|jahr|\w+tag)|vor \w+ (?:tagen|wochen|monaten)|ayer|la semana pasada|el mes pasado|"
              r"el \w+ pasado|hace \w+ (?:días|semanas|meses)|hier|la semaine dernière|la semaine derniere|le mois dernier|"
              r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier|il y a \w+ (?:jours|semaines|mois)|вчора|"
              r"вчера|минулого (?:тижня|місяця|року)|на минулому тижні|на прошлой неделе|в прошлом месяце|\w+ тому|\w+ назад)")
_HIV = (r"(?:hiv ?\+|hiv[ -]?(?:positive|pos|positiv|positiva|positivo|positif|positive|pozytywn\w*|dodatni\w*)|"
        r"seropositi\w*|séropositi\w*|віл ?\+|віл[ -]позитивн\w*|вич ?\+|вич[ -]положительн\w*|nosiciel\w* hiv|"
        r"zakażon\w* hiv|zakazon\w* hiv|hiv-infiziert\w*|mit hiv infiziert)")
_PEOPLE_AFTER = (r"(?!\s+(?:people|persons|patients|men|women|individuals|adults|children|menschen|personen|patient\w*|"
                 r"frauen|männer|personas|pacientes|mujeres|hombres|personnes|femmes|hommes|osób|osoby|pacjent\w*|"
                 r"kobiet\w*|mężczyzn\w*|люд\w*|пацієнт\w*|пациент\w*|жін\w*|женщин\w*|чоловік\w*|мужчин\w*)" + _E + r")")
_TREATMENT = (r"(?:dialysis|dializ\w*|dialyse\w*|diálisis|dialisis|діаліз\w*|диализ\w*|chemo|chemotherap\w*|chemioterap\w*|"
              r"chemotherapie|quimio\w*|chimio\w*|хіміо\w*|химио\w*|radiotherap\w*|radioterap\w*|strahlentherapie|"
              r"bestrahlung\w*|radiothérapie|променев\w* терапі\w*|лучев\w* терапи\w*|insulin|insulina|insuline|"
              r"insulinę|insuline|інсулін\w*|инсулин\w*|methadone|metadon\w*|methadon|метадон\w*|antidepressants?|"
              r"antydepresant\w*|antidepressiva|antidepresivos|antidépresseurs?|антидепресант\w*|антидепрессант\w*|"
              r"infusions?|wlewy|wlewów|infusionen|perfusions?|крапельниц\w*|капельниц\w*)")
_NOT_STAFF = (r"(?!\s+(?:patients?|unit|ward|station|nurses?|clinic|centre|center|department|shift|pacjent\w*|oddział\w*|"
              r"patienten|abteilung|pacientes|unidad|planta|service|unité|пацієнт\w*|відділенн\w*|пациент\w*|отделени\w*)"
              + _E + r")")
_EVENT = (r"(?:a stroke|an? (?:heart attack|seizure|cardiac arrest|aneurysm)|stroke|udar\w*|zawał\w*|zawal\w*|wylew\w*|"
          r"einen schlaganfall|schlaganfall|einen herzinfarkt|herzinfarkt|einen anfall|un ictus|ictus|un derrame|"
          r"un infarto|infarto|un avc|avc|un infarctus|infarctus|une attaque|інсульт|інфаркт|инсульт|инфаркт)")
_HAD = (r"(?:had|has had|suffered|just had|miał\w*|mial\w*|przeszed\w*|przeszł\w*|dostał\w*|dostal\w*|hatte|hat\w* "
        r"(?:\w+ )?|erlitt|tuvo|ha tenido|sufrió|sufrio|le dio|a eu|a fait|a subi|переніс|перенесла|пережи\w*|"
        r"мав|мала|был|была|случился|стався|трапився)")
_PACEMAKER = (r"(?:pacemaker|rozrusznik\w*|herzschrittmacher|schrittmacher|marcapasos|stimulateur cardiaque|"
              r"кардіостимулятор\w*|кардиостимулятор\w*|defibrillator|defibrylator\w*|défibrillateur|desfibrilador)")
_SOBER_UNIT = (r"(?:days?|weeks?|months?|years?|dni|dnia|tygodni\w*|mies\.?|miesi\w*|lat|rok|roku|lata|tage\w*|wochen|"
               r"monate\w*|jahre\w*|días|dias|semanas|meses|años|anos|jours|semaines|mois|ans|днів|дні|тиж\w*|місяц\w*|"
               r"міс\.?|років|роки|рік|дней|недел\w*|месяц\w*|мес\.?|лет|года|год)")
_NUMBER_WORD = (r"(?:a|one|two|three|four|five|six|ten|jeden|jedna|dwa|dwie|trzy|cztery|pięć|piec|sześć|ein\w*|zwei|drei|"
                r"vier|fünf|sechs|un|una|dos|tres|cuatro|cinco|seis|une|deux|trois|quatre|cinq|один|одна|два|дві|три|"
                r"чотири|п'ять|четыре|пять)")
_SOBER = (r"(?:sober|clean|trzeźw\w*|trzezw\w*|bez alkoholu|bez picia|trocken|nüchtern|nuchtern|abstinent\w*|ohne alkohol|"
          r"sobri[oa]|limpi[oa]|sin beber|sin alcohol|sin consumir|d'abstinence|sobre|sans alcool|sans boire|тверез\w*|"
          r"трезв\w*|без алкоголю|без алкоголя)")
_ADDICTION = (r"(?:uzależni\w*|uzalezni\w*|sucht\w*|alkoholsucht|spielsucht|adicci\w*|addiction\w*|dépendance|dependance|"
              r"залежн\w*|зависим\w*|alkoholizm\w*|alcoholism|alkoholismus|alcoholismo|alcoolisme|алкоголізм\w*|"
              r"алкоголизм\w*|gambling|hazard\w*|ludopat\w*|лудоман\w*|наркоман\w*|drogensucht)")
_GROUP = (r"(?:therapy|terapi\w*|therapie|thérapie|терапі\w*|терапи\w*|groups?|grup\w*|gruppe|groupe|груп\w*|meetings?|"
          r"mityng\w*|\w*gruppen?|\w*grupp?e|reuniones|réunions|rehab|odwyk\w*|entzug|entgiftung|desintox\w*|désintox\w*|cure|реабіліт\w*|"
          r"реабилит\w*|aa|al-anon|anonymous|anonimow\w*|anonym\w*|anónimos|anonimos|anonymes|анонімн\w*|анонимн\w*|"
          r"sponsor\w*|sponsora|patenschaft|padrino|parrain\w*|спонсор\w*|ośrod\w*|klinik\w*|clínica|centro|centre)")
_SICK = (r"(?:sick leave|signed off|off sick|sick note|zwolnieni\w*|l4|krankgeschrieben|krankschreibung|krankmeldung|"
         r"au|baja(?: médica| medica)?|de baja|arrêt(?: maladie| de travail)?|arret(?: maladie)?|лікарнян\w*|больничн\w*)")

_SELF_HARM = (r"(?:self[- ]?harm\w*|self[- ]?injur\w*|samookalecz\w*|samookalecz|cięł\w* się|ciel\w* sie|"
              r"ciąłem się|selbstverletz\w*|ritzen|ritzte|geritzt|autolesi\w*|me cortaba|me corto|me autolesion\w*|"
              r"automutil\w*|scarifi\w*|me scarifi\w*|je me coupais|самоушкодж\w*|самоповрежд\w*|різала себе|різав себе|"
              r"резала себя|резал себя|селфхарм\w*)")
_COND_ADJ = (r"(?:asthmatic|diabetic|epileptic|autistic|bipolar|schizophrenic|anorexic|bulimic|asthmatique|diabétique|diabetique|"
             r"épileptique|epileptique|autiste|bipolaire|schizophrène|schizophrene|anorexique|boulimique|asthmatiker\w*|"
             r"diabetiker\w*|epileptiker\w*|autist\w*|bipolar|schizophren|magersüchtig|asmátic[oa]|asmatic[oa]|diabétic[oa]|"
             r"diabetic[oa]|epiléptic[oa]|epileptic[oa]|autista|bipolar|esquizofrénic[oa]|anoréxic[oa]|astmatyk\w*|"
             r"cukrzyk\w*|epileptyk\w*|autystyczn\w*|autyst\w*|astmatyczk\w*|астматик\w*|діабетик\w*|диабетик\w*|"
             r"епілептик\w*|эпилептик\w*|аутист\w*)")

_SPECIALIST = (r"(?:oncolog\w*|onkolog\w*|oncólog\w*|oncologue|онколог\w*|psychiatr\w*|psiquiatr\w*|psychiatre|психіатр\w*|"
               r"психиатр\w*|nephrolog\w*|nefrolog\w*|néphrologue|нефролог\w*|hematolog\w*|haematolog\w*|hämatolog\w*|"
               r"hematólog\w*|hématologue|гематолог\w*|rheumatolog\w*|reumatolog\w*|reumatólog\w*|rhumatologue|"
               r"ревматолог\w*|endocrinolog\w*|endokrynolog\w*|endokrinolog\w*|endocrinólog\w*|endocrinologue|"
               r"ендокринолог\w*|эндокринолог\w*|cardiolog\w*|kardiolog\w*|cardiólog\w*|cardiologue|кардіолог\w*|"
               r"кардиолог\w*|neurolog\w*|neuról\w*|neurologue|невролог\w*|невропатолог\w*|addictolog\w*|"
               r"terapeut\w* uzależnień|suchtberat\w*|нарколог\w*|infectiolog\w*|infektiolog\w*|інфекціоніст\w*|"
               r"инфекционист\w*)")
_VISIT = (r"(?:appointment|appt|check-?up|follow-?up|scan|visit|session|wizyt\w*|termin\w*|kontroll\w*|cita|consulta|revisión|"
          r"revision|rendez-vous|rdv|consultation|прийом\w*|запис\w*|приём\w*|прием\w*|візит\w*|визит\w*)")
_ORGAN = (r"(?:uterus|womb|ovar(?:y|ies)|breasts?|thyroid|prostate|kidney|testicles?|útero|utero|ovarios?|pechos?|mamas?|"
          r"tiroides|próstata|prostata|riñón|rinon|testículos?|macic[aęy]|jajnik\w*|pierś|piersi|tarczyc[aęy]|prostat[aęy]|"
          r"nerk[aęi]|jąder\w*|gebärmutter|gebaermutter|eierstöcke?|eierstock|brust|schilddrüse|schilddruese|niere|hoden|"
          r"utérus|ovaires?|seins?|thyroïde|thyroide|reins?|testicules?|матк[уи]|яєчник\w*|груд[ьи]|щитовидк[уи]|"
          r"простат[уи]|нирк[уи]|почк[уи]|яєчк\w*|яичник\w*)")
_COND_NOUN = (r"(?:dementia|alzheimer's|alzheimers|cancer|parkinson's|parkinsons|ms|diabetes|depression|epilepsy|autism|adhd|"
              r"schizophrenia|bipolar|copd|hiv|tumou?r|leuka?emia|lymphoma|heart failure|kidney failure|drinking|"
              r"alcoholism|addiction|eating disorder|anorexia|chemo|stroke|demenz|alzheimer|krebs|parkinson|diabetes|"
              r"depression|epilepsie|autismus|sucht|demencj\w*|alzheimer\w*|nowotw\w*|parkinson\w*|cukrzyc\w*|depresj\w*|"
              r"padaczk\w*|autyzm\w*|nałóg|picie|demencia|cáncer|cancer|párkinson|diabetes|depresión|epilepsia|autismo|"
              r"adicción|démence|dépression|épilepsie|autisme|addiction|деменці\w*|деменци\w*|альцгеймер\w*|рак\w*|"
              r"паркінсон\w*|паркинсон\w*|діабет\w*|диабет\w*|депресі\w*|депресси\w*|епілепсі\w*|эпилепси\w*|"
              r"аутизм\w*|залежніст\w*|зависимост\w*)")

HEALTH_STRONG = [
    # an appointment with a specialist that names the condition: "tengo cita con el oncólogo", "у мене прийом у онколога"
    r"(?:" + _SUBJ + r"|" + _B + POSS + r"\s+)(?:\S+\s+){0,2}?" + _VISIT + r"\s+(?:\S+\s+){0,2}?" + _SPECIALIST + _E,
    # waiting for an organ or for a biopsy's verdict: "czekam na wyniki biopsji", "on the waiting list for a kidney transplant"
    _OWN_OR_NOTE + r"(?:waiting|wait|czekam|czekamy|warte|warten|espero|esperando|esperamos|j'attends|attends|on attend|чекаю|чекаємо|"
    r"жду|ждем|ждём|on the waiting list|auf der warteliste|na liście oczekujących|na liscie oczekujacych|en lista de espera|"
    r"sur liste d'attente|sur la liste d'attente|у черзі|в очереди)\s+(?:\S+\s+){0,4}?(?:biops\w*|biopsj\w*|biopsie|"
    r"biopsia|біопсі\w*|биопси\w*|histopatolog\w*|transplant\w*|przeszczep\w*|transplantation|spenderniere|"
    r"spenderorgan|trasplante|greffe|пересадк\w*|трансплантац\w*)" + _E,
    # an organ removed: "me quitaron el útero", "they removed my thyroid", "usunęli mi tarczycę", "on m'a retiré un sein"
    r"(?:me (?:quitaron|extirparon|sacaron|operaron de)|(?:they |doctors |surgeons )?removed my|had my \w+ removed|"
    r"usunęli mi|usuneli mi|usunięto mi|usunieto mi|wycięli mi|wycieli mi|wycięto mi|mir (?:wurde|wurden)|on m'a (?:retiré|"
    r"retire|enlevé|enleve|ôté)|мені видалили|мені вирізали|мне удалили|мне вырезали)\s+(?:\S+\s+){0,2}?" + _ORGAN + _E,
    # a relative's condition as theirs: "dad's dementia is getting worse", "la démence de mon père", "demencja taty"
    r"(?<!whose )(?<!someone's )(?<!a )(?<!the )(?<!your )(?<!his )(?<!her )(?<!their )" + _B + FAMILY
    + r"'s\s+(?:\w+\s+)?" + _COND_NOUN + _E,
    _B + _COND_NOUN + r"\s+(?:de (?:mon|ma|mi|mis|mes)|(?:meines|meiner) |(?:mojego|mojej|mego) )\s*" + FAMILY + _E,
    _B + _COND_NOUN + r"\s+(?:taty|mamy|męża|meza|żony|zony|syna|córki|corki|babci|dziadka|brata|siostry|тата|мами|"
    r"чоловіка|дружини|сина|доньки|бабусі|дідуся|брата|сестри|папы|мамы|мужа|жены|сына|дочери|бабушки|дедушки)" + _E,
    # self-harm told in the present or the past: "i used to self harm in high school", "früher habe ich mich geritzt"
    r"(?:" + _SUBJ + r"|" + _B + r"(?:used to|früher|frueher|kiedyś|kiedys|solía|solia|avant|раніше|раньше)\s+(?:\S+\s+){0,2}?)"
    + _SELF_HARM + _E,
    # a drug taken without one's prescription: "i've been taking adderall that isn't prescribed to me"
    _B + r"(?<!to )(?:taking|take|took|nehme|nahm|genommen|biorę|biore|brałe?m|brałam|tomo|tomaba|tomando|je prends|prenais|"
    r"приймаю|приймав|приймала|принимаю|принимал\w*)\s+(?:\S+\s+){1,3}?(?:(?:that|which|die|das|które|ktore|que|qui|які|"
    r"которые|который)\s+)?(?:isn'?t|is not|aren'?t|are not|wasn'?t|ist nicht|sind nicht|nicht|nie (?:są|jest|byl\w*|był\w*)|"
    r"no (?:me )?(?:está|están|es|son|estaba)|n'est pas|ne sont pas|не)\s+(?:\w+\s+)?(?:prescribed|verschrieben|"
    r"verordnet|przepisan\w*|recetad\w*|prescrit\w*|призначен\w*|прописан\w*|выписан\w*)",
    _B + r"(?<!to )(?:taking|take|nehme|biorę|biore|tomo|je prends|приймаю|принимаю)\s+(?:\S+\s+){1,2}?(?:without (?:a )?prescription|"
    r"ohne rezept|bez recepty|sin receta|sans ordonnance|без рецепта|не за рецептом)",
    # a relative's or one's own condition as an adjective: "Mon fils est asthmatique", "mein Sohn ist Diabetiker"
    _B + r"(?:" + FAMILY[3:-1] + r"|je suis|i'm|i am|ich bin|soy|jestem|я)\s+(?:(?:is|est|ist|es|está|jest|є|—|-)\s+)?"
    r"(?:\w+\s+)?" + _COND_ADJ + _E,
    # a pregnancy counted: "embarazada de 12 semanas", "вагітна, 7 тижнів", "w 12 tygodniu ciąży", "20 weeks pregnant"
    r"(?:" + _HEAD + _NOQ + r"|" + _SUBJ + r")(?:\S+\s+){0,2}?" + _PREGNANT + r"[\s,:\-–]*(?:de|of|od|mit|in der|in|w|в|на|"
    r"im|en|à|a)?\s*\d{1,2}\.?\s*" + _GEST_UNIT + _E,
    r"(?:" + _HEAD + _NOQ + r"|" + _SUBJ + r")(?:\S+\s+){0,2}?(?:w |in der |en la |à |в |на )?\d{1,2}\.?\s*" + _GEST_UNIT
    + r"\s+(?:\w+\s+)?(?:pregnant|schwanger|ciąży|ciazy|de embarazo|de gestación|de grossesse|d'aménorrhée|вагітності|"
    r"беременности|along)" + _E,
    # an IVF attempt counted or started: "IVF round 3", "druga próba in vitro", "2. ICSI-Versuch", "3e FIV"
    _B + _IVF + r"[\s\-]*(?:\w+\s+)?" + _TRY + r"\s*(?:no\.?\s*|nr\.?\s*|#)?\d" + _E,
    r"(?:\d+(?:st|nd|rd|th|\.|e|ème|eme|º|ª|-?а|-?я|-?й)?|first|second|third|fourth|fifth|pierwsz\w*|drug\w*|trzeci\w*|"
    r"czwart\w*|erste\w*|zweite\w*|dritte\w*|vierte\w*|primer\w*|segund\w*|tercer\w*|cuart\w*|premi\w*|deuxième|deuxieme|"
    r"troisième|troisieme|quatrième|перш\w*|друг\w*|трет\w*|четверт\w*)\s+(?:\w+\s+)?" + _TRY + r"\s+(?:\w+\s+)?" + _IVF + _E,
    r"(?:\d+(?:st|nd|rd|th|\.|e|ème|eme)?|first|second|third|erste\w*|zweite\w*|dritte\w*)\s*" + _IVF + r"(?:[\s\-]?" + _TRY
    + r")?" + _E + r"(?!\s+(?:clinics?|centres?|centers?|kliniken|clinicas))",
    _HEAD + _NOQ + _IVF + r"\s+(?:\S+\s+){0,3}?(?:starts|started|begins|tomorrow|monday|next week|failed|didn't work|"
    r"zaczyna\w*|jutro|nie udał\w*|nieudan\w*|beginnt|morgen|gescheitert|hat nicht geklappt|empieza|mañana|fallid\w*|"
    r"no funcionó|commence|demain|échou\w*|починається|завтра|невдал\w*|начинается|неудачн\w*)" + _E,
    # an abortion with its time, as a note: "IVG mardi dernier", "aborto la semana pasada"
    _HEAD + r"(?:\S+\s+){0,2}?" + _ABORTION + r"[\s,:\-–]+(?:\w+\s+)?" + _WHEN_PAST + _E,
    # HIV+ of the speaker or a relative, or as a note: "HIV+ since 2021", "mon frère est séropositif"
    r"(?:" + _HEAD + _NOQ + r"|" + _SUBJ + r")(?:\S+\s+){0,2}?" + _HIV + _PEOPLE_AFTER,
    # a treatment that names a condition, said with "my" or a relative's: "my dialysis sessions", "mis sesiones de diálisis"
    _B + POSS + r"\s+(?:\w+\s+){0,2}?(?:de |of |der |du |de la |des )?" + _TREATMENT + _E + _NOT_STAFF,
    # a treatment scheduled, as a note: "stage 2, chemo starts monday", "dializy co wtorek", "Bestrahlung ab Montag"
    _HEAD + _NOQ + r"(?:\S+\s+){0,3}?(?:chemo\w*|chemioterap\w*|chimio\w*|quimio\w*|хіміо\w*|химио\w*|radiotherap\w*|"
    r"radioterap\w*|bestrahlung\w*|strahlentherapie|radiothérapie|dialys\w*|dializ\w*|diálisis|dialisis|діаліз\w*|"
    r"диализ\w*)\s+(?:starts|started|begins|from|since|every|tomorrow|zaczyna\w*|od|co|jutro|ab|seit|beginnt|morgen|jeden|"
    r"desde|empieza|cada|mañana|dès|des|commence|demain|tous|з|починається|кожн\w*|завтра|начинается|каждый)" + _E,
    # a relative's stroke, heart attack, pacemaker: "Mum had a stroke in August", "mąż ma wszczepiony rozrusznik"
    _B + FAMILY + _E + r"\s+(?:\w+\s+){0,2}?" + _HAD + r"\s*(?:\w+\s+)?" + _EVENT + _E + r"(?! of (?:luck|genius))",
    _B + FAMILY + _E + r"\s+(?:\w+\s+){0,2}?(?:has|got|had|ma|miał\w*|dostał\w*|hat|bekam|hatte|bekommen|tiene|tuvo|"
    r"le pusieron|lleva|a|porte|має|мав|поставили|имеет|носит|got fitted with)\s+(?:\w+\s+){0,2}?" + _PACEMAKER,
    # sobriety counted: "4 mies. trzeźwości", "2 years sober", "seit 8 Monaten trocken", "sobrio desde hace 3 meses"
    _OWN_OR_NOTE + r"(?:\d+|" + _NUMBER_WORD + r")\s*(?:\w+\s+)?" + _SOBER_UNIT + r"\s+(?:\w+\s+)?" + _SOBER + _E,
    _OWN_OR_NOTE + r"(?:sober|clean|trzeźw\w*|trzezw\w*|trocken|nüchtern|sobri[oa]|limpi[oa]|sobre|abstinent\w*|тверез\w*|трезв\w*)\s+"
    r"(?:for|since|od|seit|desde|depuis|вже|уже|з|с)\s+(?:\w+\s+){0,2}?(?:\d+|a|one|two|three|jeden|dwa|trzy|einem|"
    r"zwei|drei|un|una|dos|tres|deux|trois|один|два|три)\s*" + _SOBER_UNIT + _E,
    # addiction and its treatment as a note or of the speaker: "terapia uzależnień, ...", "залежність від ігор, ходжу на групу"
    r"(?:" + _HEAD + _NOQ + r"|" + _SUBJ + r")(?:\S+\s+){0,2}?(?:" + _GROUP + r"\s+(?:\w+\s+)?" + _ADDICTION + r"|"
    + _ADDICTION + _CL + r"{0,60}?" + _B + _GROUP + r")" + _E,
    # sick leave with its cause: "krankgeschrieben wegen Depression", "de baja por ansiedad", "on sick leave for anxiety"
    _B + _SICK + r"\s+(?:\w+\s+){0,3}?(?:wegen|for|with|because of|due to|z powodu|przez|por|pour|à cause|a cause|через|"
    r"из-за)\s+(?:\w+\s+)?(?:depress\w*|depresj\w*|burn-?out|anxiety|ansiedad|angst\w*|lęk\w*|lek\w*|dépression|"
    r"depresión|депресі\w*|депресси\w*|тривож\w*|тревож\w*|panic\w*|panik\w*|pánico|panique|stress|stres\w*|estrés|"
    r"psych\w*|psiqu\w*|психі\w*|психи\w*)",
]
HEALTH_TRIGGERS = [
    "oncologist", "onkologa", "onkologiem", "onkologin", "onkologen", "oncólogo", "oncóloga", "oncologue", "онколога",
    "онкологом", "онколога", "psychiatrist", "psychiatry", "psychiatrą", "psychiater", "psychiaterin", "psiquiatra",
    "psychiatre", "психіатра", "психіатром", "психиатра", "психиатру", "nephrologist", "nefrologa", "nephrologen",
    "nefrólogo", "nefróloga", "reumatóloga", "cardióloga", "neuróloga", "endocrinóloga", "hematóloga", "néphrologue", "нефролога", "haematologist", "hematologist", "hematologa", "hämatologen",
    "hematólogo", "hématologue", "гематолога", "rheumatologist", "reumatologa", "rheumatologen", "reumatólogo",
    "rhumatologue", "ревматолога", "endocrinologist", "endokrynologa", "endokrinologen", "endocrinólogo",
    "endocrinologue", "ендокринолога", "эндокринолога", "cardiologist", "kardiologa", "kardiologen", "cardiólogo",
    "cardiologue", "кардіолога", "кардиолога", "neurologist", "neurologa", "neurologen", "neurólogo", "neurologue",
    "невролога", "addictologue", "suchtberater", "suchtberatung", "нарколога", "infectiologue", "infektiologen",
    "інфекціоніста", "инфекциониста",
    "biopsy", "biopsji", "biopsie", "biopsia", "біопсії", "биопсии", "histopatologii", "transplant", "przeszczep",
    "przeszczepu", "transplantation", "spenderniere", "spenderorgan", "trasplante", "greffe", "пересадку", "пересадки",
    "трансплантацію", "трансплантацию",
    "quitaron", "extirparon", "sacaron", "operaron", "removed", "usunęli", "usunięto", "wycięli", "wycięto",     "retiré", "enlevé", "ôté", "видалили", "вирізали", "удалили", "вырезали",
    "dad's", "mum's", "mom's", "wife's", "husband's", "son's", "daughter's", "brother's", "sister's", "father's",
    "mother's", "partner's", "grandma's", "grandad's", "granny's", "uncle's", "aunt's", "demenz", "alzheimer", "krebs",
    "parkinson", "epilepsie", "autismus", "demencja",
    "demencji", "nowotwór", "cukrzyca", "depresja", "padaczka", "autyzm", "nałóg", "picie", "demencia", "cáncer",
    "párkinson", "depresión", "epilepsia", "autismo", "démence", "dépression", "épilepsie", "autisme", "деменція",
    "деменция", "альцгеймер", "рак", "паркінсон", "паркинсон", "діабет", "диабет", "депресія", "депрессия",
    "епілепсія", "эпилепсия", "аутизм", "залежність", "зависимость",
    "harm", "harmed", "harming", "self-harm", "self-harmed", "self-harming", "selfharm", "autolesionarme", "autolesioné",
    "autolesionarse", "injury", "self-injury", "samookaleczenia", "samookaleczałam",
    "samookaleczałem", "selbstverletzung", "selbstverletzendes", "ritzen", "ritzte", "geritzt", "autolesión",
    "autolesiones", "autolesionaba", "cortaba", "corto", "automutilation", "scarifiais", "scarifiait", "scarification",
    "coupais", "самоушкодження", "самоповреждение", "селфхарм",
    "prescribed", "verschrieben", "verordnet", "przepisane", "przepisany", "przepisana", "recetado", "recetada",
    "recetados", "prescrit", "prescrits", "prescrite", "призначені", "призначений", "прописаны", "прописан",
    "выписаны", "prescription", "recepty", "ordonnance", "рецепта", "рецептом",
    "asthmatic", "diabetic", "epileptic", "autistic", "schizophrenic", "anorexic", "bulimic", "asthmatique",
    "diabétique", "épileptique", "autiste", "bipolaire", "schizophrène", "anorexique", "boulimique", "asthmatiker",
    "diabetiker", "diabetikerin", "epileptiker", "epileptikerin", "autist", "autistin", "autistisch", "schizophren",
    "magersüchtig", "asmático", "asmática", "diabético", "diabética", "epiléptico", "epiléptica", "autista",
    "esquizofrénico", "esquizofrénica", "anoréxica", "anoréxico", "astmatykiem", "astmatyk", "astmatyczką",
    "cukrzykiem", "cukrzyk", "cukrzyczką", "epileptykiem", "epileptyk", "autystyczny", "autystyczna", "autystą",
    "астматик", "астматиком", "діабетик", "діабетиком", "диабетик", "диабетиком", "епілептик", "эпилептик", "аутист",
    "аутистом",
    "pregnant", "embarazada", "encinta", "enceinte", "schwanger", "ciąży", "ciąża", "вагітна", "беременна", "вагітності",
    "беременности", "ssw",
    "ivf", "icsi", "iui", "vitro", "in-vitro", "fiv", "fivete", "ekz", "екз", "эко", "kinderwunschbehandlung",
    "befruchtung", "inseminación", "insemination", "insémination", "inseminacja", "inseminacji", "embryo", "embryon",
    "zarodka", "embryotransfer", "embrionaria", "ivf-runde", "icsi-versuch", "ivf-versuch",
    "ivg", "abortion", "aborcja", "aborcję", "aborcji", "abtreibung", "schwangerschaftsabbruch", "aborto", "avortement",
    "аборт", "аборту", "переривання", "прерывание", "przerwanie",
    "hiv", "hiv+", "seropositivo", "seropositiva", "séropositif", "séropositive", "віл", "вич", "hiv-positiv",
    "hiv-infiziert",
    "dialysis", "dializa", "dializy", "dializę", "dialyse", "diálisis", "діаліз", "діалізу", "диализ", "диализа", "chemo",
    "chemotherapy", "chemioterapia", "chemioterapię", "chemotherapie", "quimio", "quimioterapia", "chimio",
    "chimiothérapie", "хіміотерапія", "хіміотерапії", "химиотерапия", "химия", "хімія", "radiotherapy", "radioterapia",
    "strahlentherapie", "bestrahlung", "radiothérapie", "insulin", "insulina", "insuline", "insulinę", "інсулін",
    "інсуліну", "инсулин", "инсулина", "methadone", "metadon", "methadon", "метадон", "antidepressants", "antidepressant",
    "antydepresanty", "antidepressiva", "antidepresivos", "antidépresseurs", "антидепресанти", "антидепрессанты",
    "infusions", "wlewy", "infusionen", "perfusion", "perfusions", "крапельниці", "капельницы",
    "stroke", "udar", "udaru", "zawał", "zawału", "wylew", "schlaganfall", "herzinfarkt", "ictus", "derrame",
    "infarto", "avc", "infarctus", "інсульт", "інфаркт", "инсульт", "инфаркт", "seizure", "aneurysm",
    "pacemaker", "rozrusznik", "rozrusznika", "herzschrittmacher", "schrittmacher", "marcapasos", "stimulateur",
    "кардіостимулятор", "кардиостимулятор", "defibrillator", "defibrylator", "défibrillateur", "desfibrilador",
    "sober", "trzeźwości", "trzeźwy", "trzeźwa", "trzeźwo", "trzeźwienia", "trocken", "nüchtern", "abstinent",
    "abstinenz", "sobrio", "sobria", "limpio", "limpia", "d'abstinence", "тверезий",
    "твереза", "тверезості", "трезвый", "трезвая", "трезвости", "alkoholu", "алкоголю",
    "алкоголя",     "uzależnień", "uzależnienia", "uzależnienie", "sucht", "suchttherapie", "alkoholsucht", "spielsucht", "adicción",
    "adicciones", "addiction", "addictions", "dépendance", "залежність", "залежності", "зависимость", "зависимости",
    "alkoholizm", "alcoholism", "alkoholismus", "alcoholismo", "alcoolisme", "алкоголізм", "алкоголизм", "gambling",
    "hazard", "hazardu", "ludopatía", "лудоманія", "наркоманія", "наркомания", "drogensucht",
    "krankgeschrieben", "zwolnieniu", "zwolnienie", "лікарняному", "лікарняний", "больничном",
    "больничный", "ansiedad", "depresión", "anxiety", "burnout", "burn-out", "angst", "angststörung", "depresji",
    "lęki", "dépression", "різала", "різав", "резала", "резал", "entfernt",
]

# ---------------------------------------------------------------- money

_LOANS = (r"(?:payday loans?|chwilówk\w*|chwilowk\w*|parabank\w*|pożycz\w*|pozycz\w*|kredyt\w*|kredite?n?|créditos|creditos|"
          r"préstamos|prestamos|minicréditos|minicreditos|microcréditos|microcreditos|crédits?(?: conso\w*| à la conso\w*)?|"
          r"credits? conso\w*|prêts?|mikropożycz\w*|мікрозайм\w*|мікропозик\w*|микрозайм\w*|позик\w*|займ\w*|кредит\w*|"
          r"loans?|debts?|schulden|deudas|dettes|długi|długów|dlugi|dlugow|борг\w*|долг\w*|overdrafts?|credit cards?)")
_MANY = (r"(?:\d+|two|three|four|five|several|multiple|a few|dwa|dwie|trzy|cztery|pięć|kilka|kilku|zwei|drei|vier|fünf|"
         r"mehrere|dos|tres|cuatro|cinco|varios|varias|deux|trois|quatre|cinq|plusieurs|два|дві|три|чотири|кілька|"
         r"декілька|несколько)")
_OVERDUE = (r"(?:en retard|impayé\w*|impaye\w*|overdue|in arrears|behind|unpaid|zaległ\w*|zalegl\w*|niespłacon\w*|"
            r"niesplacon\w*|im verzug|überfällig|ueberfaellig|offen|atrasad[oa]s?|impagad[oa]s?|sin pagar|"
            r"простроч\w*|прострочен\w*|неоплачен\w*|непогашен\w*)")
_DEBT_WORD = (r"(?:debts?|in debt|długi|długów|dług|dlugi|dlugow|dlug|zadłużeni\w*|zadluzeni\w*|schulden|deudas?|dettes?|"
              r"борг\w*|заборгован\w*|долг\w*|задолженност\w*)")
_NOT_PUBLIC = r"(?!\s+(?:national|public|państw\w*|publiczn\w*|staats\w*|öffentlich\w*|pública|publique|держав\w*|государств\w*))"
_INSOLVENCY = (r"(?:privatinsolvenz|verbraucherinsolvenz|restschuldbefreiung|wohlverhaltensphase|upadłoś\w* konsumenck\w*|"
               r"upadlos\w* konsumenck\w*|upadłość|upadlosc|personal bankruptcy|bankruptcy|debt relief order|"
               r"individual voluntary arrangement|concurso de acreedores|segunda oportunidad|surendettement|"
               r"surendettée?|dossier de surendettement|plan de redressement personnel|банкрутств\w*|банкротств\w*)")
_GARNISH = (r"(?:арешт\w* (?:\w+ )?(?:рахунк\w*|карт\w*|зарплат\w*|майна)|арест\w* (?:\w+ )?(?:счет\w*|счёт\w*|карт\w*|"
            r"зарплат\w*|имуществ\w*)|zajęci\w* (?:\w+ )?(?:kont\w*|wynagrodz\w*|pensji|emerytur\w*|komornicz\w*)|"
            r"zajeci\w* (?:\w+ )?(?:kont\w*|wynagrodz\w*|pensji)|komornik\w*|kontopfändung|lohnpfändung|gehaltspfändung|"
            r"pfändung\w*|pfaendung\w*|embargo de (?:la )?(?:nómina|nomina|cuenta|sueldo|pensión)|embargo|"
            r"saisie (?:sur (?:mon )?(?:salaire|compte)|des rémunérations|attribution)|saisie-attribution|"
            r"garnish\w*|wage garnishment|стягненн\w*|виконавч\w* (?:служб\w*|провадженн\w*)|приставы?)")
_INSTALMENT = (r"(?:payments?|instal?ments?|repayments?|raten?|rat|raty|cuotas|mensualidades|mensualités|mensualites|"
               r"échéances|echeances|платеж\w*|платіж\w*|внеск\w*|взнос\w*)")
_MISSED = (r"(?:missed|skipped|verpasst|versäumt|nicht (?:bezahlt|gezahlt)|nie zapłaci\w*|nie zaplaci\w*|nie spłaci\w*|"
           r"nie splaci\w*|zaległ\w*|zalegl\w*|no (?:he )?pag\w*|sin pagar|impayé\w*|impaye\w*|pas payé\w*|pas paye\w*|"
           r"loupé\w*|пропустив|пропустила|пропустил|не (?:за)?плати\w*|не сплати\w*|не сплатив|не сплатила)")
_WAGE_LABEL = (r"(?:zarobki|pensja|wypłata|wyplata|pensje|gehalt|lohn|netto-?lohn|salary|pay|take-home|sueldo|salario|"
               r"nómina|nomina|salaire|paie|зарплата|зп|оклад|зарплатня|payslip|lohnzettel|pasek|fiche de paie|"
               r"nómina)")
_PER_HOUR = (r"(?:/\s?h|/\s?std|/\s?godz|/\s?hr|(?:an|per|a|the|pro|die|la|de la|por|par|na|za|в|за)\s+"
             r"(?:hour|hr|stunde|std|godzinę|godzine|godz|hora|heure|годину|час))")

FINANCE_STRONG = [
    # several payday loans or microloans: "3 payday loans", "długi w 3 parabankach", "3 crédits conso en retard"
    _B + _MANY + r"\s+(?:\w+\s+)?" + _LOANS + r"\s+(?:\w+\s+)?" + _OVERDUE + _E,
    r"(?:" + _SUBJ + r"|" + _NOQ + r")" + _B + _MANY + r"\s+(?:payday loans?|chwilówk\w*|chwilowk\w*|parabank\w*|minicréditos|minicreditos|microcréditos|"
    r"microcreditos|crédits? conso\w*|credits? conso\w*|мікрозайм\w*|мікропозик\w*|микрозайм\w*|"
    r"schnellkredit\w*|minikredit\w*|kurzzeitkredit\w*)",
    r"(?:payday loans?|chwilówk\w*|chwilowk\w*|parabank\w*|minicréditos|microcréditos|мікрозайм\w*|мікропозик\w*|"
    r"микрозайм\w*|minikredit\w*)" + _CL + r"{0,40}?" + AMT,
    # debts as a note with their sum: "długi ok. 41 tys.", "долг по микрозаймам 140 тыс.", "Schulden: 23.000 €"
    _HEAD + _NOQ + r"(?:(?:my|our|meine?|unsere?|mis|nuestras|mes|nos|moje|moi|nasze|мої|наші|мои|наши)\s+)?" + _DEBT_WORD
    + _NOT_PUBLIC + r"[^!?\n]{0,40}?" + AMT,
    # instalments missed: "hab schon 2 Raten verpasst", "missed 3 payments", "zalegam z 2 ratami"
    _B + _MISSED + r"\s+(?:\w+\s+){0,2}?" + _MANY + r"\s+(?:\w+\s+)?" + _INSTALMENT + _E,
    _B + _MANY + r"\s+(?:\w+\s+)?" + _INSTALMENT + r"\s+(?:\w+\s+){0,2}?" + _MISSED + _E,
    # a personal insolvency, as a note or the speaker's: "Privatinsolvenz läuft noch 2 Jahre", "je suis en surendettement"
    r"(?:" + _HEAD + _NOQ + r"|" + _B + r"(?:i'm in|i am in|i filed for|i went through|i declared|ich bin in|ich stecke in|"
    r"ich habe|hab|meine|mein|my|our|je suis en|j'ai déposé un|j'ai deposé un|mon|ma|estoy en|me acogí a|me acogi a|mi|"
    r"jestem w|ogłosiłe?m|ogłosiłam|oglosilam|moja|nasza|я в|у мене|у меня|моє|моя|наше|наша)\s+(?:\w+\s+)?)"
    + _INSOLVENCY + r"(?!\s+(?:law|laws|act|recht|gesetz|"
    r"prawo|ley|loi|закон\w*|der firma|des unternehmens|firmy|spółki|of the company|de la empresa|de l'entreprise))",
    # a garnishment as a note or the speaker's: "арешт рахунку від виконавця", "komornik zajął mi konto"
    r"(?:" + _HEAD + _NOQ + r"|" + _SUBJ + r")(?:\S+\s+){0,2}?" + _GARNISH + _E,
    # an hourly wage or a payslip's figures, the speaker's: "15,80 € die stunde, 20h die woche", "took home £1,682"
    _B + r"(?:took home|take home|i take home|netto raus|bekomme netto|na rękę dostaję|на руки "
    r"отримую|на руки получаю)\s+(?:\S+\s+){0,2}?" + AMT,
    r"(?:" + _SUBJ + r"|(?:job|jobs|werkstudentenjob|minijob|nebenjob|praca|pracy|robota|trabajo|"
    r"curro|boulot|travail|taf|робот\w*|работ\w*)\s*:?\s*)(?:\S+\s+){0,2}?" + AMT + r"\s*" + _PER_HOUR + _E,
    _HEAD + _WAGE_LABEL + r"\s*[:\-–—]\s*(?:\S+\s+){0,1}?(?:" + AMT + r"|\d[\d  .,']{2,})",
    _B + r"(?:first|my|mój|moj|pierwszy|meine?|erste|mi|primera|ma|mon|première|мій|моя|перша)\s+(?:\w+\s+)?"
    r"(?:payslip|pay slip|pasek|lohnabrechnung|gehaltsabrechnung|lohnzettel|nómina|nomina|fiche de paie|bulletin de "
    r"salaire|розрахунков\w*|зарплатн\w*)" + _NOQ + _CL + r"{0,60}?" + AMT,
    # a relative's income with its figure: "Mi marido cobra 1.380 al mes", "mój mąż zarabia 6 tys."
    _B + FAMILY + _E + r"\s+(?:\w+\s+)?(?:cobra|gana|zarabia|dostaje|verdient|bekommt|gagne|touche|earns|makes|gets|"
    r"brings home|заробляє|отримує|зарабатывает|получает)\s+(?:\w+\s+){0,2}?(?:" + AMT + r"|\d[\d  .,']{2,}"
    r"(?=\s+(?:al mes|a month|im monat|miesięcznie|na miesiąc|par mois|на місяць|в месяц|netto|brutto|neto|net)))",
]
FINANCE_TRIGGERS = [
    "payday", "chwilówki", "chwilówek", "chwilówkach", "chwilówka", "parabankach", "parabanków", "parabanki", "pożyczki",
    "pożyczek", "kredyty", "kredytów", "kredite", "krediten", "créditos", "préstamos", "minicréditos", "microcréditos",
    "crédits", "crédit", "credits", "prêts", "мікрозайми", "мікрозаймів", "мікрозаймам", "микрозаймы", "микрозаймов",
    "микрозаймам", "позики", "позик", "займы", "займов", "кредити", "кредитів", "кредиты", "кредитов", "loans", "debts",
    "schulden", "deudas", "dettes", "długi", "długów", "dług", "борги", "боргів", "борг", "боргу", "долги", "долгов", "долг",
    "долга", "overdrafts", "debt", "zadłużenie", "deuda", "dette", "заборгованість", "задолженность",
    "schnellkredite", "minikredite", "kurzzeitkredite",
    "privatinsolvenz", "verbraucherinsolvenz", "restschuldbefreiung", "wohlverhaltensphase", "upadłość", "upadłości",
    "bankruptcy", "relief", "voluntary", "acreedores", "oportunidad", "surendettement", "surendetté", "surendettée",
    "redressement", "банкрутство", "банкрутства", "банкротство", "банкротства",
    "арешт", "zajęcie", "zajął", "zajęli", "komornik", "komornika", "kontopfändung", "lohnpfändung",
    "gehaltspfändung", "pfändung", "saisie", "saisie-attribution", "garnished", "garnishment", "стягнення",
    "виконавча", "виконавця", "виконавець", "приставы", "пристав", "приставов",
    "payments", "installments", "instalments", "repayments", "raten", "raty", "cuotas", "mensualidades",
    "mensualités", "échéances", "платежі", "платежів", "платежа", "платежей", "внески", "внесків", "взноса",
    "взносов",
    "netto", "dostaję", "quedan", "touche", "stunde", "hr", "godzinę", "godz", "hora",
    "heure", "годину",     "zarobki", "pensja", "wypłata", "gehalt", "lohn", "salary", "sueldo", "salario", "nómina", "salaire", "paie",
    "зарплата", "зп", "оклад", "payslip", "pasek", "lohnabrechnung", "gehaltsabrechnung", "lohnzettel",
        "cobra", "gana", "zarabia", "dostaje", "verdient", "bekommt", "gagne", "earns", "заробляє",
    "отримує", "зарабатывает", "получает",
]

# ---------------------------------------------------------------- relationships

_PARTNER = (r"(?:gf|bf|girlfriend|boyfriend|wife|husband|partner|fianc[ée]e?|ex|dziewczyna|chłopak|chlopak|narzeczon\w*|"
            r"żona|zona|mąż|maz|partnerka|freundin|freund|frau|mann|verlobte\w*|novia|novio|mujer|marido|pareja|esposa|"
            r"esposo|copine|copain|femme|mari|compagne|compagnon|meuf|mec|дівчина|хлопець|дружина|чоловік|наречен\w*|"
            r"девушка|парень|жена|муж|невеста|жених)")
_LEFT_ME = (r"(?:dumped me|left me(?!\s+(?:a|an|the|some|my|his|her|their|alone|with|at|in|on|money|\w+ing)\b)|ditched me|broke up with me|cheated on me|ghosted me|walked out on me|rzucił\w* mnie|"
            r"rzucil\w* mnie|zostawił\w* mnie|zostawil\w* mnie|odszedł ode mnie|odeszła ode mnie|odeszla ode mnie|"
            r"hat mich verlassen|hat schluss gemacht|mit mir schluss gemacht|hat mich abserviert|hat mich sitzen lassen|"
            r"(?:me dejó|me dejo|me ha dejado)(?!\s+(?:el|la|los|las|un|una|unos|unas|mi|mis|su|sus|en|solo|sola|dinero)\b)|cortó conmigo|corto conmigo|me abandonó|(?:m'a quitté\w*|m'a quitte\w*)(?!\s+(?:à|a|au|aux|devant|pour aller|en)\b)|"
            r"m'a largué\w*|m'a largue\w*|m'a plaqué\w*|m'a lâché\w*|кинула мене|кинув мене|кинула меня|кинул меня|"
            r"пішла від мене|пішов від мене|ушла от меня|ушел от меня|ушёл от меня|залишила мене|залишив мене|"
            r"бросила меня|бросил меня)")
_SPLIT = (r"(?:trennung|getrennt|geschieden|scheidung|rozstanie|rozstali\w*|rozwód|rozwod|rozwodzi\w*|rozwiedzen\w*|"
          r"rozeszli\w*|separación|separacion|separados|separadas|divorcio|divorciados|divorce|divorcés|divorces|"
          r"séparation|separation|séparés|separes|séparées|split up|separated|divorced|breakup|break-up|розлучен\w*|"
          r"розлучилис\w*|розлучення|розійшлис\w*|развод\w*|разошлис\w*|расстались|розстались|розстались)")
_AFFAIR_ACT = (r"(?:seeing|dating|sleeping with|meeting up with|hooking up with|spotykam się z|spotykam sie z|sypiam z|"
               r"spotykałam się z|spotykałem się z|treffe mich mit|schlafe mit|date|veo a|salgo con|me acuesto con|"
               r"quedo con|je vois|je sors avec|je couche avec|зустрічаюся з|зустрічаюсь з|сплю з|встречаюсь с|сплю с|"
               r"бачуся з|вижусь с)")
_BEHIND = (r"(?:behind (?:\w+'s|his|her|my \w+'s|their) back|za plecami|hinter (?:dem|seinem|ihrem|\w+s) rücken|"
           r"hinter (?:dem|seinem|ihrem|\w+s) ruecken|a espaldas de|dans le dos de|за спиною|за спиной|в тайне от|"
           r"таємно від|potajemnie|en cachette|a escondidas|heimlich)")
_MARRIED = (r"(?:married|casad[oa]|verheiratet\w*|marié\w*|marie\w*|żonat\w*|zonat\w*|zamężn\w*|zamezn\w*|одружен\w*|"
            r"заміжн\w*|женат\w*|замужн\w*)")
_SOMEONE = (r"(?:someone|somebody|a (?:man|woman|guy|girl)|alguien|un hombre|una mujer|un tío|una tía|jemand\w*|einem mann|"
            r"einer frau|quelqu'un|un homme|une femme|un mec|kimś|kims|facetem|kobietą|кимось|кимсь|чоловіком|жінкою|"
            r"кем-то|мужчиной|женщиной)")
_ADOPTED = (r"(?:adopted|adopté\w*|adopte\w*|adoptiert|adoptad[oa]s?|adoptowan\w*|adoptowal\w*|adoptował\w*|"
            r"усиновлен\w*|удочерен\w*|всиновлен\w*|удочерил\w*|усиновил\w*)")
_RAPED = (r"(?:raped|molested|sexually (?:abused|assaulted|harassed)|violée?|viol[ée]e?|vergewaltigt|missbraucht|"
          r"misshandelt|zgwałcon\w*|zgwalcon\w*|molestowan\w*|wykorzystan\w* seksualnie|violad[oa]|abusad[oa]|"
          r"agredid[oa] sexualmente|maltratad[oa]|maltraitée?s?|agressée? sexuellement|"
          r"зґвалтован\w*|згвалтован\w*|изнасилован\w*|розбещен\w*|растлен\w*)")
_RAPE = (r"(?:rape|sexual (?:abuse|assault|harassment|violence)|abuse|viol|agression sexuelle|violences? sexuelles?|"
         r"harcèlement|harcelement|vergewaltigung|missbrauch\w*|sexuell\w* (?:gewalt|belästigung|übergriff\w*)|"
         r"gwałtu|gwaltu|molestowania|przemocy seksualnej|violación|violacion|abusos?(?: sexual(?:es)?)?|"
         r"agresión sexual|acoso(?: sexual)?|зґвалтування|згвалтування|насильства|домагань|изнасилования|насилия|"
         r"домогательств)")
_HARASSED = (r"(?:harcèlement|harcelement|harcelée?|harcelé|harassed|sexually harassed|harassment|belästigt|"
             r"belästigung|molestowan\w*|molestowania|nękan\w*|nekan\w*|nękania|acosad[oa]|acoso|домаган\w*|"
             r"домогательств\w*|переслідуван\w*|преследовани\w*|stalking|stalk\w*|gestalkt)")
_HAND_ON = (r"(?:(?:raises?|raised|lifts?|lifted) (?:his|her|a) hand (?:to|against|at|on)|(?:hits|hit|beats|beat|slaps|slapped|"
            r"smacks|smacked) (?:me|my|our|the (?:kids?|children|boy|girl))(?!\s+(?:at|in|on|every|again|all|by|to|with|"
            r"record|time|score|high))|podnosi rękę na|podnosi reke na|podniósł rękę na|"
            r"podniosl reke na|podniosła rękę na|bije (?:mnie|mojego|moją|moja|moje|nasze|naszego|naszą|syna|córkę|corke|"
            r"dzieci|dziecko|wnuk\w*)(?!\s+(?:na g\w+|w|we|przy)\b)|uderzył\w* (?:mnie|mojego|moją|syna|córkę|dziecko)|erhebt die hand gegen|hand gegen "
            r"\w+ erhoben|schlägt (?:mich|meinen|meine|unseren|unsere|die kinder|das kind)(?!\s+(?:im|in|beim|bei|immer|jedes))|schlaegt (?:mich|meinen|meine)|"
            r"levanta la mano a|le levantó la mano|le levanto la mano|pega a (?:mi|mis|nuestr\w*|los niños|la niña|el niño)|"
            r"lève la main sur|leve la main sur|levé la main sur|frappe (?:mon|ma|mes|notre|nos|les enfants)|"
            r"(?:підіймає|піднімає|підняв|підняла|поднимает|поднял|подняла) руку на|б'є (?:мене|мого|мою|сина|"
            r"доньку|дітей|дитину|онук\w*)|бьет (?:меня|моего|мою|сына|дочь|детей|ребенка|ребёнка)|бьёт (?:меня|моего|мою|"
            r"сына|дочь|детей|ребенка|ребёнка))")
_IN_LAW = (r"(?:father-in-law|mother-in-law|stepfather|stepdad|stepmother|step-dad|brother-in-law|teść|tesc|teściowa|"
           r"tesciowa|ojczym|macocha|szwagier|schwiegervater|schwiegermutter|stiefvater|stiefmutter|schwager|suegro|"
           r"suegra|padrastro|madrastra|cuñado|beau-père|beau-pere|belle-mère|belle-mere|beau-frère|свекор|свекр|свекруха|"
           r"тесть|теща|вітчим|отчим|мачуха|мачеха|дядько|дядя|uncle|onkel|wujek|tío|tio|oncle|" + FAMILY[3:-1] + r")")
_ORDER = (r"(?:restraining order|protective order|protection order|non-molestation order|zakaz zbliżania|zakaz zblizania|"
          r"zakaz kontaktu|zakaz kontaktowania|kontaktverbot|annäherungsverbot|annaeherungsverbot|näherungsverbot|"
          r"gewaltschutzanordnung|gewaltschutz|orden de alejamiento|orden de protección|orden de proteccion|"
          r"ordonnance de protection|interdiction d'approcher|interdiction de contact|mesure d'éloignement|"
          r"охоронн\w* припис\w*|заборон\w* наближ\w*|обмежувальн\w* припис\w*|запрет на приближение|"
          r"защитн\w* предписани\w*|охранн\w* ордер\w*)")

RELATIONSHIP_STRONG = [
    # a separation told with the reflexive: "ich habe mich von meinem Mann getrennt", "wir haben uns getrennt"
    _B + r"(?:hab|habe|haben|hatte|hatten)\s+(?:mich|uns)\s+(?:\S+\s+){0,4}?(?:getrennt|scheiden lassen)"
    + _E,
    # a separation or divorce as a note: "Trennung von Sven, er ist ausgezogen", "divorcio, él se queda el piso"
    _HEAD + _NOQ + r"(?:(?:my|our|mein\w*|unser\w*|mi|nuestra|ma|notre|moja|nasza|мій|моя|наша|наше|наш)\s+)?" + _SPLIT
    + r"(?:\s+(?:von|from|z|de|avec|con|з|с|от|від|with)\s+(?!(?:beruf\w*|"
    r"arbeit|privat\w*|daten|müll|abfall|gewalten|kirche|staat|church|state|work|powers|pracy|kościoła|trabajo|"
    r"iglesia|estado|poderes|travail|église|l'église|l'état|pouvoirs|роботи|церкви|держави|работы|государства)"
    + _E + r")[^\W\d_]+(?=\s*(?:[,;.\-–—]|$))|\s*[,;:\-–—]|\s+(?:since|seit|od|desde|depuis|від|с|з)\s|\s+(?:\w+\s+)?(?:vor|ago|temu|hace|il y a|"
    r"тому|назад)\b)",
    # a divorce under way, said of the speaker: "estamos en trámites de divorcio", "in the middle of a divorce"
    _B + r"(?:i'm|i am|we're|we are|im|jestem|jesteśmy|jestesmy|bin|sind|wir sind|ich bin|estoy|estamos|je suis|nous sommes|"
    r"on est|я|ми|мы)\s+(?:\w+\s+)?(?:in the middle of|going through|in the process of|getting|w trakcie|w toku|mitten in der|in der|en trámites de|"
    r"en tramites de|en pleno|en proceso de|en instance de|en cours de|в процесі|в процессе|посеред)\s+(?:a |an |my |our |"
    r"unserer |meiner |mi |nuestro |mon |notre |mojego |naszego )?(?:divorce|separation|rozwodu|rozstania|scheidung|"
    r"trennung|divorcio|separación|separacion|séparation|розлучення|развода)" + _E,
    # being dumped: "my gf dumped me over text", "моя дівчина ... кинула мене", "mi novia me dejó"
    _B + _PARTNER + _E + _CL + r"{0,60}?" + _B + _LEFT_ME + _E,
    # "mi novia y yo lo dejamos", "my girlfriend and I broke up", "meine Freundin und ich haben uns getrennt"
    _B + _PARTNER + r"\s+(?:y|and|und|i|et|і|и|a)\s+(?:yo|i|ich|ja|moi|je|я)\s+(?:lo dejamos|lo hemos dejado|nos separamos|"
    r"broke up|split up|split|separated|haben uns getrennt|sind getrennt|rozstaliśmy się|rozstalismy sie|zerwaliśmy|"
    r"zerwalismy|on a rompu|avons rompu|nous sommes séparés|nous nous sommes séparés|розійшлися|розлучилися|розсталися|"
    r"расстались|разошлись|развелись)" + _E,
    # an affair: "seeing J behind Mark's back", "Estoy con alguien casado", "je couche avec un homme marié"
    r"(?:" + _SUBJ + r"|" + _NOQ + r")" + _B + _AFFAIR_ACT + _CL + r"{0,40}?" + _BEHIND,
    _B + r"(?:i'm|i am|im|estoy|je suis|ich bin|bin|jestem|я|i've been|he estado|j'ai été|war|byłam|bylam|byłem|bylem|"
    + _AFFAIR_ACT[3:-1] + r")\s+(?:\w+\s+){0,2}?(?:with|con|avec|mit|z|ze|з|с)\s+" + _SOMEONE + r"\s+(?:who's |who is |"
    r"que está |que esta |der |die |qui est |który jest |która jest |który ma |що |который |которая )?(?:\w+\s+)?"
    + _MARRIED + _E,
    r"(?:" + _SUBJ + r"|" + _NOQ + r")" + _B + _AFFAIR_ACT + r"\s+" + _SOMEONE + r"\s+(?:who's |who is |que está |que esta |der |die |qui est |który jest |"
    r"która jest |що |который |которая )?(?:\w+\s+)?" + _MARRIED + _E,
    r"(?:" + _SUBJ + r"|" + _NOQ + r")" + _B + _AFFAIR_ACT + r"\s+(?:a |an |un |une |una |einem |einer )?(?:married|casad[oa]|verheiratet\w*|marié\w*|żonat\w*|"
    r"zonat\w*|zamężn\w*|одружен\w*|заміжн\w*|женат\w*|замужн\w*)" + _E,
    # a relative adopted: "Mon fils a été adopté à trois ans", "my daughter was adopted", "nasz syn jest adoptowany"
    _B + FAMILY + _E + r"\s+(?:\w+\s+)?(?:was|is|a été|a ete|est|wurde|ist|fue|es|está|został\w*|zostal\w*|jest|був|була|"
    r"є|был|была)\s+(?:\w+\s+)?" + _ADOPTED,
    r"(?:we|i|nous|j'ai|wir|ich|hemos|he|adoptamos|zaadoptowal\w*|zaadoptował\w*|ми|мы|я)\s+(?:\w+\s+)?(?:adopted|adopté|"
    r"adopte|adoptiert|adoptado|adoptowali|усиновили|удочерили|усыновили|удочерили)\s+(?:our|my|notre|mon|ma|unser\w*|"
    r"mein\w*|a nuestr\w*|a mi|nasz\w*|moj\w*|нашого|нашу|мого|мою|нашего|нашу|моего|мою)\s+" + FAMILY,
    # rape, sexual abuse, harassment suffered: "J'ai été victime d'un viol", "violée à 19 ans", "als Kind misshandelt worden"
    r"(?:victim of|a victim of|victime d'un|victime d'une|victime de|víctima de|victima de|ofiarą|ofiara|opfer (?:einer|eines|"
    r"von)|жертвою|жертвой)\s+(?:\w+\s+)?" + _RAPE,
    _HEAD + _NOQ + r"(?:\S+\s+)?" + _RAPED + _E,
    r"(?:i was|i got|i've been|ive been|i have been|ich wurde|wurde ich|bin (?:\w+ )?(?:worden)?|fui|he sido|me|j'ai été|"
    r"j'ai ete|je me suis fait|je me suis faite|byłam|bylam|byłem|bylem|zostałam|zostalam|zostałem|я була|я був|мене|"
    r"меня|была|был)\s+(?:\w+\s+){0,3}?" + _RAPED + _E,
    _RAPED + r"\s+(?:\w+\s+){0,3}?(?:worden|word)" + _E,
    r"(?:j'ai subi|j'ai vécu|j'ai vecu|j'ai été|j'ai ete|i've been|ive been|ich bin|he sido|zostałam|zostalam|"
    r"zostałem|i experienced|i went through|i suffered|i was|i'm being|im being|ich wurde|ich werde|"
    r"wurde ich|doświadczyłam|doświadczyłem|doswiadczylam|byłam|bylam|jestem|sufrí|sufri|sufro|estoy sufriendo|fui|"
    r"я зазнала|я зазнав|я пережила|пережила|пережил|я терплю|мене|меня)\s+(?:\w+\s+){0,3}?" + _HARASSED,
    r"(?:hat|hatte) mich\s+(?:\w+\s+){0,4}?(?:angefasst|begrapscht|betatscht|missbraucht|unsittlich berührt|befummelt)"
    + _E,
    r"(?:touched|groped|molested|abused|fondled) me" + _E + r"(?!\s+(?:deeply|so|profoundly|really|a lot|greatly))",
    r"(?:dotykał\w*|dotykal\w*|obmacywał\w*) mnie|mnie (?:dotykał\w*|dotykal\w*|obmacywał\w*)|me (?:"
    r"manoseaba|manoseó)|m'a (?:touchée|touché|tripotée|tripote)|me touchait|(?:торкався|лапав|мацав) мене|"
    r"(?:трогал|лапал|домогался) меня|мене (?:торкався|лапав|мацав)|меня (?:трогал|лапал)",
    r"(?:happened to me|something happened|coś mi się stało|cos mi sie stalo|ist mir (?:etwas |was )?passiert|"
    r"mir ist (?:etwas |was )?passiert|me pasó algo|me paso algo|me pasó|il m'est arrivé|quelque chose m'est arrivé|"
    r"зі мною (?:щось )?сталося|со мной (?:что-то )?случилось)[^?]{0,120}?(?:never reported|didn't report|never told|"
    r"nie zgłosi\w*|nikomu nie powiedzia\w*|nie zgłaszał\w*|nicht angezeigt|nie angezeigt|nicht gemeldet|niemandem "
    r"(?:erzählt|erzaehlt|gesagt)|nunca (?:lo )?denunci\w*|no (?:lo )?denunci\w*|nunca se lo (?:he )?contado|"
    r"jamais porté plainte|jamais porte plainte|pas porté plainte|jamais (?:rien )?dit|ніколи не заявля\w*|"
    r"нікому не розповіда\w*|никогда не заявля\w*|никому не рассказыва\w*)",
    # a relative raising a hand on a child or on the speaker: "Свекор підіймає руку на сина", "my stepdad hits my brother"
    _B + _IN_LAW + _E + r"\s+(?:\w+\s+){0,2}?" + _HAND_ON,
    # a restraining order: "Tengo una orden de alejamiento contra ...", "I got a restraining order against my ex"
    _B + _ORDER + _CL + r"{0,30}?" + _B + r"(?:against|contra|gegen|przeciw\w*|contre|проти|против)" + _E,
    r"(?:i have|i've got|i got|i've taken out|i took out|i filed|tengo|tenemos|he pedido|pedí|mam|mamy|dostałam|"
    r"dostalam|złożyłam|ich habe|hab|habe|wir haben|j'ai|j'ai obtenu|on a|я маю|у мене|у меня|ми маємо|я получила|"
    r"я отримала)\s+(?:\w+\s+){0,2}?" + _ORDER,
]
RELATIONSHIP_TRIGGERS = [
    "trennung", "getrennt", "geschieden", "scheidung", "rozstanie", "rozstaliśmy", "rozwód", "rozwodu", "rozwodzimy",
    "rozwiedzeni", "rozeszliśmy", "separación", "separados", "separadas", "divorcio", "divorciados", "divorce",
    "divorcés", "séparation", "separation", "séparés", "séparées", "split", "separated", "divorced", "breakup",
    "break-up", "розлучення", "розлучені", "розлучилися", "розійшлися", "развод", "развода", "разошлись", "расстались",
    "розсталися", "rozstania",
    "dumped", "ditched", "behind", "raises", "raised", "lifts", "lifted", "lève", "levé", "levanta", "levantó", "підіймає",
    "піднімає", "підняв", "підняла", "поднимает", "поднял", "подняла", "podnosi", "podniósł", "podniosła", "erhebt",
    "erhoben", "sobriété", "sobriedad", "broke", "cheated", "ghosted", "rzucił", "rzuciła", "zostawił", "zostawiła",
    "odszedł", "odeszła", "verlassen", "schluss", "abserviert", "sitzen", "dejó", "dejado", "cortó", "abandonó",
    "quitté", "quittée", "largué", "larguée", "plaqué", "plaquée", "lâché", "lâchée", "кинула", "кинув", "кинул",
    "пішла", "пішов", "ушла", "ушел", "ушёл", "залишила", "залишив", "бросила", "бросил", "dejamos", "separamos",
    "zerwaliśmy", "rompu", "розійшлися", "развелись",
    "plecami", "rücken", "espaldas", "спиною", "спиной", "тайне", "таємно", "potajemnie", "cachette",
    "escondidas", "heimlich",
    "married", "casado", "casada", "verheiratet", "verheirateten", "verheirateter", "marié", "mariée", "żonaty",
    "żonatym", "zamężna", "zamężną", "одружений", "одруженим", "заміжня", "заміжньою", "женат", "женатым", "замужем",
    "замужней",
    "adopted", "adopté", "adoptée", "adoptiert", "adoptado", "adoptada", "adoptowany", "adoptowana", "adoptowaliśmy",
    "zaadoptowaliśmy", "усиновлений", "усиновлена", "удочерена", "усыновлен", "удочерена", "усиновили", "удочерили",
    "усыновили",
    "victim", "victime", "víctima", "ofiarą", "ofiara", "opfer", "жертвою", "жертвой",
    "raped", "molested", "abused", "harassed", "violée", "violé", "vergewaltigt", "missbraucht", "misshandelt",
    "zgwałcona", "zgwałcony", "molestowana", "molestowany", "wykorzystana", "violada", "violado", "abusada", "abusado",
    "agredida", "maltratada", "maltratado", "maltraité", "maltraitée", "abusé", "abusée", "agressée", "зґвалтована",
    "згвалтована", "изнасилована", "розбещена", "harcèlement", "harcelée", "harcelé", "harassment", "belästigt",
    "belästigung", "molestowania", "nękana", "nękany", "nękania", "acosada", "acosado", "acoso", "домагання",
    "домагань", "домогательства", "переслідування", "преследования", "stalking", "gestalkt",
    "angefasst", "begrapscht", "betatscht", "berührt", "befummelt", "groped", "fondled", "dotykał",
    "dotykała", "obmacywał", "tocaba", "tocó", "manoseaba", "manoseó", "touchée", "touché", "tripotée", "touchait",
    "торкався", "лапав", "мацав", "трогал", "лапал", "домогался",
    "stało", "passiert", "pasó", "arrivé", "сталося", "случилось",
    "hits", "beats", "slaps", "smacks", "slapped", "smacked",
    "bije", "uderzył", "uderzyła", "schlägt", "pega", "frappe", "б'є", "бьет", "бьёт",
    "restraining", "non-molestation", "kontaktverbot", "annäherungsverbot",
    "näherungsverbot", "gewaltschutzanordnung", "gewaltschutz", "alejamiento", "protección", "ordonnance",
    "éloignement", "охоронний", "охоронного", "заборона", "заборону", "обмежувальний", "запрет",
    "защитное", "охранный",
]

# ---------------------------------------------------------------- beliefs

_PARTY = (r"(?:party|partei\w*|partido|parti|partii|partia|партії|партии|партія|партия|youth wing|jugendorganisation|"
          r"juventud\w*|nuevas generaciones|jeunes \w+|młodzieżówk\w*|mlodziezowk\w*|молодіжн\w* (?:крил\w*|організац\w*)|"
          r"молодежн\w* (?:крыл\w*|организац\w*)|linksjugend|jusos|junge union|julis|junge liberale|junge alternative|"
          r"grüne jugend|gruene jugend|solid|young (?:labour|conservatives|greens|republicans|democrats|liberals)|labour|"
          r"tories|the conservatives|lib ?dems|reform uk|snp|plaid|the greens|the democrats|the republicans|dsa|cdu|csu|"
          r"spd|afd|fdp|grünen|gruenen|grüne|gruene|die linke|linke|bsw|psoe|pp|ps|vox|podemos|sumar|erc|junts|bildu|pnv|"
          r"la france insoumise|lfi|insoumis|rassemblement national|rn|les républicains|républicains|renaissance|eelv|"
          r"écologistes|pcf|reconquête|reconquete|pis|prawo i sprawiedliwość|platform\w* obywatelsk\w*|koalicj\w* "
          r"obywatelsk\w*|konfederacj\w*|razem|lewic\w*|psl|polska 2050|młodzi razem|forum młodych|młodzi demokraci|"
          r"слуг\w* народу|європейська солідарність|батьківщина|свобода|єдина росія|кпрф|яблоко)")
_ACTIVE = (r"(?:je milite|milite|je suis militante?|je suis adhérent\w*|je suis membre|milito|soy militante|"
           r"estoy afiliad[oa]|soy afiliad[oa]|działam|dzialam|udzielam się|jestem członki\w*|jestem członkiem|"
           r"należę do|naleze do|engagiere mich|bin (?:\w+ ){0,2}(?:aktiv|mitglied|engagiert)|i'm (?:active|involved|a member)|"
           r"i am (?:active|involved|a member)|i campaign|i volunteer|i canvass|i'm a member|я член|я активіст\w*|"
           r"я волонтер\w*|я в партії|я состою|состою в|я активист\w*|волонтерю|агітую|агитирую)")
_VOTE = (r"(?:i vote|i voted|i always vote|i've always voted|i'll vote|i will vote|głosuję na|glosuje na|głosowałe?m na|"
         r"glosowale?m na|głosowałam na|glosowalam na|zagłosuję na|zaglosuje na|wähle|waehle|wählte|ich wähle|hab \w+ "
         r"gewählt|habe \w+ gewählt|voto a|voto al|voto por|voté a|voté al|vote a|votaré a|votare a|je vote|j'ai voté|"
         r"j'ai vote|je voterai|голосую за|голосував за|голосувала за|голосовал за|голосовала за|проголосую за)")

_FAITH_PLURAL = (r"(?:juifs|juives|musulmans|musulmanes|catholiques|protestants|protestantes|évangéliques|evangeliques|"
                 r"orthodoxes|bouddhistes|hindous|sikhs|mormons|témoins de jéhovah|temoins de jehovah|jewish|muslims?|"
                 r"catholics?|christians?|evangelicals?|orthodox|buddhists?|hindus?|jehovah's witnesses|mormons?|jüdisch|"
                 r"juden|muslime|katholisch|katholiken|evangelisch|orthodox|buddhisten|zeugen jehovas|judíos|judias|judías|"
                 r"musulmanes|católicos|catolicos|católicas|evangélicos|evangelicos|ortodoxos|budistas|testigos de jehová|"
                 r"żydami|zydami|muzułmanami|muzulmanami|katolikami|prawosławni|prawoslawni|protestantami|świadkami jehowy|"
                 r"swiadkami jehowy|євреї|юдеї|мусульмани|католики|православні|протестанти|свідки єгови|евреи|иудеи|"
                 r"мусульмане|православные|протестанты|свидетели иеговы)")

BELIEFS_STRONG = [
    # a party as one's side: "soy del PSOE de toda la vida", "je suis encarté au PS", "jestem z Razem"
    _B + r"(?:soy del|soy de la|soy de|je suis du|je suis au|je suis à|je suis encarté\w* (?:au|à|chez)|jestem z|jestem w|"
    r"я з|я в|я за)\s+(?:\w+\s+)?" + _PARTY + _E,
    # the household's faith: "On est juifs pratiquants", "we're practising Muslims", "wir sind Zeugen Jehovas"
    _B + r"(?:on est|nous sommes|we are|we're|wir sind|somos|jesteśmy|jestesmy|ми|мы|my family is|our family is|"
    r"notre famille est|unsere familie ist|mi familia es|nasza rodzina jest)\s+(?:\w+\s+)?" + _FAITH_PLURAL + _E,
    # activism in a party or its youth wing: "je milite chez les jeunes insoumis", "działam w młodzieżówce partii Razem"
    _B + _ACTIVE + r"\s+(?:\S+\s+){0,4}?" + _PARTY + _E,
    _B + r"(?:bin|ich bin|war|ich war)\s+(?:\S+\s+){0,3}?(?:bei|in|im)\s+(?:der|den|dem)?\s*" + _PARTY
    + r"\s+(?:\w+\s+)?(?:aktiv|engagiert|mitglied)" + _E,
    # the party one votes for: "wähle seit Jahren Linke", "I always vote Labour", "głosuję na Razem"
    _B + _VOTE + r"\s+(?:\S+\s+){0,3}?" + _PARTY + _E + r"(?!\s+(?:seite|spalte|hand|maustaste|taste|spur|ecke|option))",
]
BELIEFS_TRIGGERS = [
    "psoe", "pp", "vox", "podemos", "sumar", "erc", "junts", "bildu", "pnv", "ps", "lfi", "rn", "insoumis", "eelv",
    "pcf", "encarté", "encartée", "razem", "lewicy", "lewica", "konfederacji", "konfederacja", "pis", "psl", "partii",
    "partido", "parti", "партії", "партія", "слуги",
    "juifs", "juives", "musulmans", "musulmanes", "catholiques", "protestants", "protestantes", "évangéliques",
    "orthodoxes", "bouddhistes", "hindous", "sikhs", "mormons", "témoins", "jewish", "muslim", "muslims", "catholic",
    "catholics", "christian", "christians", "evangelical", "evangelicals", "orthodox", "buddhist", "buddhists", "hindu",
    "hindus", "witnesses", "mormon", "jüdisch", "juden", "muslime", "katholisch", "katholiken", "evangelisch",
    "buddhisten", "jehovas", "judíos", "judías", "católicos", "católicas", "evangélicos", "ortodoxos", "budistas",
    "testigos", "żydami", "muzułmanami", "katolikami", "prawosławni", "protestantami", "świadkami", "євреї", "юдеї",
    "мусульмани", "католики", "православні", "протестанти", "свідки", "евреи", "иудеи", "мусульмане", "православные",
    "протестанты", "свидетели",
    "milite", "militant", "militante", "adhérent", "adhérente", "milito", "afiliado", "afiliada", "działam",
    "udzielam", "członkiem", "członkinią", "należę", "engagiere", "aktiv", "mitglied", "engagiert", "active",
    "member", "canvass", "член", "активіст", "активістка", "волонтер", "состою",
    "активист", "активистка", "волонтерю", "агітую", "агитирую",
    "vote", "voted", "głosuję", "głosowałem", "głosowałam", "zagłosuję", "wähle", "wählte", "gewählt", "voto", "voté",
    "votaré", "voterai", "голосую", "голосував", "голосувала", "голосовал", "голосовала", "проголосую",
]

# ---------------------------------------------------------------- ethnicity

_COUNTRY = (r"(?:vietnam|viet nam|china|korea|japan|india|pakistan|bangladesh|sri lanka|afghanistan|iran|iraq|syria|"
            r"lebanon|palestine|israel|turkey|türkei|turquía|turquie|morocco|marokko|marruecos|maroc|algeria|algerien|"
            r"argelia|algérie|tunisia|tunesien|túnez|tunisie|egypt|ägypten|egipto|égypte|nigeria|ghana|senegal|sénégal|"
            r"mali|somalia|eritrea|ethiopia|äthiopien|etiopía|éthiopie|congo|kongo|cameroon|kamerun|camerún|cameroun|"
            r"kenya|kenia|jamaica|jamaika|philippines|philippinen|filipinas|thailand|tailandia|thaïlande|mexico|mexiko|"
            r"méxico|mexique|colombia|kolumbien|colombie|ecuador|peru|perú|pérou|bolivia|bolivien|bolivie|cuba|kuba|"
            r"dominican republic|república dominicana|haiti|haití|haïti|brazil|brasilien|brasil|brésil|romania|rumänien|"
            r"rumanía|roumanie|bulgaria|bulgarien|bulgarie|albania|albanien|albanie|kosovo|bosnia|bosnien|bosnie|serbia|"
            r"serbien|serbie|croatia|kroatien|croacia|croatie|poland|polen|polonia|pologne|ukraine|ukraina|ucrania|russia|"
            r"russland|rusia|russie|belarus|weißrussland|bielorrusia|biélorussie|chechnya|tschetschenien|chechenia|"
            r"tchétchénie|georgia|georgien|armenia|armenien|arménie|kazakhstan|kasachstan|kazajistán|uzbekistan|"
            r"usbekistan|kurdistan|kurdistán|eritrea|sudan|sudán|soudan|wietnam\w*|chin|korei|japonii|indii|pakistanu|"
            r"turcji|maroka|algierii|nigerii|ukrainy|rosji|białorusi|bialorusi|gruzji|armenii|czeczenii|kazachstanu|"
            r"wietnamu|в'єтнам\w*|вьетнам\w*|кита\w*|кореї|кореи|індії|индии|туреччин\w*|турци\w*|марокко|сирі\w*|"
            r"сири\w*|грузі\w*|грузи\w*|вірмені\w*|армени\w*|казахстан\w*|узбекистан\w*|чечн\w*)")
_PARENTS = (r"(?:my parents|my (?:mum|mom|dad|father|mother|grandparents|family)|meine eltern|meine (?:mutter|großeltern|"
            r"familie)|mein vater|mis padres|mi (?:madre|padre|familia)|mis abuelos|mes parents|mes grands-parents|ma mère|"
            r"ma mere|mon père|mon pere|ma famille|moi rodzice|moi dziadkowie|moja (?:mama|matka|rodzina)|mój (?:tata|ojciec)|"
            r"moj (?:tata|ojciec)|мої батьки|моя (?:мама|мати|родина|сім'я)|мій (?:тато|батько)|мои родители|"
            r"моя (?:семья)|мой (?:папа|отец))")
_CAME_FROM = (r"(?:are|were|came|come|is|was|sind|kommen|kamen|kam|ist|stammen|stammt|son|vienen|vinieron|es|vino|sont|"
              r"viennent|sont venus|est|vient|est venue?|są|sa|pochodzą|pochodza|pochodzi|przyjechali|przyjechała|"
              r"przyjechał|приїхали|приїхала|приїхав|родом|походять|походить|приехали|приехала|приехал)")
_ROOTS = (r"(?:korzenie \w+(?:skie|ckie|dzkie)|korzenie (?:w|z|ze) \w+|\w+(?:ish|ian|ese|an|i|ic) (?:roots|heritage)|"
          r"roots (?:in|from) \w+|\w+(?:ische|sche) wurzeln|wurzeln (?:in|aus) \w+|raíces \w+(?:as|es)|raices \w+(?:as|es)|"
          r"raíces (?:en|de) \w+|raices (?:en|de) \w+|racines \w+(?:es)|racines (?:en|au|aux|à|a) \w+|"
          r"\w+(?:ське|цьке|зьке) коріння|коріння (?:з|в|у) \w+|\w+(?:ские|цкие) корни|корни (?:из|в) \w+)")

ETHNICITY_STRONG = [
    # one's roots with their people: "mam korzenie łemkowskie", "I have Irish roots", "j'ai des racines kabyles"
    r"(?:mam|mamy|i have|we have|i've got|ich habe|habe|hab|wir haben|tengo|tenemos|j'ai|on a|nous avons|маю|у мене|"
    r"у меня|ми маємо|my|moje|meine|mis|mes|моє|мои|our|nasze|unsere|nuestras|nos|наше)\s+(?:\w+\s+){0,2}?" + _ROOTS + _E,
    # parents who came from a country: "meine eltern sind aus vietnam", "mis padres son de Marruecos"
    _B + _PARENTS + r"\s+(?:\w+\s+)?" + _CAME_FROM + r"\s+(?:\w+\s+)?(?:from|aus|de|d'|del|du|z|ze|з|із|из)\s*(?:the |der |"
    r"dem |la |le |el )?" + _COUNTRY + _E,
    # a family of harkis: "famille harkie", "ma famille est harkie", "mon grand-père était harki"
    _B + r"(?:famille|family|familia|familie|rodzin\w*|родин\w*|семь\w*|grand-père|grand-pere|grand-mère|grand-mere|"
    r"grands-parents|parents|père|pere|mère|mere|oncle|tante)\s+(?:\w+\s+)?(?:harki\w*|pied-noir|pieds-noirs)" + _E,
]
ETHNICITY_TRIGGERS = [
    "korzenie", "roots", "heritage", "wurzeln", "raíces", "racines", "коріння", "корни",
    "vietnam", "china", "korea", "japan", "india", "pakistan", "bangladesh", "lanka", "afghanistan", "iran", "iraq",
    "syria", "lebanon", "palestine", "israel", "turkey", "türkei", "turquía", "turquie", "morocco", "marokko",
    "marruecos", "maroc", "algeria", "algerien", "argelia", "algérie", "tunisia", "tunesien", "túnez", "tunisie",
    "egypt", "ägypten", "egipto", "égypte", "nigeria", "ghana", "senegal", "sénégal", "mali", "somalia", "eritrea",
    "ethiopia", "äthiopien", "etiopía", "éthiopie", "congo", "kongo", "cameroon", "kamerun", "camerún", "cameroun",
    "kenya", "kenia", "jamaica", "jamaika", "philippines", "philippinen", "filipinas", "thailand", "tailandia",
    "thaïlande", "mexico", "mexiko", "méxico", "mexique", "colombia", "kolumbien", "colombie", "ecuador", "peru",
    "perú", "pérou", "bolivia", "bolivien", "bolivie", "cuba", "kuba", "dominican", "dominicana", "haiti", "haití",
    "haïti", "brazil", "brasilien", "brasil", "brésil", "romania", "rumänien", "rumanía", "roumanie", "bulgaria",
    "bulgarien", "bulgarie", "albania", "albanien", "albanie", "kosovo", "bosnia", "bosnien", "bosnie", "serbia",
    "serbien", "serbie", "croatia", "kroatien", "croacia", "croatie", "poland", "polen", "polonia", "pologne",
    "ukraine", "ukraina", "ucrania", "russia", "russland", "rusia", "russie", "belarus", "weißrussland", "bielorrusia",
    "biélorussie", "chechnya", "tschetschenien", "chechenia", "tchétchénie", "georgia", "georgien", "armenia",
    "armenien", "arménie", "kazakhstan", "kasachstan", "kazajistán", "uzbekistan", "usbekistan", "kurdistan",
    "kurdistán", "sudan", "sudán", "soudan", "wietnamu", "wietnamie", "chin", "korei", "japonii", "indii", "pakistanu",
    "turcji", "maroka", "algierii", "nigerii", "ukrainy", "rosji", "białorusi", "gruzji", "armenii", "czeczenii",
    "kazachstanu", "в'єтнаму", "в'єтнам", "вьетнама", "вьетнам", "китаю", "китая", "кореї", "кореи", "індії",
    "индии", "туреччини", "турции", "марокко", "сирії", "сирии", "грузії", "грузии", "вірменії", "армении",
    "казахстану", "казахстана", "узбекистану", "узбекистана", "чечні", "чечни",
    "harki", "harkie", "harkis", "harkies", "pied-noir", "pieds-noirs", "pied", "pieds",
]

# ---------------------------------------------------------------- sexuality

SEXUALITY_STRONG = [
    # a partner the family takes for a flatmate or a friend: "rodzina myśli, że to współlokator"
    r"(?:think|thinks|thought|believe|believes|myśl\w*|mysl\w*|sądz\w*|denk\w*|glaub\w*|cree\w*|piens\w*|croi\w*|pens\w*|"
    r"дума\w*|счита\w*|вважа\w*)\s*,?\s*(?:that |że |ze |dass |que |qu'|що |что )?(?:\w+\s+){0,3}?(?:(?:just )?(?:a |my |"
    r"mój |moja |mein\w* |mi |mon |ma |мій |моя |мой )?(?:flatmate|roommate|housemate|współlokator\w*|wspollokator\w*|"
    r"mitbewohner\w*|compañer[oa] de piso|companer[oa] de piso|coloc|colocataire|сусід\w*|сосед\w*))" + _E
    # (round 43) the flatmate is what they take the partner for - the claim ends there ("... that Jonas is just my
    # flatmate.", "dass er nur mein Mitbewohner ist", "что он мой сосед по квартире") -, not the subject of a new clause:
    # "Ich glaube, mein Mitbewohner nimmt sich was aus meinem Kühlschrank" suspects a flatmate of taking food
    + r"(?=\s*(?:$|[.,;:!)\"»”—–-]|(?:and|und|i|y|et|і|и|but|aber|ale|pero|mais|але|но|ist|sei|wäre|is|es|est|jest|є|"
    r"по|now|jetzt|teraz|ahora|maintenant|тепер|теперь|anymore|mehr)(?![\w'])))"
    + r"(?<=\w)(?=[^?]*$)",
]
SEXUALITY_TRIGGERS = [
    "flatmate", "roommate", "housemate", "współlokator", "współlokatorka", "współlokatora", "mitbewohner",
    "mitbewohnerin", "compañero", "compañera", "coloc", "colocataire", "сусід", "сусідка", "сосед", "соседка",
]


_PREGNANCY_TRIGGERS = ["pregnant", "embarazada", "encinta", "enceinte", "schwanger", "ciąży", "ciąża", "вагітна", "беременна",
                       "вагітності", "беременности", "ssw"]


def _groups(kind: str, triggers: list[str], patterns: list[str], groups: tuple[tuple[int, ...], ...]):
    """An area split into groups of patterns, each run only for its own words: a trigger word goes to the groups whose
    patterns spell its first five letters (or the whole of a shorter word), to all if none does."""
    out = []
    for group in groups:
        text = " ".join(patterns[i] for i in group)
        out.append(([w for w in triggers if w.lower()[:5].rstrip("'") in text], tuple(patterns[i] for i in group)))
    placed = {w for own, _ in out for w in own}
    return tuple((kind, words(own + [w for w in triggers if w not in placed]), ps) for own, ps in out)


# (area, its words, its patterns), read by disclosures.py; health in groups (a pregnancy's words open no addiction pattern)
AREAS = (
    *_groups("HEALTH", [w for w in HEALTH_TRIGGERS if w not in _PREGNANCY_TRIGGERS], HEALTH_STRONG, ((12, 13, 14, 15, 16), (17,),
                                                         (0, 1, 2, 3, 4, 5, 9, 18, 19, 20, 21), (6, 7, 8, 22, 23, 24, 25))),
    # the pregnancy counted, both orders as one pattern (a pregnancy is a common word: one compile, not two)
    ("HEALTH", words(_PREGNANCY_TRIGGERS), ("(?:" + HEALTH_STRONG[10] + ")|(?:" + HEALTH_STRONG[11] + ")",)),
    ("FINANCE", words(FINANCE_TRIGGERS), tuple(FINANCE_STRONG[i] for i in (2, 3, 8, 9, 10, 11, 12))),
    ("RELATIONSHIP", words(RELATIONSHIP_TRIGGERS), tuple(RELATIONSHIP_STRONG)),
    ("BELIEFS", words(BELIEFS_TRIGGERS), tuple(BELIEFS_STRONG)),
    ("ETHNICITY", words(ETHNICITY_TRIGGERS), tuple(ETHNICITY_STRONG)),
    ("SEXUALITY", words(SEXUALITY_TRIGGERS), tuple(SEXUALITY_STRONG)),
)
# (money that may come without a digit: loans counted in words, missed instalments, a personal insolvency, a garnishment)
AREAS_ANY = (("FINANCE", words(FINANCE_TRIGGERS), tuple(FINANCE_STRONG[i] for i in (0, 1, 4, 5, 6, 7))),)
