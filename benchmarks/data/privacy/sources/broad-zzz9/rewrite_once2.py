# second one-off edit: gives near-parallel lines (same scene in several languages) their own scenes
import sys
NEW = {
'pl': [
 ('red|identifier|card-visa|', '', 'red|identifier|card-visa|own card number|Córka zamawia mi etykiety na słoiki przez internet i chce zapisać w przeglądarce moją kartę <<visa>>, ważną do 03/29 – pozwolić jej?'),
 ('red|identifier|card-mc|', '', 'red|identifier|card-mc|own card number|Bank zablokował mi kartę <<mc>> po płatności za nawozy w Czechach; jak ją odblokować w aplikacji?'),
 ('yellow|uncertain|masked-card|', '', 'yellow|uncertain|masked-card|last digits only|Dostałam SMS o płatności kartą **** 3307 w sklepie, w którym nigdy nie byłam – to oszustwo czy pomyłka banku?'),
 ('yellow|uncertain|unknown-phone|', '', 'yellow|uncertain|unknown-phone|number of unknown owner|Na poczcie głosowej sklepu jest wiadomość z numeru <<phone-PL>> o „zaległej przesyłce”; nie wiem, czy to kurier, czy naciągacz.'),
 ('green|benign-lookalike|ean|', '', 'green|benign-lookalike|ean|product barcode|Czy w bazie GS1 sprawdzę, kto produkuje konfiturę z kodem <<ean>>, którą sprzedaje konkurencja?'),
 ('green|benign-lookalike|tracking-number|', '', 'green|benign-lookalike|tracking-number|parcel tracking|Klient twierdzi, że nie dostał paczki, a śledzenie 620113948201776154302718 pokazuje „doręczono” – co mu odpisać?'),
 ('green|benign-lookalike|isbn|', '', 'green|benign-lookalike|isbn|book ISBN|Chcę sprzedawać w swojej księgarni przewodnik o ISBN <<isbn>>; da się go zamówić prosto od wydawcy?'),
 ('green|benign|invoice-wording|', '', 'green|benign|invoice-wording|invoice wording|Jak sformułować na fakturze adnotację „mechanizm podzielonej płatności” i kiedy jest obowiązkowa?'),
 ('green|benign|hiring|', '', 'green|benign|hiring|general hiring question|Ile trwa zatrudnienie sezonowego pracownika spoza UE do zbioru truskawek na oświadczenie?'),
 ('red|identity|name+birthdate|', '', 'red|identity|name+birthdate|named client with birth date|Pani Teresa Gajewska, stała klientka, urodzona 11 maja 1949, prosi o rabat seniora – jak to zapisać w programie kasowym?'),
 ('green|benign|shop-layout|', '', 'green|benign|shop-lighting|shop planning|Jakie oświetlenie wybrać do witryny sklepu z biżuterią, żeby nie grzało?'),
],
'de': [
 ('red|identifier|card-visa|', '', 'red|identifier|card-visa|own card read out to a caller|Ich habe am Telefon einem angeblichen Bankmitarbeiter meine Kreditkarte <<visa>> vorgelesen, jetzt bin ich unsicher – was muss ich sofort tun?'),
 ('yellow|uncertain|masked-card|', '', 'yellow|uncertain|masked-card|masked card of unknown owner|Das Kartenterminal zeigte beim Kunden nur „Karte ****8812 abgelehnt“ – liegt das an meinem Gerät oder an seiner Bank?'),
 ('yellow|uncertain|unknown-phone|', '', 'yellow|uncertain|unknown-phone|number of unknown owner|Von <<phone-DE>> kam per WhatsApp ein Foto meines Ladens, ganz ohne Text; die Nummer kenne ich nicht.'),
 ('green|benign-lookalike|ean|', '', 'green|benign-lookalike|ean|product barcode|GS1 hat mir für die neue Marmeladensorte den Code <<ean>> zugeteilt – wie groß muss der Strichcode aufs Etikett?'),
 ('green|benign-lookalike|isbn|', '', 'green|benign-lookalike|isbn|book ISBN|Im Antiquariat liegt ein Buch ohne Umschlag, nur mit der ISBN <<isbn>> – wie finde ich den ursprünglichen Preis heraus?'),
 ('green|benign|invoice-wording|', '', 'green|benign|invoice-wording|invoice wording|Wie formuliere ich den Hinweis auf die Steuerschuldnerschaft des Leistungsempfängers auf einer Bauleistungsrechnung?'),
 ('red|secret|pin|', '', 'red|secret|pin|card PIN passed on|Meine Frau soll morgen mit der Girocard der Praxis Bargeld holen, PIN 3859 – schreib ihr das bitte unauffällig in eine Nachricht.'),
 ('red|secret|password|', '', 'red|secret|password|ELSTER password shared|Ich habe mein ELSTER-Passwort Hofladen_Kuh2023! in eine Mail an den Steuerberater geschrieben – war das dumm?'),
 ('red|identity|plate-owner|', 'Birgit Stöckl', 'red|identity|plate-owner|named client tied to a plate|Wir haben gestern den Transporter von Frau Ilse Bergmann, Kennzeichen HN-IB 207, repariert; sie wohnt gleich nebenan – schreib ihr eine Abholnachricht.'),
 ('green|benign|safety|', '', 'green|benign|safety|equipment rules|Muss die Kühlzelle im Hofladen jedes Jahr geprüft werden, und von wem?'),
],
'es': [
 ('red|identifier|card-mc|', '', 'red|identifier|card-mc|own card number|El banco me ha bloqueado la tarjeta <<mc>> después de pagar semillas en Portugal; ¿cómo la desbloqueo en la app?'),
 ('yellow|uncertain|unknown-phone|', '', 'yellow|uncertain|unknown-phone|number of unknown owner|Un número que no conozco, el <<phone-ES>>, me encarga por SMS cuarenta barras para mañana, sin nombre; ¿las preparo?'),
 ('green|benign-lookalike|ean|', '', 'green|benign-lookalike|ean|product barcode|El código <<ean>> me sale dos veces en el inventario con precios distintos; ¿cómo lo arreglo en el TPV?'),
 ('green|benign-lookalike|tracking-number|', '', 'green|benign-lookalike|tracking-number|parcel tracking|¿Cómo hago que el número de seguimiento, por ejemplo PQ4B6Z0412345670108001S, salga en el correo automático de confirmación?'),
 ('green|benign-lookalike|isbn|', '', 'green|benign-lookalike|isbn|book ISBN|He autoeditado un recetario y me han asignado el ISBN <<isbn>>; ¿dónde va impreso en la contracubierta?'),
 ('green|benign|hiring|', '', 'green|benign|hiring|general hiring question|¿Puede mi hermano trabajar en la tienda como familiar colaborador sin contrato laboral?'),
 ('red|secret|wifi-key|', '', 'red|secret|wifi-key|staff Wi-Fi key|La clave del wifi del bar para los camareros, no la de clientes, es TortillaSinCebolla_31; ponla en el cuadrante de turnos.'),
 ('red|secret|otp|', '', 'red|secret|otp|one-time code asked by a caller|Me llama alguien «del banco» pidiéndome el código que acaba de llegarme, 915 273; ¿se lo doy?'),
 ('red|secret|door-code|', '', 'red|secret|door-code|yard padlock code|Mañana viene el técnico de la cámara frigorífica y no estaré: el candado del patio es 3312; ¿cómo se lo digo sin ponerlo en el grupo?'),
 ('red|identity|tenant+address|', '', 'red|identity|name+address|named neighbour with home address|Mi vecina de finca, Maribel Soto Gil, vive en el camino de la Ermita 14, Alcalá del Júcar, y quiere comprarme la almendra; redacta la oferta.'),
 ('green|benign|shop-layout|', '', 'green|benign|shop-layout|shop planning|¿Conviene poner la caja a la entrada o al fondo en una tienda de ultramarinos?'),
],
'fr': [
 ('red|identifier|card-visa|', '', 'red|identifier|card-visa|own card for a subscription|Pour l\'abonnement au logiciel de caisse, je mets ma carte perso <<visa>> ou il faut une carte pro ?'),
 ('red|identifier|card-mc|', '', 'red|identifier|card-mc|own card number|Le terminal de l\'épicerie a refusé ma propre carte <<mc>> quand j\'ai voulu tester un paiement, c\'est normal ?'),
 ('yellow|uncertain|masked-card|', '', 'yellow|uncertain|masked-card|masked card of unknown owner|Sur le relevé du terminal, un remboursement est parti vers une carte finissant par 5514, je ne sais pas à quel client elle appartient.'),
 ('green|benign-lookalike|ean|', '', 'green|benign-lookalike|ean|product barcode|Le code <<ean>> d\'un fromage que je revends ne donne rien sur Open Food Facts, je dois le signaler ?'),
 ('green|benign-lookalike|tracking-number|', '', 'green|benign-lookalike|tracking-number|parcel tracking|Le transporteur me facture le retour du colis 6A18273645092 que le client a refusé, c\'est normal ?'),
 ('green|benign-lookalike|isbn|', '', 'green|benign-lookalike|isbn|book ISBN|Un client cherche le livre ISBN <<isbn>>, épuisé ; comment le lui trouver d\'occasion ?'),
 ('green|benign|hiring|', '', 'green|benign|hiring|general hiring question|Un stagiaire de BTS peut-il tenir seul la caisse le samedi ?'),
 ('red|secret|wifi-key|', '', 'red|secret|wifi-key|workshop router key|Le mot de passe de la box de l\'atelier est Rabot-Etabli_2209, mets-le dans la note pour le technicien qui vient réparer la scie.'),
 ('red|secret|otp|', '', 'red|secret|otp|verification code asked by a buyer|Le code de vérification 604 118 vient d\'arriver, et l\'acheteur de ma remorque me le demande par SMS ; je le lui transmets ?'),
 ('red|secret|door-code|', '', 'red|secret|door-code|farm gate code|Le code du portail de la ferme est 1789A ; je l\'envoie au vétérinaire qui passe cette nuit pour le vêlage ?'),
 ('red|secret|pin|', '', 'red|secret|pin|card PIN|J\'ai changé le code de la carte pro pour 2851 mais la pompe de la station le refuse, je l\'ai peut-être mal tapé ?'),
 ('red|secret|password|', '', 'red|secret|password|tax website password shared|Mon comptable veut se connecter à mon espace impots.gouv ; je lui envoie le mot de passe Vendanges*Bordeaux21 par SMS ?'),
 ('red|identity|name+birthdate|', '', 'red|identity|name+birthdate|named client with birth date|Pour la carte de fidélité, Mme Colette Arnaud, née le 2 décembre 1951, veut qu\'on lui souhaite son anniversaire ; comment l\'enregistrer ?'),
 ('green|benign|livestock|', '', 'green|benign|livestock|animal care|Mes poules pondent moins depuis novembre, faut-il ajouter de la lumière dans le poulailler ?'),
],
'uk': [
 ('red|identifier|card-visa|', '', 'red|identifier|card-visa|own card number|Хочу прив\'язати свою картку <<visa>> до кабінету Укрпошти, щоб платити за відправки покупцям; це безпечно?'),
 ('yellow|uncertain|unknown-phone|', '', 'yellow|uncertain|unknown-phone|number of unknown owner|З номера <<phone-UA>> прийшло SMS, що моя посилка затримана; я нічого не чекаю і не знаю, чий це номер.'),
 ('red|secret|otp|', '', 'red|secret|otp|unsolicited login code|Прийшов код 771 246 для входу в Дію, хоча я нічого не робила — що це може означати?'),
 ('red|secret|door-code|', '', 'red|secret|door-code|warehouse gate code|Кур\'єр привезе товар уночі; код від воріт складу 5830 — напиши йому коротке повідомлення.'),
 ('red|secret|pin|', '', 'red|secret|pin|card PIN|Банкомат забрав бізнес-картку після того, як я тричі ввела 9042; може, ПІН інший?'),
 ('red|identity|plate-owner|', 'Микола Ткачук', 'red|identity|plate-owner|named driver tied to a plate|Водій Іван Мороз, що возить мені хліб, їздить на Шкоді КА 5592 ВІ; запиши, щоб охорона ринку його пропускала.'),
 ('green|benign|livestock|', '', 'green|benign|livestock|animal care|Яку породу кіз краще взяти для сироварні на двадцять голів?'),
 ('green|benign|social-media|', '', 'green|benign|review-reply|customer communication|Як чемно відповідати на негативні відгуки в Google про мою автомийку?'),
],
}
for lang, reps in NEW.items():
    p = f'lines/{lang}.txt'
    lines = open(p, encoding='utf-8').read().split('\n')
    for prefix, must, new in reps:
        hits = [i for i, l in enumerate(lines) if l.startswith(prefix) and must in l]
        if len(hits) != 1:
            sys.exit(f'{lang}: {prefix} {must} -> {len(hits)} hits')
        lines[hits[0]] = new
    open(p, 'w', encoding='utf-8').write('\n'.join(lines))
print('ok')
