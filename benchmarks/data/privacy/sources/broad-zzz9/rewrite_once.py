# one-off edit used while writing: replaces lines that had become near-translations of each other across languages
import sys
NEW = {
'pl': [
 ('yellow|uncertain|stress|', 'yellow|uncertain|stomach-unclear|undiagnosed, cause unclear|Od kiedy przejąłem warsztat po ojcu, co rano mam ścisk w żołądku; nie wiem, czy to nerwy, czy coś z jedzeniem.'),
 ('yellow|uncertain|undecided-sale|', 'yellow|uncertain|undecided-lease|undecided step|Biję się z myślami, czy nie wydzierżawić części pola sąsiadowi, na razie nic nie podpisałem.'),
 ('yellow|uncertain|rumour-tenant|', 'yellow|uncertain|rumour-tenant|rumour about a tenant|W bloku gadają, że najemca z parteru chce się wyprowadzić po cichu bez płacenia, ale to tylko plotki.'),
 ('yellow|uncertain|vague-health|', 'yellow|uncertain|relative-unclear|unclear remark about a relative|Ojciec, z którym prowadzę pasiekę, ostatnio zapomina nazw roślin – pewnie wiek, a może nie.'),
 ('yellow|uncertain|partial-pin|', 'yellow|uncertain|partial-code|only part of a code|Kod do kłódki na bramie pola zapisałem tylko częściowo: 4 i 1 na początku, reszty nie pamiętam.'),
 ('yellow|uncertain|relationship-vague|', 'yellow|uncertain|relationship-vague|vague family tension|Brat, z którym dzielimy sklep, od miesiąca prawie się nie odzywa, nie wiem, czy chodzi o pieniądze.'),
 ('yellow|uncertain|possible-inspection|', 'yellow|uncertain|possible-inspection|outcome unknown|Inspektor z sanepidu był dziś w barze i nic nie powiedział, nie wiem, czy będzie kara.'),
 ('green|benign|customer-reply|', 'green|benign|customer-reply|customer reply|Napisz odpowiedź dla klienta, który pyta, czy naprawiamy też rowery elektryczne (tak, od marca).'),
 ('green|benign|weather|', 'green|benign|weather-station|equipment question|Czy opłaca się kupić stację pogodową do sadu, żeby lepiej planować opryski?'),
 ('green|benign|cashflow|', 'green|benign|financing-general|general financing question|Czy lepiej brać kredyt obrotowy czy faktoring, gdy klienci płacą po 60 dniach?'),
 ('green|benign-lookalike|batch-number|', 'green|benign-lookalike|serial-number|device serial number|Numer unikatowy kasy fiskalnej BDE 18045672 jest drukowany na każdym paragonie – czy klienci mogą coś z nim zrobić?'),
],
'de': [
 ('yellow|uncertain|stress|', 'yellow|uncertain|headache-unclear|undiagnosed, cause unclear|Seit dem Umbau des Hofladens habe ich ständig Kopfschmerzen, ob vom Stress oder vom Staub, weiß ich nicht.'),
 ('yellow|uncertain|undecided-sale|', 'yellow|uncertain|undecided-hiring|undecided step|Vielleicht stelle ich nächstes Jahr einen Gesellen ein, vielleicht auch nicht, das hängt an den Aufträgen.'),
 ('yellow|uncertain|rumour-tenant|', 'yellow|uncertain|rumour-tenant|rumour about a tenant|Ein Nachbar behauptet, meine Mieterin halte einen Hund, obwohl der Vertrag das ausschließt – gesehen habe ich nichts.'),
 ('yellow|uncertain|vague-health|', 'yellow|uncertain|relative-unclear|unclear remark about a relative|Mein Vater, der noch im Betrieb mithilft, wirkt in letzter Zeit oft verwirrt; vielleicht ist er nur übermüdet.'),
 ('yellow|uncertain|partial-code|', 'yellow|uncertain|partial-code|only part of a code|Vom Code fürs Hoftor weiß ich nur noch die ersten zwei Ziffern, eine 6 und eine 3.'),
 ('yellow|uncertain|possible-audit|', 'yellow|uncertain|possible-inspection|outcome unknown|Der Zoll war heute wegen Mindestlohn im Café, ob da noch etwas nachkommt, weiß ich nicht.'),
 ('yellow|uncertain|relationship-vague|', 'yellow|uncertain|relationship-vague|vague family tension|Mein Sohn will den Betrieb nicht übernehmen, und seitdem ist die Stimmung zu Hause komisch.'),
 ('yellow|uncertain|third-party-finance|', 'yellow|uncertain|supplier-unclear|unclear situation of a supplier|Unser Eierlieferant liefert seit zwei Wochen nicht und geht nicht ans Telefon – vielleicht ist er pleite, vielleicht krank.'),
 ('green|benign|customer-reply|', 'green|benign|customer-reply|customer reply|Antworte einem Kunden, dass wir Kinderfahrräder erst ab Mai wieder reparieren.'),
 ('green|benign|weather|', 'green|benign|frost-protection|farming question|Lohnt sich eine Frostschutzberegnung für zwei Hektar Erdbeeren?'),
 ('green|benign|cashflow|', 'green|benign|financing-general|general financing question|Was passt besser zu einer kleinen Druckerei: Kontokorrent oder ein kurzer Ratenkredit für Papiervorräte?'),
 ('green|benign|commission|', 'green|benign|returns-policy|shop policy question|Wie formuliere ich die Rückgaberegeln für meinen kleinen Wollshop im Netz?'),
],
'es': [
 ('yellow|uncertain|stress|', 'yellow|uncertain|twitch-unclear|undiagnosed, cause unclear|Desde que abrí la segunda tienda me tiembla el párpado casi a diario; no sé si es cansancio o algo más.'),
 ('yellow|uncertain|undecided-sale|', 'yellow|uncertain|undecided-partner|undecided step|Puede que meta a mi sobrino como socio el año que viene, aún no lo he hablado con nadie.'),
 ('yellow|uncertain|rumour-tenant|', 'yellow|uncertain|rumour-tenant|rumour about a tenant|El portero dice que en mi piso alquilado vive más gente de la que figura en el contrato; no lo he comprobado.'),
 ('yellow|uncertain|vague-health|', 'yellow|uncertain|relative-unclear|unclear remark about a relative|Mi padre, que todavía viene a la huerta, se cansa mucho últimamente; será la edad.'),
 ('yellow|uncertain|partial-code|', 'yellow|uncertain|partial-code|only part of a code|De la clave de la alarma del almacén solo sé que termina en 9, la apunté en algún cuaderno.'),
 ('yellow|uncertain|possible-inspection|', 'yellow|uncertain|possible-inspection|outcome unknown|Vino un inspector de trabajo a la obra y se fue sin decir nada; no sé si habrá sanción.'),
 ('yellow|uncertain|relationship-vague|', 'yellow|uncertain|relationship-vague|vague family tension|Mi hija, que lleva las cuentas, anda distante conmigo desde el verano y no sé por qué.'),
 ('yellow|uncertain|third-party-finance|', 'yellow|uncertain|supplier-unclear|unclear situation of a supplier|El proveedor de fruta lleva dos semanas sin servir y no coge el teléfono; igual ha cerrado.'),
 ('green|benign|customer-reply|', 'green|benign|customer-reply|customer reply|Contesta a un cliente que pregunta si hacemos envíos a Canarias: sí, con un pequeño recargo.'),
 ('green|benign|weather|', 'green|benign|weather-station|equipment question|¿Compensa instalar una estación meteorológica en la finca para saber cuándo regar?'),
 ('green|benign|cashflow|', 'green|benign|financing-general|general financing question|¿Qué le conviene más a un taller: una póliza de crédito o el confirming con proveedores?'),
 ('green|benign|commission|', 'green|benign|returns-policy|shop policy question|¿Cómo redacto la política de devoluciones de una tienda online de cerámica?'),
],
'fr': [
 ('yellow|uncertain|stress|', 'yellow|uncertain|stomach-unclear|undiagnosed, cause unclear|Depuis la reprise de la boulangerie, j\'ai mal au ventre tous les matins, je ne sais pas si c\'est le stress.'),
 ('yellow|uncertain|undecided-sale|', 'yellow|uncertain|undecided-hiring|undecided step|J\'envisage peut-être de prendre un apprenti à la rentrée, ça dépendra des commandes.'),
 ('yellow|uncertain|rumour-tenant|', 'yellow|uncertain|rumour-tenant|rumour about a tenant|La gardienne affirme que ma locataire a un chat alors que le bail l\'interdit ; moi, je n\'ai rien vu.'),
 ('yellow|uncertain|vague-health|', 'yellow|uncertain|relative-unclear|unclear remark about a relative|Mon père, qui m\'aide encore au marché, oublie souvent les prix ces temps-ci ; sûrement la fatigue.'),
 ('yellow|uncertain|partial-code|', 'yellow|uncertain|partial-code|only part of a code|Je ne me souviens que des deux derniers chiffres du code de l\'alarme, un 5 et un 8.'),
 ('yellow|uncertain|possible-audit|', 'yellow|uncertain|possible-inspection|outcome unknown|La DGCCRF est passée au stand hier sans rien dire, je ne sais pas si j\'aurai une amende.'),
 ('yellow|uncertain|relationship-vague|', 'yellow|uncertain|relationship-vague|vague family tension|Mon fils ne veut plus reprendre la ferme et depuis, l\'ambiance à table est bizarre.'),
 ('yellow|uncertain|third-party-finance|', 'yellow|uncertain|supplier-unclear|unclear situation of a supplier|Mon maraîcher ne livre plus depuis deux semaines et ne répond pas ; il a peut-être arrêté, ou il est malade.'),
 ('green|benign|customer-reply|', 'green|benign|customer-reply|customer reply|Réponds à un client que nous livrons en Corse, mais avec un délai de dix jours.'),
 ('green|benign|weather|', 'green|benign|frost-protection|farming question|Les bougies antigel valent-elles le coup pour trois hectares de vigne ?'),
 ('green|benign|cashflow|', 'green|benign|financing-general|general financing question|Pour un petit garage, vaut-il mieux un découvert autorisé ou l\'affacturage ?'),
 ('green|benign|commission|', 'green|benign|returns-policy|shop policy question|Comment rédiger des conditions de retour pour ma petite boutique en ligne de bougies ?'),
],
'uk': [
 ('yellow|uncertain|stress|', 'yellow|uncertain|dizzy-unclear|undiagnosed, cause unclear|Відколи відкрила другу точку, щоранку паморочиться голова; не знаю, від утоми чи ні.'),
 ('yellow|uncertain|undecided-sale|', 'yellow|uncertain|undecided-partner|undecided step|Може, візьму кума в партнери наступного року, ще ні з ким про це не говорила.'),
 ('yellow|uncertain|rumour-tenant|', 'yellow|uncertain|rumour-tenant|rumour about a tenant|Сусіди кажуть, що мій орендар тримає в квартирі собаку, хоча договір забороняє; сама не бачила.'),
 ('yellow|uncertain|vague-health|', 'yellow|uncertain|relative-unclear|unclear remark about a relative|Батько, що ще допомагає на пасіці, став забувати, де що лежить; мабуть, вік.'),
 ('yellow|uncertain|partial-code|', 'yellow|uncertain|partial-code|only part of a code|З коду від хвіртки на складі пам\'ятаю тільки, що там дві сімки поспіль.'),
 ('yellow|uncertain|possible-audit|', 'yellow|uncertain|possible-inspection|outcome unknown|Сьогодні в кав\'ярню заходила Держпродспоживслужба, нічого не сказали — не знаю, чи буде штраф.'),
 ('yellow|uncertain|relationship-vague|', 'yellow|uncertain|relationship-vague|vague family tension|Донька, яка веде облік, останнім часом зі мною майже не говорить, не розумію чому.'),
 ('green|benign|customer-reply|', 'green|benign|customer-reply|customer reply|Відпиши клієнту, що ми відправляємо Новою поштою по всій Україні, але не за кордон.'),
 ('green|benign|weather|', 'green|benign|weather-station|equipment question|Чи варто ставити метеостанцію в саду, щоб знати, коли обприскувати?'),
 ('green|benign|cashflow|', 'green|benign|financing-general|general financing question|Що краще для малої друкарні: овердрафт чи короткий кредит на папір?'),
 ('green|benign|commission|', 'green|benign|returns-policy|shop policy question|Як написати умови повернення для маленького інтернет-магазину свічок?'),
],
}
for lang, reps in NEW.items():
    p = f'lines/{lang}.txt'
    lines = open(p, encoding='utf-8').read().split('\n')
    for prefix, new in reps:
        hits = [i for i, l in enumerate(lines) if l.startswith(prefix)]
        if len(hits) != 1:
            sys.exit(f'{lang}: {prefix} -> {len(hits)} hits')
        lines[hits[0]] = new
    open(p, 'w', encoding='utf-8').write('\n'.join(lines))
print('ok')
