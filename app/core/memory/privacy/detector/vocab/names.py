"""Word lists for finding a person in a message: street types, given names, and capitalised words
that are never a person's name (sentence starters, institutions)."""
from __future__ import annotations

STREET_TYPES_EN = (
    "Street St Road Rd Avenue Ave Lane Ln Close Drive Dr Way Court Ct Place Pl Crescent Cres "
    "Terrace Grove Gardens Boulevard Blvd Square Sq Parkway Pkwy Row Mews Walk Rise Circle Cir "
    "Highway Hwy Green Hill Park View Alley Trail"
)

# Capitalised words that start sentences or name things, never a person's first name.
NOT_FIRST_NAMES = frozenset(
    """
    The This That These Those My Our Your His Her Their Its Hi Hello Hey Dear Please Thanks Thank
    Can Could Would Will Should Shall May Might Must Is Are Was Were Do Does Did Have Has Had When
    Where What Why How Who Which If And But So Or Then Also Send Ship Deliver Mail Post Write
    Meet Call Visit Go Come Take Find Our We They He She It In On At To For From With By Of Near
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April June
    July August September October November December Street Road Avenue Lane North South East West
    Old New Great Little Upper Lower Saint St Mount Lake Port Fort Royal Central Main Hotel Bank
    Museum Park Station Hospital University College School Primary Academy Office Council City
    Town County State Church Library Cafe Restaurant Shop Store Centre Center Apple Google
    Microsoft Amazon Please Proszę Prosze Napisz Wyślij Wyslij Jak Czy Gdzie Kiedy Dlaczego
    Mój Moja Moje Nasz Nasza Ten Ta To Urząd Urzad Sejm Senat Muzeum Szpital Szkoła Szkola
    Uniwersytet Politechnika Dworzec Kościół Kosciol Teatr Galeria Centrum Hotel Bank Apteka
    Ulica Aleja Plac Osiedle Sklep Firma Biuro Ministerstwo Sąd Sad Poczta Die Der Das Mein
    Meine Unser Unsere Bitte Schreib Schicke Wie Wo Wann Warum Rathaus Bahnhof Krankenhaus
    Schule Universität Kirche Amt Finanzamt Herr Frau Pan Pani Mr Mrs Ms Miss Dr Prof Sir
    Flat Apartment Apt Suite Unit Building Floor Room House Home Tower Court Block Nazywam Jestem
    Mieszkam Ich Bin Heiße Im Am Im I I'm Im Hier Here There Every Each Some Any All No Not Yes
    """.split()
)

INSTITUTION_WORDS = frozenset(
    """
    Street Road Avenue Lane Close Drive Way Court Place Square Park Hotel Bank Museum Station
    Hospital University College School Primary Academy Office Council City Town Church Library
    Cafe Restaurant Shop Store Centre Center Ltd Inc GmbH Company Group Services Clinic Gallery
    Theatre Theater Market Mall Airport Stadium Institute Foundation Ministry Department Police
    Urząd Urzad Sejm Senat Muzeum Szpital Szkoła Szkola Uniwersytet Politechnika Dworzec
    Kościół Kosciol Teatr Galeria Centrum Apteka Sklep Firma Biuro Ministerstwo Sąd Sad Poczta
    Miasta Gminy Rathaus Bahnhof Krankenhaus Schule Universität Kirche Amt Finanzamt Stadt
    """.split()
)

# Common given names (English, Polish, German and a few widespread others). Used only where a
# capitalised pair stands right next to an address with nothing else saying it is a person
# ("Anna Kowalczyk, ul. Polna 14"), to tell people from places ("Pałac Kultury, pl. Defilad 1").
FIRST_NAMES = frozenset(
    """
    Remedios Amparo Consuelo Encarnación Milagros Begoña Yolanda Araceli Purificación Maite Itziar Aitor Iñaki
    Gorka Jordi Montse Macarena Eulalia Fermín Baltasar Ramiro Clémence Solène Maëlle Gaëlle Séverine Clotilde Bérénice
    Apolline Timothée Ghislaine Josiane Huguette Геннадий Анатолий Зинаида Валерий Геннадій Зінаїда Валентин Gennady
    Anatoly Lyudmila Gennadiy Ludmila Bogusław Stanisława Teodor Hildegard Gertrud Waltraud Sieglinde Detlef Reinhard Gerda
    Melanie Josh Daniela Sascha Yannick Irina Tatiana Galina Maksym Nuno João Ciara Sinead Ciaran Brendan Owain
    Bronwen Kayleigh Hayley Leanne Stacey Pauline Maureen Beverley Gillian Alison Lorraine Jayden Aiden Euan Manolo
    Rahul Arjun Anjali Deepak Sunita Nikhil Neha Pooja Svitlana Halyna Iryna Yaroslav Ярослав Галина Ірина Світлана
    Karim Mélanie Mohamed Youssef Amina Nadia Samir Rachid Mehdi Yasmine Leila Ibrahim Oksana Olena Taras Bohdan
    Dmytro Mykola Ihor Emre Mustafa Ayşe Elif Murat Kemal Zeynep Hamza Bilal Soufiane Nabil Farid Malik Idris Amir
    James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel
    Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy
    Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin
    Scott Brandon Benjamin Samuel Gregory Alexander Frank Patrick Raymond Jack Dennis Jerry
    Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah Jeremy
    Christian Keith Roger Terry Gerald Harold Sean Austin Carl Arthur Lawrence Dylan Jesse
    Jordan Bryan Billy Joe Bruce Gabriel Logan Albert Willie Alan Juan Wayne Elijah Randy Roy
    Vincent Ralph Eugene Russell Bobby Mason Philip Louis Harry Oliver Charlie Leo Oscar Alfie
    Archie Theo Freddie Isaac Lucas Max Luke Liam Owen Callum Connor Dan Tom Tim Ben Sam Joe
    Mike Dave Steve Rob Bob Will Nick Chris Matt Alex Ed Jim Tony Fred Ian Neil Colin Graham
    Stuart Martin Simon Nigel Trevor Derek Malcolm Gordon Barry Dean Lee Ross Craig Darren
    Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty
    Margaret Sandra Ashley Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah
    Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela
    Emma Nicole Helen Samantha Katherine Christine Debra Rachel Carolyn Janet Catherine Maria
    Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren Christina Joan Evelyn
    Judith Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison Frances
    Kathryn Janice Jean Abigail Alice Judy Sophia Grace Denise Amber Doris Marilyn Danielle
    Beverly Isabella Theresa Diana Natalie Brittany Charlotte Marie Kayla Alexis Lori Amelia
    Isla Ava Mia Ella Poppy Lily Chloe Zoe Zoë Ruby Freya Evie Holly Jade Jane Kate Katie Lucy
    Ellie Molly Megan Jenny Jo Liz Beth Sue Gemma Claire Fiona Tracy Tracey Wendy Dawn Joanne
    Priya Aisha Fatima Mohammed Muhammad Ahmed Ali Omar Hassan Yusuf Raj Rahul Arjun Amit
    Sanjay Deepak Anil Ravi Sunita Anita Pooja Neha Wei Li Ming Chen Yuki Hiroshi Kenji Carlos
    Luis Miguel Jorge Pedro Pablo Diego Javier Sofia Sofía Lucia Lucía Carmen Isabel Elena
    Marco Luca Giulia Francesca Matteo Giovanni Ivan Dmitri Olga Natasha Svetlana Sergei
    Okafor Chidi Ngozi Kwame Ama Kofi
    Jan Piotr Krzysztof Andrzej Tomasz Paweł Pawel Michał Michal Marcin Marek Grzegorz Józef
    Jozef Łukasz Lukasz Adam Zbigniew Jerzy Tadeusz Mateusz Dariusz Mariusz Wojciech Ryszard
    Jakub Kazimierz Robert Rafał Rafal Jacek Janusz Mirosław Miroslaw Maciej Sławomir Slawomir
    Jarosław Jaroslaw Kamil Wiesław Wieslaw Roman Władysław Wladyslaw Jakub Stanisław
    Stanislaw Szymon Bartosz Dawid Filip Kacper Wiktor Igor Oskar Hubert Patryk Damian Sebastian
    Artur Arkadiusz Przemysław Przemyslaw Adrian Daniel Norbert Konrad Leszek Bogdan Henryk
    Zdzisław Ewa Agnieszka Krystyna Barbara Elżbieta Elzbieta Katarzyna Małgorzata Malgorzata
    Joanna Magdalena Monika Teresa Danuta Natalia Karolina Marta Beata Dorota Halina Jadwiga
    Aleksandra Alicja Zofia Justyna Paulina Iwona Grażyna Grazyna Bożena Bozena Urszula
    Renata Jolanta Agata Kinga Weronika Julia Wiktoria Oliwia Maja Hanna Lena Amelia Zuzanna
    Martyna Gabriela Emilia Kasia Basia Gosia Ola Asia Ania Tomek Kuba Bartek Michał Wojtek
    Franciszek Antoni Aleksander Nikola Marianna Helena Jagoda Iga Kamila Sylwia Ilona Izabela
    Klaudia Patrycja Edyta Anetta Aneta Wanda Irena Lucyna Genowefa Stefan Witold Lech Bolesław
    Krystian Radosław Radoslaw Ireneusz Dominik Marzena Ewelina Milena Marlena Roksana Kornelia Nils Timo Björn
    Matthieu Enzo Noé Océane Marisa Inés Fátima Mehmet Mamadou Thea Станіслав Руслан Ярема Зоя Стас
    Thomas Michael Andreas Stefan Christian Markus Martin Frank Klaus Jürgen Juergen Peter
    Wolfgang Uwe Dieter Jörg Joerg Ralf Matthias Sven Tobias Sebastian Florian Felix Lukas Jonas
    Leon Paul Finn Elias Luis Ben Niklas Tim Moritz Julian Philipp Kai Dirk Holger Torsten Heinz
    Hans Günter Gunter Helmut Horst Bernd Werner Karl Fritz Johannes Maximilian Benedikt
    Ursula Monika Petra Sabine Renate Helga Karin Brigitte Ingrid Gisela Susanne Andrea Claudia
    Stefanie Nicole Julia Katharina Lena Laura Lea Leonie Hannah Mia Sophie Marie Emma Lina
    Anja Birgit Heike Silke Jana Nadine Tanja Sandra Simone Kerstin Ines Greta Frieda Clara
    Charlotte Johanna Luisa Paula Nele Jule Ida Emilia Mila
    Jean Pierre Michel Philippe Alain Nicolas Christophe Patrick Frédéric Frederic Laurent Éric Eric Stéphane
    Stephane Olivier Sébastien Sebastien Julien Thierry Pascal François Francois Antoine Mathieu Guillaume
    Jérôme Jerome Vincent Benoît Benoit Damien Romain Thomas Maxime Hugo Théo Theo Louis Gabriel Arthur Raphaël
    Raphael Jules Lucas Marie Nathalie Isabelle Sylvie Catherine Françoise Francoise Valérie Valerie Sandrine
    Christine Véronique Veronique Céline Celine Sophie Aurélie Aurelie Camille Julie Émilie Emilie Chloé Chloe
    Manon Léa Lea Inès Ines Élodie Elodie Margaux Josette Monique Jacqueline Brigitte Martine Chantal Colette
    Antonio Manuel José Jose Francisco Juan Javier Carlos Jesús Jesus Alejandro Miguel Rafael Pedro Ángel Angel
    Pablo Sergio Fernando Jorge Alberto Luis Álvaro Alvaro Adrián Adrian Diego Raúl Raul Enrique Ramón Ramon
    Vicente Andrés Andres Joaquín Joaquin Santiago Víctor Victor Rubén Ruben Iván Ivan Óscar Oscar Gonzalo
    Marta Carmen Josefa Isabel Dolores Pilar Teresa Ana Cristina Laura Antonia Mercedes Lucía Lucia Paula
    Elena Raquel Sara Rocío Rocio Beatriz Nuria Silvia Patricia Alba Irene Andrea Noelia Montserrat Inmaculada
    Concepción Concepcion Rosa Lorena Alicia Marina Claudia Julia Esther Verónica Veronica Ainhoa Leire Aitana
    Giuseppe Francesco Alessandro Andrea Lorenzo Davide Riccardo Stefano Paolo Roberto Sofia Chiara Giorgia
    Олександр Олексій Андрій Богдан Василь Віктор Володимир Дмитро Євген Іван Ігор Микола Михайло Олег Петро
    Сергій Тарас Юрій Ярослав Максим Артем Денис Роман Степан Григорій Анатолій Віталій Валерій Назар Остап
    Олена Ольга Наталія Тетяна Ірина Оксана Світлана Юлія Марія Анна Катерина Людмила Галина Ганна Надія
    Вікторія Софія Дарина Христина Мар'яна Соломія Уляна Лариса Валентина Алла Зоряна Богдана Тамара
    Александр Алексей Андрей Василий Виктор Владимир Дмитрий Евгений Иван Игорь Николай Михаил Олег Пётр Петр
    Сергей Юрий Ярослав Максим Артём Артем Денис Роман Павел Антон Константин Никита Илья Кирилл Григорий
    Елена Ольга Наталья Татьяна Ирина Оксана Светлана Юлия Мария Анна Екатерина Людмила Галина Надежда
    Виктория София Дарья Ксения Анастасия Полина Валентина Тамара Лариса Вера Любовь
    Marcus Gerard Gérard Bernard Patrice Hervé Herve Didier Yves Gilles Jacques Marcel René Rene Henri Lucien Zoé
    Juliette Amélie Amelie Odette Ginette Madeleine Gérald Mathis Baptiste Quentin Clément Clement Arnaud Cédric
    Cedric Fabien Ludovic Mickaël Xavier Yann Loïc Loic Gaël Gael Ignacio Íñigo Lourdes Valeria Martina Nerea Clive
    Rodney Wesley Travis Dustin Cody Shane Marvin Calvin Lloyd Leonard Derrick Jared Rhys Gareth Declan Ewan Fraser
    Hamish Angus Rory Seamus Aidan Cian Darragh Eoin Maisie Imogen Harriet Phoebe Niamh Siobhan Aoife Kirsty Shona
    Günther Manfred Gerhard Rainer Jens Lars Ute Gabriele Anke Katrin Marlene Czesław Mieczysław Wiesława Павло
    Анастасія
    Нина Ніна Nina Раиса Раїса Инна Інна Римма Эльвира Антонина Антоніна Клавдия Маргарита Ангелина Алина Аліна Поліна
    Кира Ульяна Вероника Вероніка Злата Милана Мілана Василиса Диана Діана Жанна Лилия Лілія Фаина Ксенія Олеся Леся
    Кристина Марина Семён Семен Борис Глеб Гліб Тимур Кирило Матвей Матвій Арсений Арсеній Савелий Вадим Всеволод
    Nora Elsa Rita Tina Janina Lidia Nadja Wiebke Sofie
    """.split()
    # (round 42, rrel) common given names the list lacked: "Соколова Нина Петровна, ул. Гагарина, д. 7, кв. 41" stayed
    # green while "Соколова Анна Петровна, ..." was red (the pair beside an address is a person only by a known name)
)
