<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <extracomment>%1 the game&apos;s designers, a list of names</extracomment>
        <translation>Projekt gry: %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <extracomment>%1 the publisher, %2 the year of publication</extracomment>
        <translation>Wydawca: %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <extracomment>%1 the publisher (its year is not known)</extracomment>
        <translation>Wydawca: %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <extracomment>%1 the expansion&apos;s title, %2 its year or years</extracomment>
        <translation>Dodatek: %1 (%2)</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <extracomment>the About dialog: the app&apos;s one-line description under its name</extracomment>
        <translation>Gry planszowe o podróżach po Japonii do grania offline – w pojedynkę lub razem.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <extracomment>the About dialog: where the pictures come from</extracomment>
        <translation>Wszystkie grafiki w tej aplikacji powstały specjalnie dla niej; gry należą do ich autorów i wydawców.</translation>
    </message>
    <message>
        <source>Built with Qt %1, Qt for Python and Python %2: free software, each under its own licence.</source>
        <extracomment>%1 the Qt version, %2 the Python version (numbers such as 6.8.1)</extracomment>
        <translation>Zbudowano z użyciem Qt %1, Qt for Python i Pythona %2: to wolne oprogramowanie, każde na własnej licencji.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <extracomment>the About dialog&apos;s window title (Help menu)</extracomment>
        <translation>O programie Tabibito</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <extracomment>the About dialog&apos;s heading: the app&apos;s name (旅人, “traveller”); keep it unless the edition writes it otherwise</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 the version of Tabibito (such as 1.4.0)</extracomment>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <source>Licences…</source>
        <extracomment>a button of the About dialog that opens the list of licences</extracomment>
        <translation>Licencje…</translation>
    </message>
</context>
<context>
    <name>EarnedBadges</name>
    <message>
        <source>%1: %2</source>
        <extracomment>the achievements earned at a game&apos;s end: %1 the player, %2 the achievement&apos;s name</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Achievements earned in this game</source>
        <extracomment>the heading of the achievements box on the final scores</extracomment>
        <translation>Osiągnięcia zdobyte w tej partii</translation>
    </message>
</context>
<context>
    <name>GameFigures</name>
    <message>
        <source>Games played</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Wygrane partie</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Najlepszy wynik</translation>
    </message>
    <message>
        <source>Mean score</source>
        <extracomment>the Records screen: a figure of one player in one game (the average)</extracomment>
        <translation>Średni wynik</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>the Records screen: the heading over the badges a player has earned in a game</extracomment>
        <translation>Osiągnięcia</translation>
    </message>
    <message>
        <source>First earned %1</source>
        <extracomment>below an achievement&apos;s name in the records: %1 when it was first earned</extracomment>
        <translation>Pierwszy raz zdobyte: %1</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>game log, right of a line: %1 the points with their sign (&quot;+3&quot;), %2 the player&apos;s total</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Since your last turn: %1</source>
        <extracomment>game log: %1 the others&apos; points since, e.g. &quot;Yuki +3, Kenji +5&quot;</extracomment>
        <translation>Od twojej poprzedniej kolejki: %1</translation>
    </message>
    <message>
        <source>Since your last turn: no points scored</source>
        <extracomment>the game log&apos;s summary line over what the others did since the reader&apos;s last move, when nobody scored</extracomment>
        <translation>Od twojej poprzedniej kolejki: bez punktów</translation>
    </message>
    <message>
        <source>%1  %2 (%3)</source>
        <extracomment>replay --log: %1 a log line, %2 its points with their sign (&quot;+3&quot;), %3 the player&apos;s total</extracomment>
        <translation>%1  %2 (%3)</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <extracomment>the action bar&apos;s button that takes a held step (a card drawn, the end of a turn) when the game has no word of its own</extracomment>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Replay of a finished game</source>
        <extracomment>the status of the game screen while a finished game is replayed</extracomment>
        <translation>Powtórka zakończonej partii</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>the top bar&apos;s status once the game has ended</extracomment>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>the top bar&apos;s status while the device is to be passed on: %1 the next player&apos;s name</extracomment>
        <translation>Czekamy na ruch gracza %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <extracomment>the top bar&apos;s status after a move that waits to be confirmed</extracomment>
        <translation>Możesz to jeszcze cofnąć przyciskiem „Cofnij”.</translation>
    </message>
    <message>
        <source>Confirm to go on.</source>
        <extracomment>the top bar&apos;s status in a tutorial after a move that waits to be confirmed (no Undo there)</extracomment>
        <translation>Potwierdź, aby kontynuować.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>the top bar&apos;s status when the only person at the screen is to move</extracomment>
        <translation>Twoja kolej</translation>
    </message>
    <message>
        <source>▶ still to play</source>
        <extracomment>beside the heading of the list of scores: what the ▶ before a player&apos;s name means</extracomment>
        <translation>▶ ma jeszcze ruch</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <extracomment>the curtain over the table when several people share the screen and the next one is to play: %1 that player&apos;s name
----------
the strip over the action bar when several people share the screen: %1 the name of the player to move
----------
the top bar&apos;s status when one of several people at the screen is to move: %1 their name</extracomment>
        <translation>Twoja kolej, %1</translation>
    </message>
    <message>
        <source>▶ %1 still has to play</source>
        <extracomment>tooltip of a row marked ▶ in the list of scores: %1 that player, whose move the table still waits for (in Next Station every player draws on each card, so several may be marked)</extracomment>
        <translation>▶ %1 ma jeszcze ruch</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the heading of the list of players and their scores beside the board</extracomment>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the heading of the game log pane beside the board (collapsible)</extracomment>
        <translation>Dziennik gry</translation>
    </message>
</context>
<context>
    <name>GameStandings</name>
    <message numerus="yes">
        <source>%n game(s) recorded</source>
        <extracomment>below the player&apos;s name in the records: how many finished games the records hold</extracomment>
        <translation>
            <numerusform>%n zapisana partia</numerusform>
            <numerusform>%n zapisane partie</numerusform>
            <numerusform>%n zapisanych partii</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the Records screen, “Everyone” table: the column of player names</extracomment>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>the Records screen, “Everyone” table: the column of games played</extracomment>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>the Records screen, “Everyone” table: the column of games won</extracomment>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>the Records screen, “Everyone” table: the column of best scores</extracomment>
        <translation>Najlepszy wynik</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <extracomment>a game tile on the home screen: the button that opens the new-game dialog</extracomment>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>a game tile on the home screen: the button that offers the game&apos;s tutorials</extracomment>
        <translation>Naucz się grać</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>a game tile on the home screen: how many games of it were finished</extracomment>
        <translation>
            <numerusform>%n rozegrana partia</numerusform>
            <numerusform>%n rozegrane partie</numerusform>
            <numerusform>%n rozegranych partii</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: %1 (%2)</source>
        <extracomment>a game tile on the home screen: %1 the best score a person made, %2 their name</extracomment>
        <translation>Najlepszy wynik: %1 (%2)</translation>
    </message>
    <message>
        <source>Best solo rating: %1</source>
        <extracomment>a game tile on the home screen: %1 the best solo rating reached (&quot;Network planner&quot;)</extracomment>
        <translation>Najlepsza ocena solo: %1</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <extracomment>the hand-off screen between two people&apos;s turns: %1 the next player&apos;s name</extracomment>
        <translation>Przekaż urządzenie: %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <extracomment>the hand-off screen under its heading: %1 the next player&apos;s name</extracomment>
        <translation>Teraz na ekran może patrzeć tylko %1. Karty tej osoby pozostaną zakryte, dopóki nie potwierdzi gotowości.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <extracomment>the hand-off screen&apos;s button the next player presses: %1 their name</extracomment>
        <translation>To ja, %1 – moja kolej</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <extracomment>the hand-off screen&apos;s button for the player who just moved (their move is undone)</extracomment>
        <translation>Cofnij ostatni ruch</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hint</source>
        <extracomment>the heading of the hint bubble (what the hard computer player would do now)</extracomment>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>the hint bubble&apos;s button that closes it (Esc)</extracomment>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>the hint bubble&apos;s button that makes the move it recommends (Enter)</extracomment>
        <translation>Wykonaj ten ruch</translation>
    </message>
    <message>
        <source>The computer player is thinking it over…</source>
        <extracomment>the hint bubble while the hint is being worked out; a click elsewhere cancels it</extracomment>
        <translation>Komputer się zastanawia…</translation>
    </message>
    <message>
        <source>“%1” would bring more now (%2), but this move is worth more in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %2 what it brings at once (&quot;+2 points and +1 coin&quot;), %3 the hinted move&apos;s value, %4 the other&apos;s (in the game&apos;s words: &quot;62 points at the end, 4 ahead of your best rival&quot;, &quot;59 points, 2 behind&quot;)</extracomment>
        <translation>Wybór „%1” dałby teraz więcej (%2), ale na koniec ten ruch jest wart więcej: %3 wobec %4.</translation>
    </message>
    <message>
        <source>“%1” would set up more for later, but this move brings more now and is worth more in all: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the other sets up more for later, the hinted one brings more now</extracomment>
        <translation>Wybór „%1” dałby więcej później, ale ten ruch daje więcej teraz i w sumie jest więcej wart: %3 wobec %4.</translation>
    </message>
    <message>
        <source>Better than “%1”, now and in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the hinted move brings at least as much now and more later</extracomment>
        <translation>Lepszy niż „%1” – teraz i na koniec: %3 wobec %4.</translation>
    </message>
    <message>
        <source>“%1” would be just as good: %3 either way.</source>
        <extracomment>hint: %1 the best other move, worth as much; %3 the value of either</extracomment>
        <translation>Wybór „%1” byłby równie dobry: w obu przypadkach %3.</translation>
    </message>
    <message>
        <source>“%1” comes a close second: the computer player weighs the two almost alike.</source>
        <extracomment>hint: %1 the best other move, all but as good as the hinted one</extracomment>
        <translation>Wybór „%1” jest tuż za nim: komputer ocenia oba ruchy niemal tak samo.</translation>
    </message>
    <message>
        <source>Better than “%1”: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s</extracomment>
        <translation>Lepszy niż „%1”: %3 wobec %4.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 players</source>
        <extracomment>a game tile on the home screen: %1 the only possible number of players (2 or more)</extracomment>
        <translation>%1 graczy</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <extracomment>a game tile on the home screen: %1 the largest number of players</extracomment>
        <translation>Solo lub do %1 graczy</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <extracomment>a game tile on the home screen: %1 the fewest, %2 the most players</extracomment>
        <translation>%1–%2 graczy</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a game tile on the home screen: the button that opens the game&apos;s rules</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <extracomment>tooltip of a game tile&apos;s Rules button: %1 the game&apos;s title</extracomment>
        <translation>Jak grać w %1</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Tabibito</source>
        <extracomment>the home screen&apos;s heading: the app&apos;s name (旅人, “traveller”)</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline: alone against the computer, or passing one screen around the table.</source>
        <extracomment>the home screen&apos;s line under the app&apos;s name</extracomment>
        <translation>Gry planszowe o podróżach po Japonii do grania offline: w pojedynkę przeciwko komputerowi albo przy jednym ekranie podawanym z rąk do rąk.</translation>
    </message>
    <message>
        <source>Open…</source>
        <extracomment>the home screen&apos;s button that opens a saved game from a file</extracomment>
        <translation>Otwórz…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the home screen&apos;s button to the Records screen</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Your finished games, figures and achievements</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Twoje zakończone partie, liczby i osiągnięcia</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>the home screen&apos;s button to the Settings dialog</extracomment>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <extracomment>the home screen when the app finds no game (a broken installation)</extracomment>
        <translation>Brak zainstalowanych gier.</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <source>New to %1? A lesson teaches it while you play, in about %2 minutes.</source>
        <extracomment>in the new-game dialog once an expansion is ticked: %1 the expansion (&quot;the Crossroads expansion&quot;), %2 the lesson&apos;s minutes</extracomment>
        <translation>Nowość dla ciebie: %1? Lekcja pokaże wszystko w trakcie gry (ok. %2 min).</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <extracomment>the button beside it</extracomment>
        <translation>Rozpocznij lekcję</translation>
    </message>
</context>
<context>
    <name>LetsGo</name>
    <message>
        <source>Highlight scored: its condition was met.</source>
        <extracomment>tooltip of a day&apos;s highlight on the trip once it was checked</extracomment>
        <translation>Atrakcja dnia zaliczona: warunek był spełniony.</translation>
    </message>
    <message>
        <source>Highlight not scored: its condition was not met by this day.</source>
        <translation>Atrakcja dnia niezaliczona: do tego dnia warunek nie był spełniony.</translation>
    </message>
    <message>
        <source>The trip</source>
        <extracomment>the round board once the draft is over</extracomment>
        <translation>Podróż</translation>
    </message>
    <message>
        <source>%1&apos;s itinerary</source>
        <extracomment>over the itinerary the board shows: %1 the player</extracomment>
        <translation>Plan podróży: %1</translation>
    </message>
    <message>
        <source>as it stood at the round&apos;s start</source>
        <extracomment>under the name when another player&apos;s itinerary is looked at</extracomment>
        <translation>taki jak na początku rundy</translation>
    </message>
    <message numerus="yes">
        <source>%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in the discard.</source>
        <extracomment>tooltip of a deck: %1 its city, %n how many cards are left in it</extracomment>
        <translation>
            <numerusform>Talia %1: została %n karta. Pusta talia jest tasowana na nowo z jej kart ze stosu kart odrzuconych.</numerusform>
            <numerusform>Talia %1: zostały %n karty. Pusta talia jest tasowana na nowo z jej kart ze stosu kart odrzuconych.</numerusform>
            <numerusform>Talia %1: zostało %n kart. Pusta talia jest tasowana na nowo z jej kart ze stosu kart odrzuconych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Odrzucone</translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s) (research, walks and the last round&apos;s hands).</source>
        <extracomment>tooltip of the common discard: %n how many cards lie in it</extracomment>
        <translation>
            <numerusform>Stos kart odrzuconych: %n karta (z rozeznania, spacerów i rąk z ostatniej rundy).</numerusform>
            <numerusform>Stos kart odrzuconych: %n karty (z rozeznania, spacerów i rąk z ostatniej rundy).</numerusform>
            <numerusform>Stos kart odrzuconych: %n kart (z rozeznania, spacerów i rąk z ostatniej rundy).</numerusform>
        </translation>
    </message>
    <message>
        <source>Click its strip below to see yours again.</source>
        <extracomment>under the travel agency&apos;s name when its itinerary is shown full size</extracomment>
        <translation>Kliknij jego pasek poniżej, aby znów zobaczyć swój plan.</translation>
    </message>
    <message>
        <source>Research tokens: %1. Before placing a card, spend one to draw 3 cards (each from either deck), then discard 3. Each one left scores 1 point at the end.</source>
        <extracomment>tooltip of the research tokens: %1 how many</extracomment>
        <translation>Żetony rozeznania: %1. Przed zagraniem karty wydaj jeden, by dobrać 3 karty (każdą z dowolnej talii), a potem odrzuć 3. Każdy niewykorzystany żeton daje na koniec 1 punkt zwycięstwa.</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Rozeznanie</translation>
    </message>
    <message>
        <source>Wild tokens: %1. On the trip each one moves an experience track one step.</source>
        <extracomment>tooltip of the wild tokens: %1 how many</extracomment>
        <translation>Żetony dżokera: %1. W podróży każdy przesuwa tor atrakcji o 1 pole.</translation>
    </message>
    <message>
        <source>Luxury trains: %1. On the trip one used at a city change scores 2 points and a green lightning.</source>
        <extracomment>tooltip of the luxury trains: %1 how many</extracomment>
        <translation>Bilety luksusowe: %1. W podróży bilet użyty przy zmianie miasta daje 2 punkty zwycięstwa i zieloną błyskawicę.</translation>
    </message>
    <message>
        <source>Luxury trains</source>
        <translation>Bilety luksusowe</translation>
    </message>
    <message>
        <source>Mood marker: %1, happiness steps: %2. A day bonus of one matching icon moves it toward happiness.</source>
        <extracomment>tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps</extracomment>
        <translation>Znacznik nastroju: %1, tor radości: %2. Bonus dnia za jeden pasujący symbol przesuwa go w stronę radości.</translation>
    </message>
    <message>
        <source>Mood</source>
        <extracomment>a row of the score sheet: the happiness and stress tracks</extracomment>
        <translation>Nastrój</translation>
    </message>
    <message numerus="yes">
        <source>Passed to you in round %1: %n card(s), face down until you pick them up in round %2.</source>
        <extracomment>tooltip of an incoming pile: %1 the round it was passed in, %n the cards, %2 the round they are picked up in</extracomment>
        <translation>
            <numerusform>Przekazana ci w rundzie %1: %n karta, zakryta, dopóki nie weźmiesz jej w rundzie %2.</numerusform>
            <numerusform>Przekazane ci w rundzie %1: %n karty, zakryte, dopóki nie weźmiesz ich w rundzie %2.</numerusform>
            <numerusform>Przekazane ci w rundzie %1: %n kart, zakrytych, dopóki nie weźmiesz ich w rundzie %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for round %1</source>
        <extracomment>an incoming pile beside the itinerary: %n how many cards, %1 the round they are picked up in</extracomment>
        <translation>
            <numerusform>%n karta na rundę %1</numerusform>
            <numerusform>%n karty na rundę %1</numerusform>
            <numerusform>%n kart na rundę %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>Otrzymane</translation>
    </message>
    <message>
        <source>Its front:
%1</source>
        <extracomment>tooltip of a walk on the board while its player chooses its front or back, under the back&apos;s text: %1 the front&apos;s text (its site, icons, VP, highlight)</extracomment>
        <translation>Jego awers:
%1</translation>
    </message>
    <message>
        <source>Click to place it or to walk instead, or drag it onto a day.</source>
        <extracomment>tooltip line of a hand card that may be played now</extracomment>
        <translation>Kliknij, by ją zagrać albo zamiast tego pójść na spacer, lub przeciągnij ją na wybrany dzień.</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <extracomment>tooltip line of a hand card during a research</extracomment>
        <translation>Kliknij, by ją odrzucić.</translation>
    </message>
    <message>
        <source>Click to give it to the travel agency.</source>
        <extracomment>tooltip line of a hand card in solo, once the round&apos;s cards are placed</extracomment>
        <translation>Kliknij, by oddać ją biuru podróży.</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>the chooser by a hand card: place it face up in the itinerary</extracomment>
        <translation>Zagraj</translation>
    </message>
    <message>
        <source>Give it: a %1 card in return</source>
        <extracomment>the chooser by a card given to the agency: %1 the deck the card in return comes from</extracomment>
        <translation>Oddaj: w zamian karta z talii %1</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s itinerary.</source>
        <extracomment>a click on a hand card while another player&apos;s itinerary is looked at</extracomment>
        <translation>Oglądasz teraz plan podróży innego gracza.</translation>
    </message>
    <message>
        <source>Choose one of the lit places for the chosen card first.</source>
        <extracomment>a click on a hand card while the chosen card waits for its slot</extracomment>
        <translation>Najpierw wybierz jedno z podświetlonych miejsc dla wybranej karty.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Nie teraz.</translation>
    </message>
    <message>
        <source>This day is closed: it takes no more cards.</source>
        <extracomment>a day&apos;s header once it has its three cards</extracomment>
        <translation>Ten dzień jest pełny: nie przyjmie już kart.</translation>
    </message>
    <message>
        <source>First choose a card of your hand (or drag it here).</source>
        <extracomment>a click on a day before a card is chosen</extracomment>
        <translation>Najpierw wybierz kartę z ręki (albo przeciągnij ją tutaj).</translation>
    </message>
    <message>
        <source>Place the card here: the day&apos;s first card.</source>
        <extracomment>tooltip of a lit place in an empty day of the itinerary</extracomment>
        <translation>Połóż kartę tutaj: to pierwsza karta dnia.</translation>
    </message>
    <message>
        <source>Place the card here, above the day&apos;s first card.</source>
        <extracomment>tooltip of a lit slot above a day&apos;s first card</extracomment>
        <translation>Połóż kartę tutaj, nad pierwszą kartą dnia.</translation>
    </message>
    <message>
        <source>Place the card here, below the day&apos;s last card: it becomes the day&apos;s highlight.</source>
        <extracomment>tooltip of a lit slot below a day&apos;s last card</extracomment>
        <translation>Połóż kartę tutaj, pod ostatnią kartą dnia: stanie się atrakcją dnia.</translation>
    </message>
    <message>
        <source>Place the card here, between two cards of the day.</source>
        <extracomment>tooltip of a lit slot between two cards of a day</extracomment>
        <translation>Połóż kartę tutaj, między dwiema kartami dnia.</translation>
    </message>
    <message>
        <source>Favourable condition: %1.</source>
        <extracomment>a day&apos;s header: %1 its favourable condition (&quot;Temples &amp; shrines&quot;)</extracomment>
        <translation>Żeton atrakcji: %1.</translation>
    </message>
    <message>
        <source>Matching icons so far: %1. At the day&apos;s third card: 1 gives a mood step, 2 research tokens or a wild, 3 a luxury train or an extra walk.</source>
        <extracomment>a day&apos;s header: %1 how many icons of the day&apos;s cards match its condition</extracomment>
        <translation>Pasujące symbole do tej pory: %1. Przy trzeciej karcie dnia jest bonus dnia: za 1 pole nastroju, za 2 dwa żetony rozeznania albo żeton dżokera, za 3 bilet luksusowy albo dodatkowy spacer.</translation>
    </message>
    <message>
        <source>Click to see your own itinerary again.</source>
        <extracomment>tooltip of the travel agency&apos;s strip while its itinerary is shown full size</extracomment>
        <translation>Kliknij, aby znów zobaczyć swój plan podróży.</translation>
    </message>
    <message>
        <source>Click to see its itinerary full size.</source>
        <extracomment>tooltip of the travel agency&apos;s strip on the trip and after the game</extracomment>
        <translation>Kliknij, aby zobaczyć jego plan podróży w pełnym rozmiarze.</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <extracomment>the panel&apos;s scores: %1 a traveller&apos;s final total</extracomment>
        <translation>%1 (wynik końcowy)</translation>
    </message>
    <message>
        <source>%1 deck</source>
        <extracomment>a button: draw from this deck; %1 a city (&quot;Tokyo&quot;)</extracomment>
        <translation>Talia %1</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <extracomment>the panel&apos;s scores during the trip: %1 the points of the categories settled so far</extracomment>
        <translation>na razie %1</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Potwierdź</translation>
    </message>
    <message>
        <source>Luxury trains: %1</source>
        <translation>Bilety luksusowe: %1</translation>
    </message>
    <message>
        <source>Mood: %1 · happiness %2</source>
        <extracomment>the panel&apos;s tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps</extracomment>
        <translation>Nastrój: %1 · radość %2</translation>
    </message>
    <message>
        <source>Or play a card from your hand on the board.</source>
        <translation>Albo zagraj kartę z ręki na planszy.</translation>
    </message>
    <message>
        <source>Or take the bonus walk: click a lit slot of %1 on the board.</source>
        <translation>Albo weź dodatkowy spacer: kliknij podświetlone miejsce na planszy (%1).</translation>
    </message>
    <message>
        <source>Passport: %1</source>
        <translation>Paszport: %1</translation>
    </message>
    <message>
        <source>Planner advice</source>
        <extracomment>a check box: show the trip planner&apos;s final score on each trip choice</extracomment>
        <translation>Porady planera</translation>
    </message>
    <message>
        <source>Planner: final score with best play from each choice.</source>
        <translation>Planer: wynik końcowy przy najlepszej grze po każdym wyborze.</translation>
    </message>
    <message>
        <source>Planner: no advice for this decision.</source>
        <translation>Planer: brak porady dla tej decyzji.</translation>
    </message>
    <message>
        <source>Planner: thinking…</source>
        <translation>Planer: liczy…</translation>
    </message>
    <message>
        <source>Research tokens: %1</source>
        <translation>Żetony rozeznania: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Cofnij swoją ostatnią decyzję</translation>
    </message>
    <message>
        <source>The trip is over: see the score pad.</source>
        <translation>Podróż dobiegła końca: zobacz kartę punktacji.</translation>
    </message>
    <message>
        <source>Waiting for the other travellers.</source>
        <translation>Czekamy na pozostałych podróżników.</translation>
    </message>
    <message>
        <source>Wild tokens: %1</source>
        <translation>Żetony dżokera: %1</translation>
    </message>
    <message>
        <source>You decide for the travel agency: the planner&apos;s ★ keeps its score lowest.</source>
        <translation>Decydujesz za biuro podróży: ★ planera wskazuje wybór, przy którym biuro zdobędzie najmniej punktów.</translation>
    </message>
    <message>
        <source>Your choice is made: confirm to go on, or undo it.</source>
        <translation>Wybór dokonany: potwierdź, aby grać dalej, albo go cofnij.</translation>
    </message>
    <message>
        <source>Your trip: choose below.</source>
        <extracomment>the bar&apos;s hint at a decision of the trip (the question is in the panel below)</extracomment>
        <translation>Twoja podróż: wybierz poniżej.</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip: choose for it below.</source>
        <extracomment>the bar&apos;s hint at a decision of the travel agency&apos;s trip, taken by the solo player</extracomment>
        <translation>Podróż biura podróży: wybierz za nie poniżej.</translation>
    </message>
    <message>
        <source>Your tokens</source>
        <translation>Twoje żetony</translation>
    </message>
    <message>
        <source>Show the final score each choice leads to with the best play from there (an exact search).</source>
        <translation>Pokazuje wynik końcowy, do którego prowadzi każdy wybór przy najlepszej dalszej grze (dokładne przeszukiwanie).</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Jedziemy do Japonii</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto card by card, then set off on the trip.</source>
        <translation>Zaplanuj karta po karcie tydzień w Tokio i Kioto, a potem ruszaj w podróż.</translation>
    </message>
    <message>
        <source>Anime museum</source>
        <extracomment>a site of a Tokyo card (a museum of animation)</extracomment>
        <translation>Muzeum anime</translation>
    </message>
    <message>
        <source>Zōjō-ji Temple</source>
        <extracomment>a Buddhist temple in Tokyo (増上寺)</extracomment>
        <translation>Świątynia Zōjō-ji</translation>
    </message>
    <message>
        <source>Sensō-ji Temple and Nakamise</source>
        <extracomment>Asakusa&apos;s temple (浅草寺) and its shopping street Nakamise (仲見世)</extracomment>
        <translation>Świątynia Sensō-ji i Nakamise</translation>
    </message>
    <message>
        <source>Meiji Jingū Shrine</source>
        <extracomment>the Shinto shrine of Tokyo (明治神宮)</extracomment>
        <translation>Chram Meiji</translation>
    </message>
    <message>
        <source>Gōtoku-ji Temple</source>
        <extracomment>a temple in Tokyo known for its beckoning cats (豪徳寺)</extracomment>
        <translation>Świątynia Gōtoku-ji</translation>
    </message>
    <message>
        <source>Department stores in Ginza</source>
        <translation>Domy towarowe w Ginzie</translation>
    </message>
    <message>
        <source>Shopping in Shibuya</source>
        <translation>Zakupy w Shibuyi</translation>
    </message>
    <message>
        <source>Hachikō statue</source>
        <extracomment>the statue of the faithful dog at Shibuya station (ハチ公像)</extracomment>
        <translation>Pomnik Hachikō</translation>
    </message>
    <message>
        <source>Watch sumo</source>
        <extracomment>an activity: watching a sumo tournament</extracomment>
        <translation>Walki sumo</translation>
    </message>
    <message>
        <source>Baseball game</source>
        <translation>Mecz baseballu</translation>
    </message>
    <message>
        <source>Tokyo Metropolitan Government Building</source>
        <extracomment>Tokyo&apos;s city hall in Shinjuku (東京都庁)</extracomment>
        <translation>Ratusz Tokio</translation>
    </message>
    <message>
        <source>Tokyo Tower</source>
        <translation>Tokyo Tower</translation>
    </message>
    <message>
        <source>Miyashita Park</source>
        <extracomment>a rooftop park and shopping complex in Shibuya (MIYASHITA PARK)</extracomment>
        <translation>Park Miyashita</translation>
    </message>
    <message>
        <source>Imperial Palace Gardens</source>
        <extracomment>the East Gardens of the Imperial Palace (皇居東御苑)</extracomment>
        <translation>Ogrody Pałacu Cesarskiego</translation>
    </message>
    <message>
        <source>Rescue cat café</source>
        <extracomment>a café where rescued cats live (保護猫カフェ)</extracomment>
        <translation>Kawiarnia z uratowanymi kotami</translation>
    </message>
    <message>
        <source>Board game store in Akihabara</source>
        <translation>Sklep z grami planszowymi w Akihabarze</translation>
    </message>
    <message>
        <source>Ueno Park</source>
        <translation>Park Ueno</translation>
    </message>
    <message>
        <source>Shinjuku Gyoen</source>
        <extracomment>the national garden of Shinjuku (新宿御苑)</extracomment>
        <translation>Ogród Shinjuku Gyoen</translation>
    </message>
    <message>
        <source>Gachapon machines</source>
        <extracomment>capsule-toy vending machines (ガチャガチャ)</extracomment>
        <translation>Automaty gachapon</translation>
    </message>
    <message>
        <source>Sushi at the Tsukiji market</source>
        <translation>Sushi na targu Tsukiji</translation>
    </message>
    <message>
        <source>Yakitori in Omoide Yokochō</source>
        <extracomment>grilled skewers in the alley Omoide Yokochō of Shinjuku (思い出横丁)</extracomment>
        <translation>Yakitori w Omoide Yokochō</translation>
    </message>
    <message>
        <source>Capsule hotel</source>
        <translation>Hotel kapsułowy</translation>
    </message>
    <message>
        <source>Tokyo Station</source>
        <translation>Dworzec Tokio</translation>
    </message>
    <message>
        <source>Tokyo National Museum</source>
        <translation>Muzeum Narodowe w Tokio</translation>
    </message>
    <message>
        <source>A new outfit in Harajuku</source>
        <translation>Nowy strój z Harajuku</translation>
    </message>
    <message>
        <source>Crêpes in Harajuku</source>
        <translation>Naleśniki w Harajuku</translation>
    </message>
    <message>
        <source>Ikebukuro</source>
        <extracomment>a district of Tokyo (池袋)</extracomment>
        <translation>Ikebukuro</translation>
    </message>
    <message>
        <source>Daikanyama</source>
        <extracomment>a district of Tokyo (代官山)</extracomment>
        <translation>Daikanyama</translation>
    </message>
    <message>
        <source>Themed café</source>
        <extracomment>a café with a theme (maids, anime, ...: コンセプトカフェ)</extracomment>
        <translation>Kawiarnia tematyczna</translation>
    </message>
    <message>
        <source>Kabuki show</source>
        <translation>Przedstawienie kabuki</translation>
    </message>
    <message>
        <source>A really nice hotel</source>
        <translation>Naprawdę dobry hotel</translation>
    </message>
    <message>
        <source>Top restaurant</source>
        <translation>Wykwintna restauracja</translation>
    </message>
    <message>
        <source>Monjayaki in Tsukishima</source>
        <extracomment>a Tokyo dish of the Tsukishima district (月島のもんじゃ焼き)</extracomment>
        <translation>Monjayaki w Tsukishimie</translation>
    </message>
    <message>
        <source>Conveyor-belt sushi</source>
        <extracomment>sushi on a conveyor belt (回転寿司)</extracomment>
        <translation>Sushi z taśmy</translation>
    </message>
    <message>
        <source>Nezu Shrine</source>
        <extracomment>a shrine in Tokyo (根津神社)</extracomment>
        <translation>Chram Nezu</translation>
    </message>
    <message>
        <source>Todoroki Valley Park</source>
        <extracomment>a green ravine in Tokyo (等々力渓谷公園)</extracomment>
        <translation>Park w dolinie Todoroki</translation>
    </message>
    <message>
        <source>Kanda Shrine</source>
        <extracomment>a shrine in Tokyo (神田明神)</extracomment>
        <translation>Chram Kanda</translation>
    </message>
    <message>
        <source>Food from a konbini</source>
        <extracomment>food from a convenience store (コンビニ)</extracomment>
        <translation>Jedzenie z konbini</translation>
    </message>
    <message>
        <source>Street food</source>
        <translation>Jedzenie uliczne</translation>
    </message>
    <message>
        <source>Soba and tempura</source>
        <translation>Soba i tempura</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festiwal</translation>
    </message>
    <message>
        <source>A hike outside town</source>
        <translation>Wycieczka za miasto</translation>
    </message>
    <message>
        <source>Cherry blossoms</source>
        <translation>Kwitnące wiśnie</translation>
    </message>
    <message>
        <source>Ramen at the best place</source>
        <translation>Ramen w najlepszym lokalu</translation>
    </message>
    <message>
        <source>A small shrine</source>
        <translation>Mały chram</translation>
    </message>
    <message>
        <source>Photo sticker booth</source>
        <extracomment>a booth printing photo stickers (プリクラ)</extracomment>
        <translation>Fotobudka z naklejkami</translation>
    </message>
    <message>
        <source>A gift from an interesting shop</source>
        <translation>Prezent z ciekawego sklepu</translation>
    </message>
    <message>
        <source>Cooking class</source>
        <translation>Lekcja gotowania</translation>
    </message>
    <message>
        <source>Concert</source>
        <translation>Koncert</translation>
    </message>
    <message>
        <source>Ginkaku-ji Temple</source>
        <extracomment>the Silver Pavilion (銀閣寺)</extracomment>
        <translation>Świątynia Ginkaku-ji</translation>
    </message>
    <message>
        <source>Tōfuku-ji Temple</source>
        <extracomment>a Zen temple in Kyoto (東福寺)</extracomment>
        <translation>Świątynia Tōfuku-ji</translation>
    </message>
    <message>
        <source>Ryōan-ji Temple</source>
        <extracomment>the rock garden temple (龍安寺)</extracomment>
        <translation>Świątynia Ryōan-ji</translation>
    </message>
    <message>
        <source>Kinkaku-ji Temple</source>
        <extracomment>the Golden Pavilion (金閣寺)</extracomment>
        <translation>Świątynia Kinkaku-ji</translation>
    </message>
    <message>
        <source>Kiyomizu-dera Temple</source>
        <extracomment>清水寺</extracomment>
        <translation>Świątynia Kiyomizu-dera</translation>
    </message>
    <message>
        <source>Nanzen-ji Temple</source>
        <extracomment>南禅寺</extracomment>
        <translation>Świątynia Nanzen-ji</translation>
    </message>
    <message>
        <source>Fushimi Inari Shrine</source>
        <extracomment>the shrine of the thousand red gates (伏見稲荷大社)</extracomment>
        <translation>Chram Fushimi Inari</translation>
    </message>
    <message>
        <source>Yasaka Shrine</source>
        <extracomment>八坂神社</extracomment>
        <translation>Chram Yasaka</translation>
    </message>
    <message>
        <source>Heian Shrine</source>
        <extracomment>平安神宮</extracomment>
        <translation>Chram Heian</translation>
    </message>
    <message>
        <source>Tea ceremony</source>
        <translation>Ceremonia herbaciana</translation>
    </message>
    <message>
        <source>Kyoto Tower</source>
        <translation>Kyoto Tower</translation>
    </message>
    <message>
        <source>Monkey park</source>
        <extracomment>the monkey park on the hill of Arashiyama (嵐山モンキーパーク)</extracomment>
        <translation>Park małp</translation>
    </message>
    <message>
        <source>Manga museum</source>
        <extracomment>the Kyoto International Manga Museum (京都国際マンガミュージアム)</extracomment>
        <translation>Muzeum mangi</translation>
    </message>
    <message>
        <source>Sannenzaka slope</source>
        <extracomment>a stepped old street up to Kiyomizu-dera (三年坂 / 産寧坂)</extracomment>
        <translation>Uliczka Sannenzaka</translation>
    </message>
    <message>
        <source>Ikebana class</source>
        <translation>Lekcja ikebany</translation>
    </message>
    <message>
        <source>Geisha show at Gion Corner</source>
        <extracomment>a stage in Gion showing the arts of geiko and maiko (ギオンコーナー)</extracomment>
        <translation>Pokaz gejsz w Gion Corner</translation>
    </message>
    <message>
        <source>Kyoto Imperial Palace</source>
        <extracomment>京都御所</extracomment>
        <translation>Pałac Cesarski w Kioto</translation>
    </message>
    <message>
        <source>Philosopher&apos;s Path</source>
        <extracomment>a canal-side path in Kyoto (哲学の道)</extracomment>
        <translation>Ścieżka Filozofów</translation>
    </message>
    <message>
        <source>Kyoto Railway Museum</source>
        <extracomment>京都鉄道博物館</extracomment>
        <translation>Muzeum Kolei w Kioto</translation>
    </message>
    <message>
        <source>Nishiki Market</source>
        <extracomment>Kyoto&apos;s covered food market (錦市場)</extracomment>
        <translation>Targ Nishiki</translation>
    </message>
    <message>
        <source>Kyoto Handicraft Center</source>
        <extracomment>a craft store of Kyoto (京都ハンディクラフトセンター)</extracomment>
        <translation>Kyoto Handicraft Center</translation>
    </message>
    <message>
        <source>Otagi Nenbutsu-ji Temple</source>
        <extracomment>a temple of 1200 stone statues (愛宕念仏寺)</extracomment>
        <translation>Świątynia Otagi Nenbutsu-ji</translation>
    </message>
    <message>
        <source>Temple lodging</source>
        <extracomment>a night at a temple (宿坊)</extracomment>
        <translation>Nocleg w świątyni</translation>
    </message>
    <message>
        <source>Arashiyama Bamboo Grove</source>
        <extracomment>嵐山の竹林</extracomment>
        <translation>Bambusowy gaj Arashiyama</translation>
    </message>
    <message>
        <source>Ryokan</source>
        <extracomment>a traditional Japanese inn (旅館)</extracomment>
        <translation>Ryokan</translation>
    </message>
    <message>
        <source>Machiya</source>
        <extracomment>a traditional wooden town house of Kyoto (町家)</extracomment>
        <translation>Machiya</translation>
    </message>
    <message>
        <source>Nijō Castle</source>
        <extracomment>二条城</extracomment>
        <translation>Zamek Nijō</translation>
    </message>
    <message>
        <source>Pontochō</source>
        <extracomment>an old alley of restaurants by the river (先斗町)</extracomment>
        <translation>Pontochō</translation>
    </message>
    <message>
        <source>Shugaku-in Imperial Villa</source>
        <extracomment>修学院離宮</extracomment>
        <translation>Cesarska Willa Shugaku-in</translation>
    </message>
    <message>
        <source>Higashiyama district</source>
        <extracomment>the old eastern district of Kyoto (東山)</extracomment>
        <translation>Dzielnica Higashiyama</translation>
    </message>
    <message>
        <source>Tenryū-ji Temple</source>
        <extracomment>天龍寺</extracomment>
        <translation>Świątynia Tenryū-ji</translation>
    </message>
    <message>
        <source>Koke-dera Temple</source>
        <extracomment>the moss temple (苔寺, Saihō-ji)</extracomment>
        <translation>Świątynia Koke-dera</translation>
    </message>
    <message>
        <source>Onsen</source>
        <extracomment>a hot spring bath (温泉)</extracomment>
        <translation>Onsen</translation>
    </message>
    <message>
        <source>Sake district</source>
        <extracomment>the district of sake breweries (Fushimi)</extracomment>
        <translation>Dzielnica sake</translation>
    </message>
    <message>
        <source>Shopping arcades</source>
        <extracomment>covered shopping streets (商店街)</extracomment>
        <translation>Pasaże handlowe</translation>
    </message>
    <message>
        <source>Flea market</source>
        <translation>Pchli targ</translation>
    </message>
    <message>
        <source>Kyoto National Museum</source>
        <translation>Muzeum Narodowe w Kioto</translation>
    </message>
    <message>
        <source>Drumming class</source>
        <extracomment>a lesson on Japanese drums (和太鼓)</extracomment>
        <translation>Lekcja gry na bębnach</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokio</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <translation>Kioto</translation>
    </message>
    <message>
        <source>Monday</source>
        <extracomment>the days of the itinerary, Monday (0) to Saturday (5)</extracomment>
        <translation>Poniedziałek</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Wtorek</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Środa</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Czwartek</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Piątek</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Sobota</translation>
    </message>
    <message>
        <source>on Monday</source>
        <extracomment>a day as the time of an action, inserted where a sentence&apos;s comment says “the day with its preposition”; the whole phrase, in the form the language needs there</extracomment>
        <translation>w poniedziałek</translation>
    </message>
    <message>
        <source>on Tuesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>we wtorek</translation>
    </message>
    <message>
        <source>on Wednesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>w środę</translation>
    </message>
    <message>
        <source>on Thursday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>w czwartek</translation>
    </message>
    <message>
        <source>on Friday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>w piątek</translation>
    </message>
    <message>
        <source>on Saturday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>w sobotę</translation>
    </message>
    <message>
        <source>Temples &amp; shrines</source>
        <extracomment>an experience (red icon and track)</extracomment>
        <translation>Świątynie</translation>
    </message>
    <message>
        <source>Food &amp; drink</source>
        <extracomment>an experience (green icon and track)</extracomment>
        <translation>Jedzenie</translation>
    </message>
    <message>
        <source>Nature &amp; gardens</source>
        <extracomment>an experience (pink icon and track)</extracomment>
        <translation>Natura i ogrody</translation>
    </message>
    <message>
        <source>Shopping</source>
        <extracomment>an experience (yellow icon and track)</extracomment>
        <translation>Zakupy</translation>
    </message>
    <message>
        <source>Unique experiences</source>
        <extracomment>an experience (turquoise icon and track)</extracomment>
        <translation>Wyjątkowe przeżycia</translation>
    </message>
    <message>
        <source>Green lightning</source>
        <extracomment>a mood icon: relaxing, moves the mood toward happiness</extracomment>
        <translation>Zielona błyskawica</translation>
    </message>
    <message>
        <source>Green yen</source>
        <extracomment>a mood icon: cheap, moves the mood toward happiness</extracomment>
        <translation>Zielony jen</translation>
    </message>
    <message>
        <source>Red lightning</source>
        <extracomment>a mood icon: strenuous, moves the mood toward stress</extracomment>
        <translation>Czerwona błyskawica</translation>
    </message>
    <message>
        <source>Red yen</source>
        <extracomment>a mood icon: expensive, moves the mood toward stress</extracomment>
        <translation>Czerwony jen</translation>
    </message>
    <message>
        <source>Wild token</source>
        <extracomment>a token: one step on any experience track</extracomment>
        <translation>Żeton dżokera</translation>
    </message>
    <message>
        <source>Happiness (green mood icons)</source>
        <extracomment>the sixth favourable-condition token: both green mood icons match it</extracomment>
        <translation>Radość (zielone symbole nastroju)</translation>
    </message>
    <message>
        <source>A highlight every day</source>
        <translation>Atrakcja każdego dnia</translation>
    </message>
    <message>
        <source>Perfect mood</source>
        <translation>Idealny nastrój</translation>
    </message>
    <message>
        <source>Seasoned traveller</source>
        <translation>Doświadczony podróżnik</translation>
    </message>
    <message>
        <source>First class</source>
        <extracomment>the title of passport card 1 (our own short title)</extracomment>
        <translation>Pierwsza klasa</translation>
    </message>
    <message>
        <source>Well researched</source>
        <translation>Dobrze rozeznany</translation>
    </message>
    <message>
        <source>A day to remember</source>
        <translation>Niezapomniany dzień</translation>
    </message>
    <message>
        <source>Grand tour</source>
        <translation>Wielka podróż</translation>
    </message>
    <message>
        <source>Better than the agency</source>
        <translation>Lepszy od biura podróży</translation>
    </message>
    <message>
        <source>Better than the hard agency</source>
        <translation>Lepszy od trudnego biura podróży</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Fotofinisz</translation>
    </message>
    <message>
        <source>Score the highlight of the day on all six days, Monday to Saturday.</source>
        <translation>Zalicz atrakcję dnia we wszystkie sześć dni, od poniedziałku do soboty.</translation>
    </message>
    <message>
        <source>End the trip with happiness at the top of its track and no stress at all.</source>
        <translation>Zakończ podróż z torem radości na samej górze i bez odrobiny stresu.</translation>
    </message>
    <message>
        <source>Score 15 points for experience, the best the table gives.</source>
        <translation>Zdobądź 15 punktów za atrakcje, najwięcej, ile daje tabela.</translation>
    </message>
    <message>
        <source>End with trains that cost you nothing: luxury tickets make up for every standard one.</source>
        <translation>Zakończ tak, by bilety nic cię nie kosztowały: bilety luksusowe równoważą każdy zwykły.</translation>
    </message>
    <message>
        <source>Score 15 points or more with research tokens.</source>
        <translation>Zdobądź co najmniej 15 punktów za żetony rozeznania.</translation>
    </message>
    <message>
        <source>Score 20 points or more on a single day.</source>
        <translation>Zdobądź co najmniej 20 punktów jednego dnia.</translation>
    </message>
    <message>
        <source>Score 120 points or more.</source>
        <translation>Zdobądź co najmniej 120 punktów.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the travel agency.</source>
        <translation>Grając samodzielnie, zaplanuj lepszą podróż niż biuro podróży.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the hard travel agency.</source>
        <translation>Grając samodzielnie, zaplanuj lepszą podróż niż trudne biuro podróży.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Wygraj różnicą jednego punktu.</translation>
    </message>
    <message>
        <source>Bargain hunter</source>
        <translation>Łowca okazji</translation>
    </message>
    <message>
        <source>Hard start</source>
        <translation>Trudny początek</translation>
    </message>
    <message>
        <source>Free spirit</source>
        <translation>Wolny duch</translation>
    </message>
    <message>
        <source>Well prepared</source>
        <translation>Dobrze przygotowany</translation>
    </message>
    <message>
        <source>A taste of everything</source>
        <translation>Wszystkiego po trochu</translation>
    </message>
    <message>
        <source>Carefree spending</source>
        <translation>Beztroskie wydatki</translation>
    </message>
    <message>
        <source>Highs and lows</source>
        <translation>Wzloty i upadki</translation>
    </message>
    <message>
        <source>Joy of the unique</source>
        <translation>Radość z wyjątkowości</translation>
    </message>
    <message>
        <source>Lucky breaks</source>
        <translation>Szczęśliwe trafy</translation>
    </message>
    <message>
        <source>Strong feelings</source>
        <translation>Silne emocje</translation>
    </message>
    <message>
        <source>Double rewards</source>
        <translation>Podwójne nagrody</translation>
    </message>
    <message>
        <source>Rich experience</source>
        <translation>Bogate doświadczenia</translation>
    </message>
    <message>
        <source>Varied days</source>
        <translation>Urozmaicone dni</translation>
    </message>
    <message>
        <source>Double wilds</source>
        <translation>Podwójny dżoker</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Specjalista</translation>
    </message>
    <message>
        <source>Two cities in balance</source>
        <translation>Dwa miasta w równowadze</translation>
    </message>
    <message>
        <source>Museums and classes</source>
        <translation>Muzea i lekcje</translation>
    </message>
    <message>
        <source>Start the game with 3 luxury train tickets.</source>
        <translation>Zaczynasz grę z 3 biletami luksusowymi.</translation>
    </message>
    <message>
        <source>Each green yen moves your mood 2 steps toward happiness and scores 1 VP.</source>
        <translation>Każdy zielony jen przesuwa znacznik na torze nastroju o 2 pola w stronę radości i daje 1 PZ.</translation>
    </message>
    <message>
        <source>Start with 2 red lightning icons; the VP of your first 2 highlights are doubled.</source>
        <translation>Zaczynasz z 2 czerwonymi błyskawicami; PZ z twoich pierwszych 2 atrakcji dnia są podwojone.</translation>
    </message>
    <message>
        <source>Start the game with 3 wild tokens.</source>
        <translation>Zaczynasz grę z 3 żetonami dżokera.</translation>
    </message>
    <message>
        <source>Start the game with 5 research tokens and 1 green yen icon.</source>
        <translation>Zaczynasz grę z 5 żetonami rozeznania i 1 zielonym jenem.</translation>
    </message>
    <message>
        <source>Start the game with 1 icon of each experience.</source>
        <translation>Zaczynasz grę z 1 symbolem atrakcji każdego rodzaju.</translation>
    </message>
    <message>
        <source>Red yen icons do not move your mood, and each scores 1 VP.</source>
        <translation>Czerwone jeny nie przesuwają znacznika nastroju, a każdy daje 1 PZ.</translation>
    </message>
    <message>
        <source>1 VP per green lightning and 2 VP per red lightning.</source>
        <translation>1 PZ za każdą zieloną błyskawicę i 2 PZ za każdą czerwoną.</translation>
    </message>
    <message>
        <source>Each unique experience icon also moves your mood 1 step toward happiness and scores 1 VP.</source>
        <translation>Każdy symbol wyjątkowego przeżycia dodatkowo przesuwa znacznik nastroju o 1 pole w stronę radości i daje 1 PZ.</translation>
    </message>
    <message>
        <source>Twice on the trip, score a highlight without meeting its condition.</source>
        <translation>Dwa razy podczas podróży możesz zaliczyć atrakcję dnia bez spełnienia jej warunku.</translation>
    </message>
    <message>
        <source>The VP of your happiness and stress tracks are doubled.</source>
        <translation>Punkty z twojego toru radości i toru stresu są podwojone.</translation>
    </message>
    <message>
        <source>Your highlights give twice the icons and wild tokens they show.</source>
        <translation>Twoje atrakcje dnia dają dwa razy więcej symboli i żetonów dżokera, niż pokazują.</translation>
    </message>
    <message>
        <source>Each experience track scores 4 VP from 4, 13 VP from 7 and 22 VP from 10.</source>
        <translation>Każdy tor atrakcji daje 4 PZ od 4 pól, 13 PZ od 7 pól i 22 PZ od 10 pól.</translation>
    </message>
    <message>
        <source>6 VP for each day with at least 4 different experiences.</source>
        <translation>6 PZ za każdy dzień z co najmniej 4 różnymi symbolami atrakcji.</translation>
    </message>
    <message>
        <source>Each wild token moves two different experience markers one step.</source>
        <translation>Każdy żeton dżokera przesuwa dwa różne znaczniki atrakcji o 1 pole.</translation>
    </message>
    <message>
        <source>1 VP per icon of your strongest experience, and 6 VP for each experience with 0 to 3.</source>
        <translation>1 PZ za każdy symbol twojej najmocniejszej atrakcji i 6 PZ za każdy rodzaj atrakcji, którego masz od 0 do 3.</translation>
    </message>
    <message>
        <source>14 VP if your itinerary holds as many Tokyo cards as Kyoto cards (face-up yellow cards do not count).</source>
        <translation>14 PZ, jeśli twój plan podróży zawiera tyle samo kart z Tokio co z Kioto (odkryte żółte karty się nie liczą).</translation>
    </message>
    <message>
        <source>4 VP for each museum and class you visit: the anime, manga, railway and both national museums, the cooking, drumming and ikebana classes.</source>
        <translation>4 PZ za każde odwiedzone muzeum i każdą lekcję: muzea anime, mangi, kolei i oba muzea narodowe, lekcje gotowania, gry na bębnach i ikebany.</translation>
    </message>
    <message>
        <source>Mood one step toward happiness</source>
        <extracomment>a day bonus reward (1 matching icon or more)</extracomment>
        <translation>Nastrój o 1 pole w stronę radości</translation>
    </message>
    <message>
        <source>2 research tokens</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>2 żetony rozeznania</translation>
    </message>
    <message>
        <source>1 wild token</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>1 żeton dżokera</translation>
    </message>
    <message>
        <source>1 luxury train ticket</source>
        <extracomment>a day bonus reward (3 matching icons or more)</extracomment>
        <translation>1 bilet luksusowy</translation>
    </message>
    <message>
        <source>Bonus walk: a 4th card face down</source>
        <extracomment>a day bonus reward (3 matching icons or more): a 4th card, face down, on that day</extracomment>
        <translation>Dodatkowy spacer: 4. karta zakryta</translation>
    </message>
    <message>
        <source>Start train ticket</source>
        <extracomment>a train ticket: every traveller has one, 0 VP</extracomment>
        <translation>Bilet startowy</translation>
    </message>
    <message>
        <source>Luxury train ticket</source>
        <extracomment>a train ticket won as a day bonus: +2 VP and a green lightning when used</extracomment>
        <translation>Bilet luksusowy</translation>
    </message>
    <message>
        <source>Standard train ticket</source>
        <extracomment>a train ticket from the supply: −2 VP</extracomment>
        <translation>Bilet zwykły</translation>
    </message>
    <message>
        <source>Start train ticket (0 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Bilet startowy (0 PZ)</translation>
    </message>
    <message>
        <source>Luxury train ticket (+2 VP, green lightning)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Bilet luksusowy (+2 PZ, zielona błyskawica)</translation>
    </message>
    <message>
        <source>Standard train ticket (−2 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Bilet zwykły (−2 PZ)</translation>
    </message>
    <message>
        <source>Experience</source>
        <extracomment>a row of the score sheet: the five experience tracks</extracomment>
        <translation>Atrakcje</translation>
    </message>
    <message>
        <source>Trains</source>
        <extracomment>a row of the score sheet: the train tickets used</extracomment>
        <translation>Bilety</translation>
    </message>
    <message>
        <source>Research tokens</source>
        <extracomment>a row of the score sheet: 1 VP per unused research token</extracomment>
        <translation>Żetony rozeznania</translation>
    </message>
    <message>
        <source>Passport</source>
        <extracomment>a row of the score sheet: what the passport card scored</extracomment>
        <translation>Paszport</translation>
    </message>
    <message>
        <source>Passport expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Dodatek Paszport</translation>
    </message>
    <message>
        <source>Travel agency</source>
        <extracomment>the solo opponent&apos;s difficulty
----------
the solo opponent, as a name on the score sheet</extracomment>
        <translation>Biuro podróży</translation>
    </message>
    <message>
        <source>Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way to score on the trip.</source>
        <translation>Każdy dostaje 2 karty paszportu i zatrzymuje 1: bonus na start albo nowy sposób punktowania w podróży.</translation>
    </message>
    <message>
        <source>Solo: the travel agency builds its own itinerary from the cards you give it. Easy: its highlights need their conditions. Normal: every highlight scores. Hard: every highlight scores and it rides luxury trains.</source>
        <translation>Gra solo: biuro podróży układa własny plan podróży z kart, które mu dajesz. Łatwy: jego atrakcje dnia wymagają spełnienia warunków. Normalny: każda atrakcja dnia punktuje. Trudny: każda atrakcja dnia punktuje, a biuro jeździ na biletach luksusowych.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>no change of city, no train</source>
        <extracomment>score detail under the hard travel agency&apos;s trains: it rides a luxury train at each change of city, and its cities never changed</extracomment>
        <translation>bez zmiany miasta, bez biletu</translation>
    </message>
    <message>
        <source>takes no trains at this level</source>
        <extracomment>score detail under the travel agency&apos;s trains at the easy and normal levels</extracomment>
        <translation>na tym poziomie nie używa biletów</translation>
    </message>
    <message>
        <source>gets no research tokens</source>
        <extracomment>score detail under the travel agency&apos;s research tokens (always 0)</extracomment>
        <translation>nie dostaje żetonów rozeznania</translation>
    </message>
    <message>
        <source>travels without a passport</source>
        <extracomment>score detail under the travel agency&apos;s passport points (always 0)</extracomment>
        <translation>podróżuje bez karty paszportu</translation>
    </message>
    <message>
        <source>This itinerary cannot be travelled: every day needs its cards.</source>
        <translation>Tego planu podróży nie da się zrealizować: każdy dzień potrzebuje kart.</translation>
    </message>
    <message>
        <source>The travel agency can only be easy, normal or hard.</source>
        <translation>Biuro podróży może być tylko łatwe, normalne albo trudne.</translation>
    </message>
    <message>
        <source>The trip is over: nothing is left to decide.</source>
        <translation>Podróż się skończyła: nie ma już nic do zdecydowania.</translation>
    </message>
    <message>
        <source>That is not one of the choices of this trip decision.</source>
        <translation>To nie jest jedna z możliwości tej decyzji.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be drawn or passed on yet.</source>
        <extracomment>the round cannot go on yet: some traveller still has a card to place or a choice</extracomment>
        <translation>Nic jeszcze nie czeka na dobranie ani przekazanie.</translation>
    </message>
    <message>
        <source>The cards of Let&apos;s Go! To Japan could not be loaded; reinstall Tabibito.</source>
        <translation>Nie udało się wczytać kart gry Jedziemy do Japonii; zainstaluj Tabibito ponownie.</translation>
    </message>
    <message>
        <source>Keep one of your two passport cards.</source>
        <translation>Zatrzymaj jedną ze swoich dwóch kart paszportu.</translation>
    </message>
    <message>
        <source>Last round: choose the deck to draw your card from.</source>
        <translation>Ostatnia runda: wybierz talię, z której dobierzesz kartę.</translation>
    </message>
    <message>
        <source>Choose the next card for the travel agency&apos;s itinerary.</source>
        <translation>Wybierz następną kartę do planu podróży biura podróży.</translation>
    </message>
    <message>
        <source>The highlight of %2, %1, misses its condition: score it anyway with your passport?</source>
        <extracomment>the question of a trip decision: %1 the highlight&apos;s card, %2 its day</extracomment>
        <translation>Atrakcja dnia (%2, „%1”) nie spełnia warunku: zaliczyć ją mimo to dzięki paszportowi?</translation>
    </message>
    <message>
        <source>Walk (Tokyo deck)</source>
        <extracomment>a face-down walk card of the Tokyo deck (its front unseen until the trip)</extracomment>
        <translation>Spacer (talia Tokio)</translation>
    </message>
    <message>
        <source>Walk (Kyoto deck)</source>
        <translation>Spacer (talia Kioto)</translation>
    </message>
    <message>
        <source>Walk</source>
        <extracomment>a face-down walk card</extracomment>
        <translation>Spacer</translation>
    </message>
    <message>
        <source>Face-down card (Tokyo deck)</source>
        <extracomment>a card seen from its back: the deck is all that shows</extracomment>
        <translation>Zakryta karta (talia Tokio)</translation>
    </message>
    <message>
        <source>Face-down card (Kyoto deck)</source>
        <translation>Zakryta karta (talia Kioto)</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>a number of victory points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
            <numerusform>%n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n × %1</source>
        <extracomment>a part of a highlight condition: %1 an icon (&quot;Food &amp; drink&quot;), %n how many</extracomment>
        <translation>
            <numerusform>co najmniej %n × %1</numerusform>
            <numerusform>co najmniej %n × %1</numerusform>
            <numerusform>co najmniej %n × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walked at least %n time(s)</source>
        <extracomment>a part of a highlight condition</extracomment>
        <translation>
            <numerusform>co najmniej %n spacer</numerusform>
            <numerusform>co najmniej %n spacery</numerusform>
            <numerusform>co najmniej %n spacerów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n train ride(s)</source>
        <extracomment>a part of a highlight condition: trains ridden so far</extracomment>
        <translation>
            <numerusform>co najmniej %n przejazd pociągiem</numerusform>
            <numerusform>co najmniej %n przejazdy pociągiem</numerusform>
            <numerusform>co najmniej %n przejazdów pociągiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per %1</source>
        <extracomment>a highlight reward: %n VP for each icon %1 collected so far</extracomment>
        <translation>
            <numerusform>%n PZ za każdy symbol: %1</numerusform>
            <numerusform>%n PZ za każdy symbol: %1</numerusform>
            <numerusform>%n PZ za każdy symbol: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per set of %1</source>
        <extracomment>a highlight reward: %n VP for each complete set of the icons %1 (&quot;Temples + Food&quot;)</extracomment>
        <translation>
            <numerusform>%n PZ za każdy komplet: %1</numerusform>
            <numerusform>%n PZ za każdy komplet: %1</numerusform>
            <numerusform>%n PZ za każdy komplet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per train ride</source>
        <extracomment>a highlight reward</extracomment>
        <translation>
            <numerusform>%n PZ za każdy przejazd pociągiem</numerusform>
            <numerusform>%n PZ za każdy przejazd pociągiem</numerusform>
            <numerusform>%n PZ za każdy przejazd pociągiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per day spent entirely in %1</source>
        <extracomment>a highlight reward: %1 a city; a day counts when all its cards are in that city</extracomment>
        <translation>
            <numerusform>%n PZ za każdy dzień spędzony w całości w mieście %1</numerusform>
            <numerusform>%n PZ za każdy dzień spędzony w całości w mieście %1</numerusform>
            <numerusform>%n PZ za każdy dzień spędzony w całości w mieście %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Tokyo card(s) and %n Kyoto card(s).</source>
        <extracomment>where a round&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Dobierz %n kartę z Tokio i %n kartę z Kioto.</numerusform>
            <numerusform>Dobierz %n karty z Tokio i %n karty z Kioto.</numerusform>
            <numerusform>Dobierz %n kart z Tokio i %n kart z Kioto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the deck of your choice.</source>
        <extracomment>where round 13&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Dobierz %n kartę z wybranej talii.</numerusform>
            <numerusform>Dobierz %n karty z wybranej talii.</numerusform>
            <numerusform>Dobierz %n kart z wybranej talii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s).</source>
        <extracomment>how many cards a round places</extracomment>
        <translation>
            <numerusform>Zagraj %n kartę.</numerusform>
            <numerusform>Zagraj %n karty.</numerusform>
            <numerusform>Zagraj %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: discard %n card(s) from your hand.</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Rozeznanie: odrzuć %n kartę z ręki.</numerusform>
            <numerusform>Rozeznanie: odrzuć %n karty z ręki.</numerusform>
            <numerusform>Rozeznanie: odrzuć %n kart z ręki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: choose the deck of your next card (%n to draw).</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Rozeznanie: wybierz talię następnej karty (do dobrania: %n).</numerusform>
            <numerusform>Rozeznanie: wybierz talię następnej karty (do dobrania: %n).</numerusform>
            <numerusform>Rozeznanie: wybierz talię następnej karty (do dobrania: %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day bonus for %1: %n matching icon(s). Choose your reward.</source>
        <extracomment>prompt: %1 a day; %n the icons that match its favourable condition</extracomment>
        <translation>
            <numerusform>Bonus dnia (%1): %n pasujący symbol. Wybierz nagrodę.</numerusform>
            <numerusform>Bonus dnia (%1): %n pasujące symbole. Wybierz nagrodę.</numerusform>
            <numerusform>Bonus dnia (%1): %n pasujących symboli. Wybierz nagrodę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: place a card, or discard one for a walk (%n to place).</source>
        <extracomment>prompt: %1 the round; %n the cards still to place this round</extracomment>
        <translation>
            <numerusform>Runda %1: zagraj kartę albo odrzuć jedną, by pójść na spacer (do zagrania: %n).</numerusform>
            <numerusform>Runda %1: zagraj kartę albo odrzuć jedną, by pójść na spacer (do zagrania: %n).</numerusform>
            <numerusform>Runda %1: zagraj kartę albo odrzuć jedną, by pójść na spacer (do zagrania: %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 a card&apos;s site; %n its VP</extracomment>
        <translation>
            <numerusform>%1: %2, %n PZ.</numerusform>
            <numerusform>%1: %2, %n PZ.</numerusform>
            <numerusform>%1: %2, %n PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a walk, scored from its back, %n VP.</source>
        <extracomment>log of the trip: %1 a day; a walk scored from its back</extracomment>
        <translation>
            <numerusform>%1: spacer liczony według rewersu, %n PZ.</numerusform>
            <numerusform>%1: spacer liczony według rewersu, %n PZ.</numerusform>
            <numerusform>%1: spacer liczony według rewersu, %n PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the highlight&apos;s card</extracomment>
        <translation>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2), scored without its condition: %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the card; scored without its condition (passport)</extracomment>
        <translation>
            <numerusform>Atrakcja dnia (%1, %2) zaliczona bez warunku: %n PZ.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2) zaliczona bez warunku: %n PZ.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2) zaliczona bez warunku: %n PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP and %3.</source>
        <extracomment>log of the trip: %1 a day, %2 the card, %3 the icons gained</extracomment>
        <translation>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ oraz %3.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ oraz %3.</numerusform>
            <numerusform>Atrakcja dnia (%1, %2): %n PZ oraz %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trip is over: %n VP in all.</source>
        <extracomment>log: the end of one traveller&apos;s trip</extracomment>
        <translation>
            <numerusform>Podróż zakończona: łącznie %n PZ.</numerusform>
            <numerusform>Podróż zakończona: łącznie %n PZ.</numerusform>
            <numerusform>Podróż zakończona: łącznie %n PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <extracomment>one line of a result: %1 a player</extracomment>
        <translation>
            <numerusform>%1: %n PZ</numerusform>
            <numerusform>%1: %n PZ</numerusform>
            <numerusform>%1: %n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n VP!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 wygrywa z wynikiem %n PZ!</numerusform>
            <numerusform>%1 wygrywa z wynikiem %n PZ!</numerusform>
            <numerusform>%1 wygrywa z wynikiem %n PZ!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n VP: %1</source>
        <extracomment>the result of a tie (ties share the victory): %1 lists the winners</extracomment>
        <translation>
            <numerusform>Wspólne zwycięstwo z wynikiem %n PZ: %1</numerusform>
            <numerusform>Wspólne zwycięstwo z wynikiem %n PZ: %1</numerusform>
            <numerusform>Wspólne zwycięstwo z wynikiem %n PZ: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats the travel agency: %n VP to %2!</source>
        <extracomment>the result in solo: %1 the player, %2 the travel agency&apos;s VP; %n the player&apos;s</extracomment>
        <translation>
            <numerusform>%1 pokonuje biuro podróży: %n do %2 PZ!</numerusform>
            <numerusform>%1 pokonuje biuro podróży: %n do %2 PZ!</numerusform>
            <numerusform>%1 pokonuje biuro podróży: %n do %2 PZ!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The travel agency wins: %n VP to %1.</source>
        <extracomment>the result in solo: %1 the player&apos;s VP; %n the travel agency&apos;s</extracomment>
        <translation>
            <numerusform>Wygrywa biuro podróży: %n do %1 PZ.</numerusform>
            <numerusform>Wygrywa biuro podróży: %n do %1 PZ.</numerusform>
            <numerusform>Wygrywa biuro podróży: %n do %1 PZ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and the travel agency tie with %n VP: a shared victory!</source>
        <extracomment>the result in solo: %1 the player; both have %n VP</extracomment>
        <translation>
            <numerusform>%1 i biuro podróży remisują z wynikiem %n PZ: wspólne zwycięstwo!</numerusform>
            <numerusform>%1 i biuro podróży remisują z wynikiem %n PZ: wspólne zwycięstwo!</numerusform>
            <numerusform>%1 i biuro podróży remisują z wynikiem %n PZ: wspólne zwycięstwo!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n research token(s)</source>
        <extracomment>score detail: unused research tokens</extracomment>
        <translation>
            <numerusform>%n żeton rozeznania</numerusform>
            <numerusform>%n żetony rozeznania</numerusform>
            <numerusform>%n żetonów rozeznania</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standard</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n zwykły</numerusform>
            <numerusform>%n zwykłe</numerusform>
            <numerusform>%n zwykłych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n luxury</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n luksusowy</numerusform>
            <numerusform>%n luksusowe</numerusform>
            <numerusform>%n luksusowych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend wild tokens %1? You have %n.</source>
        <extracomment>the question of the wild tokens on the trip: %1 where (&quot;before the Monday highlight&quot;)</extracomment>
        <translation>
            <numerusform>Użyć żetonów dżokera %1? Masz ich: %n.</numerusform>
            <numerusform>Użyć żetonów dżokera %1? Masz ich: %n.</numerusform>
            <numerusform>Użyć żetonów dżokera %1? Masz ich: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score it without its condition (%n left)</source>
        <extracomment>a button of the free highlight decision: %n free highlights left</extracomment>
        <translation>
            <numerusform>Zalicz bez warunku (zostało: %n)</numerusform>
            <numerusform>Zalicz bez warunku (zostało: %n)</numerusform>
            <numerusform>Zalicz bez warunku (zostało: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research (1 token): draw %n, discard %n</source>
        <extracomment>the panel&apos;s heading over the two deck buttons while the seat holds a research token: one token draws %n cards (each from the deck clicked) and then discards %n</extracomment>
        <translation>
            <numerusform>Rozeznanie (1 żeton): dobierz %n kartę, odrzuć %n</numerusform>
            <numerusform>Rozeznanie (1 żeton): dobierz %n karty, odrzuć %n</numerusform>
            <numerusform>Rozeznanie (1 żeton): dobierz %n kart, odrzuć %n</numerusform>
        </translation>
    </message>
    <message>
        <source>no %1 at all</source>
        <extracomment>a part of a highlight condition: %1 an icon</extracomment>
        <translation>ani jednego symbolu: %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>an icon gained, counted: %1 how many, %2 the icon (&quot;2 × Food &amp; drink&quot;)</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Yellow card: Tokyo or Kyoto, chosen on the trip</source>
        <extracomment>a yellow card&apos;s city on its hover text</extracomment>
        <translation>Żółta karta: Tokio lub Kioto, do wyboru w podróży</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hover text of a card without icons</extracomment>
        <translation>brak symboli</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>hover text of a card, first line: %1 the site, %2 its city</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Icons: %1. Worth %2.</source>
        <extracomment>hover text of a card: %1 its icons, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Symbole: %1. Wartość: %2.</translation>
    </message>
    <message>
        <source>Highlight (as the day&apos;s last card): if %1, then %2.</source>
        <extracomment>hover text of a card: %1 the condition, %2 the reward</extracomment>
        <translation>Atrakcja dnia (jako ostatnia karta dnia): jeśli %1, to %2.</translation>
    </message>
    <message>
        <source>Walk, scored from its back: %1 and %2; as the day&apos;s last card its highlight always gives %3.</source>
        <extracomment>hover text of a walk&apos;s back: %1 its VP, %2 its icon, %3 its highlight&apos;s VP</extracomment>
        <translation>Spacer liczony według rewersu: %1 i %2; jako ostatnia karta dnia jego atrakcja zawsze daje %3.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in round %1.</source>
        <extracomment>where a round&apos;s hand comes from: %1 a round&apos;s number</extracomment>
        <translation>Weź karty przekazane ci w rundzie %1.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in rounds %1–%2.</source>
        <extracomment>where a round&apos;s hand comes from: the rounds %1 to %2 (&quot;rounds 1–4&quot;)</extracomment>
        <translation>Weź karty przekazane ci w rundach %1–%2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row: %1 the first, %2 the next (Japanese: no space between)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The rest goes to the travel agency.</source>
        <translation>Reszta trafia do biura podróży.</translation>
    </message>
    <message>
        <source>Last round: the rest is not passed on.</source>
        <translation>Ostatnia runda: reszty nie przekazujesz dalej.</translation>
    </message>
    <message>
        <source>Pass the rest to the left.</source>
        <translation>Resztę przekaż w lewo.</translation>
    </message>
    <message>
        <source>Pass the rest to the right.</source>
        <translation>Resztę przekaż w prawo.</translation>
    </message>
    <message>
        <source>%1 %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision: %1 a yellow card&apos;s site, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>„%1” %2 to żółta karta: czy liczy się jako Tokio, czy jako Kioto?</translation>
    </message>
    <message>
        <source>The city changes at %1 %2: which train ticket do you use?</source>
        <extracomment>the question of a trip decision: %1 the card the train arrives at, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Zmiana miasta przy karcie „%1” %2: którego biletu używasz?</translation>
    </message>
    <message>
        <source>Your walk %2 turns out to be %1: score its front or its back?</source>
        <extracomment>the question of a trip decision: %1 the walk&apos;s card (now seen), %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Twój spacer %2 to karta „%1”: liczysz awers czy rewers?</translation>
    </message>
    <message>
        <source>The travel agency wins a wild token %2 (%1): its highest experience tracks are tied. Which one moves?</source>
        <extracomment>the question of a trip decision in solo: %1 the highlight&apos;s card, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Biuro podróży zdobywa %2 żeton dżokera (%1): jego najwyższe tory atrakcji są równe. Który ma się przesunąć?</translation>
    </message>
    <message>
        <source>The travel agency&apos;s card “%1” %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Karta biura podróży „%1” %2 jest żółta: czy liczy się jako Tokio, czy jako Kioto?</translation>
    </message>
    <message>
        <source>Decide for your trip.</source>
        <translation>Podejmij decyzję w podróży.</translation>
    </message>
    <message>
        <source>before the experience scoring</source>
        <extracomment>where wild tokens are spent: the last chance, before the experience tracks score</extracomment>
        <translation>przed punktacją torów atrakcji</translation>
    </message>
    <message>
        <source>before the highlight of %1</source>
        <extracomment>where wild tokens are spent: %1 a day</extracomment>
        <translation>przed atrakcją dnia (%1)</translation>
    </message>
    <message>
        <source>Keep the rest</source>
        <extracomment>a button of the wild token decision: spend no more now</extracomment>
        <translation>Zachowaj resztę</translation>
    </message>
    <message>
        <source>Front: %1</source>
        <extracomment>a button of the walk decision: %1 the card&apos;s site</extracomment>
        <translation>Awers: %1</translation>
    </message>
    <message>
        <source>Back: %1 and %2</source>
        <extracomment>a button of the walk decision: %1 its VP, %2 its icon</extracomment>
        <translation>Rewers: %1 i %2</translation>
    </message>
    <message>
        <source>Keep it for a later highlight</source>
        <extracomment>a button of the free highlight decision</extracomment>
        <translation>Zachowaj na późniejszą atrakcję dnia</translation>
    </message>
    <message>
        <source>Choose the slot of your walk (%1 deck): a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the deck (&quot;Tokyo&quot;) of the face-down card</extracomment>
        <translation>Wybierz miejsce spaceru (talia %1): dzień oraz pozycję nad, pod lub między jego kartami.</translation>
    </message>
    <message>
        <source>Choose where %1 goes: a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the card chosen</extracomment>
        <translation>Wybierz miejsce karty „%1”: dzień oraz pozycję nad, pod lub między jego kartami.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Podejmij decyzję.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2.</source>
        <extracomment>log: %1 a player, %2 the cards of the hand</extracomment>
        <translation>Ręka gracza %1: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a passport.</source>
        <extracomment>log: %1 a player; which passport stays hidden until everyone has chosen</extracomment>
        <translation>%1 wybiera kartę paszportu.</translation>
    </message>
    <message>
        <source>%1 keeps the passport %2.</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title</extracomment>
        <translation>%1 zatrzymuje kartę paszportu „%2”.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 odrzuca kartę „%2”.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 dobiera kartę.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 dobiera kartę „%2”.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The favourable conditions of the week: %1.</source>
        <extracomment>log at the start: %1 lists each day with its favourable condition</extracomment>
        <translation>Żetony atrakcji w tym tygodniu: %1.</translation>
    </message>
    <message>
        <source>Round %1 begins. %2</source>
        <extracomment>log: %1 the round, %2 where its hand comes from</extracomment>
        <translation>Zaczyna się runda %1. %2</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <extracomment>log: %1 the round</extracomment>
        <translation>Runda %1 zakończona.</translation>
    </message>
    <message>
        <source>%1 travels with the passport %2: %3</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title, %3 its effect</extracomment>
        <translation>%1 podróżuje z kartą paszportu „%2”: %3</translation>
    </message>
    <message>
        <source>%1 spends a research token: 3 cards to draw, then 3 to discard.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 wydaje żeton rozeznania: dobiera 3 karty, potem odrzuca 3.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the travel agency.</source>
        <extracomment>log in solo: %1 the player, %2 the card</extracomment>
        <translation>%1 przekazuje kartę „%2” biuru podróży.</translation>
    </message>
    <message>
        <source>Off to Japan! The trip begins, day by day.</source>
        <translation>Jedziemy do Japonii! Podróż rusza, dzień po dniu.</translation>
    </message>
    <message>
        <source>%1 places a card %2.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”); the card stays hidden until the next round</extracomment>
        <translation>%1 zagrywa kartę %2.</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <extracomment>log: %1 a player, %2 the card&apos;s title, %3 the day with its preposition (“on Monday”)</extracomment>
        <translation>%1 zagrywa kartę „%2” %3.</translation>
    </message>
    <message>
        <source>%1 takes a walk %2 (a face-down card of the %3 deck) and gains a research token.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck (&quot;Tokyo&quot;)</extracomment>
        <translation>%1 idzie na spacer %2 (zakryta karta z talii %3) i zdobywa żeton rozeznania.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: a bonus walk %2 from the %3 deck.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck of the face-down card (&quot;Tokyo&quot;)</extracomment>
        <translation>Bonus dnia gracza %1: dodatkowy spacer %2 z talii %3.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: %2.</source>
        <extracomment>log: %1 a player, %2 the reward (&quot;2 research tokens&quot;)</extracomment>
        <translation>Bonus dnia gracza %1: %2.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log of the trip: %1 the traveller (a player or the travel agency), %2 what happened</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 counts for %2.</source>
        <extracomment>log of the trip: %1 a yellow card, %2 the city it counts for</extracomment>
        <translation>„%1” liczy się jako %2.</translation>
    </message>
    <message>
        <source>%1 to %2.</source>
        <extracomment>log of the trip: %1 the ticket (&quot;Luxury train ticket&quot;), %2 the card reached</extracomment>
        <translation>%1 – „%2”.</translation>
    </message>
    <message>
        <source>The walk turns out to be %1: scored from its front.</source>
        <extracomment>log of the trip: %1 the walk&apos;s card, scored from its front</extracomment>
        <translation>Spacer okazuje się kartą „%1”: liczony awersem.</translation>
    </message>
    <message>
        <source>The walk (%1) is scored from its back.</source>
        <translation>Spacer (%1) jest liczony według rewersu karty.</translation>
    </message>
    <message>
        <source>Happiness rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Radość rośnie do poziomu %1.</translation>
    </message>
    <message>
        <source>Stress rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Stres rośnie do poziomu %1.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step.</source>
        <extracomment>log of the trip: %1 the experience(s) moved</extracomment>
        <translation>Żeton dżokera przesuwa o 1 pole: %1.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step, before the highlight of %2.</source>
        <extracomment>log of the trip: %1 the experience(s) moved, %2 a day</extracomment>
        <translation>Żeton dżokera przed atrakcją dnia (%2) przesuwa o 1 pole: %1.</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <extracomment>log of the trip: %1 what scored (a row of the score sheet, a passport, an experience), %2 its points, signed (stress loses points): &quot;Research tokens: 3 VP&quot;</extracomment>
        <translation>%1: %2 PZ</translation>
    </message>
    <message>
        <source>Highlight of %1 (%2): its condition is not met.</source>
        <extracomment>log of the trip: %1 a day, %2 the card</extracomment>
        <translation>Atrakcja dnia (%1, %2): warunek nie jest spełniony.</translation>
    </message>
    <message>
        <source>highlight scored</source>
        <extracomment>score detail under a day&apos;s points: whether its highlight scored</extracomment>
        <translation>atrakcja dnia zaliczona</translation>
    </message>
    <message>
        <source>highlight missed</source>
        <translation>atrakcja dnia niezaliczona</translation>
    </message>
    <message>
        <source>happiness %1 · stress %2</source>
        <extracomment>score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)</extracomment>
        <translation>radość %1 · stres %2</translation>
    </message>
    <message>
        <source>Happiness</source>
        <translation>Radość</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Stres</translation>
    </message>
    <message>
        <source>highlight</source>
        <extracomment>final scores, a day&apos;s sum: the points of the day&apos;s highlight (&quot;… + highlight 10 = 20&quot;)</extracomment>
        <translation>atrakcja dnia</translation>
    </message>
    <message>
        <source>%1 (%2 on its track)</source>
        <extracomment>final scores, the experience sum: %1 an experience (Temples &amp; shrines), %2 the step its marker reached on its track, before that track&apos;s points (&quot;… (7 on its track) 8 + …&quot;)</extracomment>
        <translation>%1 (%2 na torze)</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Karta punktacji</translation>
    </message>
    <message>
        <source>Agency</source>
        <extracomment>the score pad&apos;s column of the solo travel agency (narrow)</extracomment>
        <translation>Biuro</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip</source>
        <extracomment>the trip area&apos;s title while the solo player decides the agency&apos;s trip</extracomment>
        <translation>Podróż biura podróży</translation>
    </message>
    <message>
        <source>Start train unused</source>
        <translation>Bilet startowy niewykorzystany</translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>the score pad&apos;s last row once the trip is over</extracomment>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Front</source>
        <extracomment>under the card&apos;s front, beside its back, in the walk decision of the trip</extracomment>
        <translation>Awers</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>under the walk&apos;s back, beside the card&apos;s front, in the walk decision of the trip</extracomment>
        <translation>Rewers</translation>
    </message>
    <message>
        <source>Day travelled: %1</source>
        <extracomment>the banner when the trip has travelled a day (its cards and its highlight scored); %1 the day&apos;s victory points (&quot;12 VP&quot;)</extracomment>
        <translation>Dzień zakończony: %1</translation>
    </message>
    <message numerus="yes">
        <source>Day closed: %n matching icon(s)</source>
        <extracomment>the banner when a day of the itinerary takes its third card</extracomment>
        <translation>
            <numerusform>Dzień jest pełny: %n pasujący symbol</numerusform>
            <numerusform>Dzień jest pełny: %n pasujące symbole</numerusform>
            <numerusform>Dzień jest pełny: %n pasujących symboli</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a card.</source>
        <extracomment>replay of the draft: %1 a player, who chose a card of their hand (which, and whether to place it face up or as a walk, is their secret until the cards turn over)</extracomment>
        <translation>%1 wybiera kartę.</translation>
    </message>
    <message>
        <source>%1 chooses %2 to place face up.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they chose to place face up</extracomment>
        <translation>%1 wybiera kartę „%2”, by zagrać ją odkrytą.</translation>
    </message>
    <message>
        <source>%1 chooses %2 for a walk: %3.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they place face down, %3 the walk it becomes (“Walk (Kyoto deck)”)</extracomment>
        <translation>%1 wybiera kartę „%2” na spacer: %3.</translation>
    </message>
    <message>
        <source>%1 researches in the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they research in</extracomment>
        <translation>%1 prowadzi rozeznanie w talii %2.</translation>
    </message>
    <message>
        <source>%1 draws from the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they draw from</extracomment>
        <translation>%1 dobiera z talii %2.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <extracomment>replay of the draft: %1 a player, who discarded a card unseen by the others</extracomment>
        <translation>%1 odrzuca kartę.</translation>
    </message>
</context>
<context>
    <name>LetsGoHints</name>
    <message numerus="yes">
        <source>It completes %1 with %n matching icon(s): a day bonus of %2.</source>
        <extracomment>hint: %1 a day, %2 its day bonus (&quot;2 research tokens or 1 wild token&quot;); %n icons</extracomment>
        <translation>
            <numerusform>Ta karta dopełnia dzień (%1): %n pasujący symbol, bonus dnia to %2.</numerusform>
            <numerusform>Ta karta dopełnia dzień (%1): %n pasujące symbole, bonus dnia to %2.</numerusform>
            <numerusform>Ta karta dopełnia dzień (%1): %n pasujących symboli, bonus dnia to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It matches the favourable condition %1 (%2) with %n icon(s): a step toward the day bonus.</source>
        <extracomment>hint: %1 the day with its preposition (&quot;on Monday&quot;), %2 its favourable condition; %n of the card&apos;s icons match it</extracomment>
        <translation>
            <numerusform>Karta ma %n symbol pasujący %1 do żetonu atrakcji (%2) – krok w stronę bonusu dnia.</numerusform>
            <numerusform>Karta ma %n symbole pasujące %1 do żetonu atrakcji (%2) – krok w stronę bonusu dnia.</numerusform>
            <numerusform>Karta ma %n symboli pasujących %1 do żetonu atrakcji (%2) – krok w stronę bonusu dnia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more walk(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks</extracomment>
        <translation>
            <numerusform>jeszcze %n spacer</numerusform>
            <numerusform>jeszcze %n spacery</numerusform>
            <numerusform>jeszcze %n spacerów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n train ride(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks (rides are only known on the trip)</extracomment>
        <translation>
            <numerusform>%n przejazd pociągiem</numerusform>
            <numerusform>%n przejazdy pociągiem</numerusform>
            <numerusform>%n przejazdów pociągiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend a research token: draw %n card(s), the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</source>
        <extracomment>hint: %1 the deck of the first card; %n the cards a research draws</extracomment>
        <translation>
            <numerusform>Wydaj żeton rozeznania: dobierz %n kartę, pierwszą z talii &lt;b&gt;%1&lt;/b&gt;, potem odrzuć tyle samo.</numerusform>
            <numerusform>Wydaj żeton rozeznania: dobierz %n karty, pierwszą z talii &lt;b&gt;%1&lt;/b&gt;, potem odrzuć tyle samo.</numerusform>
            <numerusform>Wydaj żeton rozeznania: dobierz %n kart, pierwszą z talii &lt;b&gt;%1&lt;/b&gt;, potem odrzuć tyle samo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n research token(s), each worth %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused research token scores (&quot;1 VP&quot;); %n tokens left</extracomment>
        <translation>
            <numerusform>Zostaje ci %n żeton rozeznania; niewykorzystany daje na koniec %1.</numerusform>
            <numerusform>Zostają ci %n żetony rozeznania; każdy niewykorzystany daje na koniec %1.</numerusform>
            <numerusform>Zostaje ci %n żetonów rozeznania; każdy niewykorzystany daje na koniec %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token(s).</source>
        <extracomment>hint: %1 the card discarded, %2 the deck (&quot;Tokyo&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; i idź na spacer z talii &lt;b&gt;%2&lt;/b&gt;: zakryta karta trafia do twojego planu podróży, a ty zdobywasz %n żeton rozeznania.</numerusform>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; i idź na spacer z talii &lt;b&gt;%2&lt;/b&gt;: zakryta karta trafia do twojego planu podróży, a ty zdobywasz %n żetony rozeznania.</numerusform>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; i idź na spacer z talii &lt;b&gt;%2&lt;/b&gt;: zakryta karta trafia do twojego planu podróży, a ty zdobywasz %n żetonów rozeznania.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</source>
        <extracomment>hint during a research: %1 the card, %2 its VP; %n cards still to discard after it</extracomment>
        <translation>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; (%2); potem jeszcze %n karta do odrzucenia.</numerusform>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; (%2); potem jeszcze %n karty do odrzucenia.</numerusform>
            <numerusform>Odrzuć kartę &lt;b&gt;%1&lt;/b&gt; (%2); potem jeszcze %n kart do odrzucenia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more research token(s): each one a research, or %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused token scores (&quot;1 VP&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>%n żeton rozeznania więcej: to jedno rozeznanie albo %1 na koniec, jeśli zostanie.</numerusform>
            <numerusform>%n żetony rozeznania więcej: każdy to jedno rozeznanie albo %1 na koniec, jeśli zostanie.</numerusform>
            <numerusform>%n żetonów rozeznania więcej: każdy to jedno rozeznanie albo %1 na koniec, jeśli zostanie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n VP</source>
        <extracomment>victory points a trip choice adds at once</extracomment>
        <translation>
            <numerusform>+%n PZ</numerusform>
            <numerusform>+%n PZ</numerusform>
            <numerusform>+%n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n VP</source>
        <extracomment>victory points a trip choice costs at once</extracomment>
        <translation>
            <numerusform>−%n PZ</numerusform>
            <numerusform>−%n PZ</numerusform>
            <numerusform>−%n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a planned trip of about %n VP</source>
        <extracomment>hint in the draft: %n the final total of the trip the computer player plans with the move (its mean over a few fillings of the empty slots, less what the travel agency gains in solo)</extracomment>
        <translation>
            <numerusform>zaplanowana podróż za około %n PZ</numerusform>
            <numerusform>zaplanowana podróż za około %n PZ</numerusform>
            <numerusform>zaplanowana podróż za około %n PZ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card (the rest go to the travel agency): %1 the best other move; %n how much more the computer player&apos;s plan makes of this one, counting what the agency&apos;s trip gains from the cards it gets</extracomment>
        <translation>
            <numerusform>Lepszy niż „%1” o około %n PZ, licząc karty, które dostaje od ciebie biuro podróży.</numerusform>
            <numerusform>Lepszy niż „%1” o około %n PZ, licząc karty, które dostaje od ciebie biuro podróży.</numerusform>
            <numerusform>Lepszy niż „%1” o około %n PZ, licząc karty, które dostaje od ciebie biuro podróży.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <extracomment>hint in the draft: the best other move&apos;s planned total (after &quot;a planned trip of about 112 VP, against&quot;)</extracomment>
        <translation>
            <numerusform>około %n PZ</numerusform>
            <numerusform>około %n PZ</numerusform>
            <numerusform>około %n PZ</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer player would make this move.</source>
        <translation>Komputer wykonałby ten ruch.</translation>
    </message>
    <message>
        <source>“%1” would be just as good, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card: %1 the best other move, worth as much</extracomment>
        <translation>Wybór „%1” byłby równie dobry, licząc karty, które dostaje od ciebie biuro podróży.</translation>
    </message>
    <message>
        <source>%1, card %2 from the top</source>
        <extracomment>a slot of the itinerary named in a hint: %1 a day, %2 its place from the top (1-3)</extracomment>
        <translation>%1, %2. karta od góry</translation>
    </message>
    <message>
        <source>Keep the passport &lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>hint: %1 a passport card&apos;s title, %2 its effect</extracomment>
        <translation>Zachowaj kartę paszportu &lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Draw your last card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint in round 13: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>Dobierz ostatnią kartę z talii &lt;b&gt;%1&lt;/b&gt;: rewersy nic więcej nie zdradzają, więc obie talie są równie dobre.</translation>
    </message>
    <message>
        <source>Draw your next research card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint during a research: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>Następną kartę rozeznania dobierz z talii &lt;b&gt;%1&lt;/b&gt;: rewersy nic więcej nie zdradzają, więc obie talie są równie dobre.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2), for instance %3.</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;), %3 a day where it gains (said next), with its preposition (&quot;on Thursday&quot;)</extracomment>
        <translation>Zagraj z ręki kartę &lt;b&gt;%1&lt;/b&gt; (%2), na przykład %3.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, as the day&apos;s first card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 an empty day with its preposition (&quot;on Monday&quot;)</extracomment>
        <translation>Połóż &lt;b&gt;%1&lt;/b&gt; %2 jako pierwszą kartę dnia.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, between %3 and %4.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day with its preposition (&quot;on Monday&quot;), %3 and %4 the cards it goes between</extracomment>
        <translation>Połóż &lt;b&gt;%1&lt;/b&gt; %2 między kartami „%3” i „%4”.</translation>
    </message>
    <message>
        <source>Count &lt;b&gt;%1&lt;/b&gt; %2 for &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>hint on the trip: %1 a yellow card, %2 its day with its preposition (&quot;on Monday&quot;), %3 the city chosen</extracomment>
        <translation>Niech karta &lt;b&gt;%1&lt;/b&gt; %2 liczy się jako &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use the &lt;b&gt;%1&lt;/b&gt; to reach %2 %3: %4 for this ride.</source>
        <extracomment>hint on the trip: %1 a train ticket, %2 the card reached, %3 its day with its preposition (&quot;on Monday&quot;), %4 the ride&apos;s VP</extracomment>
        <translation>Wybierz &lt;b&gt;%1&lt;/b&gt;, by %3 dojechać do karty „%2”: %4 za ten przejazd.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its front, &lt;b&gt;%2&lt;/b&gt;: %3 and %4.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the walk&apos;s card, %3 its VP, %4 its icons</extracomment>
        <translation>Policz swój spacer %1 z awersu, &lt;b&gt;%2&lt;/b&gt;: %3 i %4.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its back: %2 and %3.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the back&apos;s VP, %3 its icon</extracomment>
        <translation>Policz swój spacer %1 z rewersu: %2 i %3.</translation>
    </message>
    <message>
        <source>Keep your free highlight for a later day instead of %2 %1.</source>
        <extracomment>hint on the trip: %1 a day with its preposition (&quot;on Monday&quot;), %2 its highlight&apos;s card</extracomment>
        <translation>Zachowaj zaliczenie bez warunku na późniejszy dzień, zamiast użyć go %1 dla karty „%2”.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Zagraj z ręki kartę &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>It is the only card left to give.</source>
        <extracomment>hint in solo: the card given is the last of the hand</extracomment>
        <translation>To ostatnia karta, którą możesz oddać.</translation>
    </message>
    <message>
        <source>There is no other choice here.</source>
        <extracomment>hint: the move has no alternative (a day bonus of a single reward)</extracomment>
        <translation>Tu nie masz innego wyboru.</translation>
    </message>
    <message>
        <source>rank %1 of %2 in the computer player&apos;s order of passports</source>
        <extracomment>hint, the passport kept: its place in the computer player&apos;s order of the passports (the effects that pay most often first): %1 its rank, %2 how many passports there are</extracomment>
        <translation>%1. miejsce na %2 w rankingu kart paszportu komputera</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>hint: the other passport&apos;s place in the computer player&apos;s order (after &quot;rank 3 of 18 in the computer player&apos;s order of passports, against&quot;)</extracomment>
        <translation>%1. miejsca</translation>
    </message>
    <message>
        <source>a research, which the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts a research as (&quot;about 3 VP&quot;): it researches when no card of the hand is worth that much in its best slot</extracomment>
        <translation>rozeznanie, które komputer wycenia na %1</translation>
    </message>
    <message>
        <source>%1 for that card in its best place</source>
        <extracomment>hint: the best card of the hand, worth %1 in its best slot (after &quot;a research, which the computer player counts as about 3 VP, against&quot;)</extracomment>
        <translation>%1 za tę kartę na jej najlepszym miejscu</translation>
    </message>
    <message>
        <source>the cards you keep are worth %1 in their best places</source>
        <extracomment>hint during a research: %1 what the cards kept are worth, each in its best slot</extracomment>
        <translation>zachowane karty warte %1 na swoich najlepszych miejscach</translation>
    </message>
    <message>
        <source>a reward the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts the day bonus&apos;s reward as (&quot;about 2.6 VP&quot;)</extracomment>
        <translation>nagroda, którą komputer wycenia na %1</translation>
    </message>
    <message>
        <source>about %1 VP</source>
        <extracomment>hint: a worth in VP, perhaps with a decimal or below zero (&quot;about 2.6 VP&quot;), as the computer player counts it</extracomment>
        <translation>około %1 PZ</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;); the next sentence says where it goes</extracomment>
        <translation>Wybierz z ręki kartę &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>On the trip it scores its front or its back (%1 and %2), whichever serves you better.</source>
        <extracomment>hint: %1 the VP of a card&apos;s back, %2 its icon; a walk scores its better side</extracomment>
        <translation>W podróży liczysz awers albo rewers (%1 i %2), zależnie od tego, co ci się bardziej opłaca.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the top of %2.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day</extracomment>
        <translation>Połóż &lt;b&gt;%1&lt;/b&gt; na samej górze dnia (%2).</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the bottom of %2, as its last card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day; the last card is the day&apos;s highlight</extracomment>
        <translation>Połóż &lt;b&gt;%1&lt;/b&gt; na samym dole dnia (%2), jako jego ostatnią kartę.</translation>
    </message>
    <message>
        <source>It closes %1 with no matching icon: no day bonus.</source>
        <extracomment>hint: %1 a day closed by its third card without a matching icon</extracomment>
        <translation>Ta karta dopełnia dzień (%1) bez pasującego symbolu: bez bonusu dnia.</translation>
    </message>
    <message>
        <source>As the last card of %1 a walk is the day&apos;s highlight: its back always gives %2.</source>
        <extracomment>hint: %1 a day, %2 the VP a walk&apos;s back gives as a highlight</extracomment>
        <translation>Jako ostatnia karta dnia (%1) spacer jest atrakcją dnia: jego rewers zawsze daje %2.</translation>
    </message>
    <message>
        <source>It has no icons: only its points count.</source>
        <translation>Nie ma symboli: liczą się tylko jej punkty zwycięstwa.</translation>
    </message>
    <message>
        <source>It brings %1 to your trip.</source>
        <extracomment>hint: %1 a card&apos;s icons</extracomment>
        <translation>Wnosi do twojej podróży: %1.</translation>
    </message>
    <message>
        <source>As the last card of %1 it would be the day&apos;s highlight, but its condition can no longer be met (%2).</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s condition, already broken by a card up to the day</extracomment>
        <translation>Jako ostatnia karta dnia (%1) byłaby atrakcją dnia, ale jej warunku (%2) nie da się już spełnić.</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight, and your cards up to %1 already meet its condition: %2.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward</extracomment>
        <translation>Jako ostatnia karta dnia (%1) jest atrakcją dnia, a twoje karty do tego dnia już spełniają jej warunek: %2.</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight: %2 once your cards up to %1 add %3.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward, %3 what the condition still lacks</extracomment>
        <translation>Jako ostatnia karta dnia (%1) jest atrakcją dnia: %2, gdy twoje karty do tego dnia dołożą jeszcze: %3.</translation>
    </message>
    <message>
        <source>On your open days it would complete no day bonus and meet no highlight.</source>
        <translation>W twoich otwartych dniach nie dałaby bonusu dnia ani nie spełniłaby warunku atrakcji dnia.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; as the day bonus of %2.</source>
        <extracomment>hint: %1 the reward chosen (&quot;2 research tokens&quot;), %2 the day</extracomment>
        <translation>Weź &lt;b&gt;%1&lt;/b&gt; jako bonus dnia (%2).</translation>
    </message>
    <message>
        <source>Happiness rises to step %1 at once: %2 after Saturday.</source>
        <extracomment>hint: %1 the happiness step reached, %2 its VP after Saturday</extracomment>
        <translation>Radość od razu rośnie do poziomu %1: %2 po sobocie.</translation>
    </message>
    <message>
        <source>Your mood marker starts the trip one step nearer happiness.</source>
        <translation>Twój znacznik nastroju zaczyna podróż o jedno pole bliżej radości.</translation>
    </message>
    <message>
        <source>On the trip a wild token moves any experience marker one step: toward a highlight&apos;s condition or the next threshold.</source>
        <translation>W podróży żeton dżokera przesuwa dowolny znacznik atrakcji o jedno pole: w stronę warunku atrakcji dnia albo następnego progu.</translation>
    </message>
    <message>
        <source>At a change of city it scores %1 and a green lightning, where a standard ticket costs %2.</source>
        <extracomment>hint: %1 what a luxury train ticket scores, %2 what a standard one costs</extracomment>
        <translation>Przy zmianie miasta daje %1 i zieloną błyskawicę, a bilet zwykły kosztuje %2.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes at the bottom of %2 as its new highlight, which gives at least %3.</source>
        <extracomment>hint: %1 a deck, %2 a day, %3 the VP a walk&apos;s back gives as the day&apos;s highlight</extracomment>
        <translation>Weź dodatkowy spacer: zakryta karta z talii &lt;b&gt;%1&lt;/b&gt; trafia na sam dół dnia (%2) jako nowa atrakcja dnia, która daje co najmniej %3.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes into %2 as its 4th card.</source>
        <extracomment>hint: %1 a deck, %2 a day</extracomment>
        <translation>Weź dodatkowy spacer: zakryta karta z talii &lt;b&gt;%1&lt;/b&gt; staje się 4. kartą dnia (%2).</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it becomes its highlight of %2 (%3).</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the highlight&apos;s reward</extracomment>
        <translation>Przekaż kartę &lt;b&gt;%1&lt;/b&gt; biuru podróży: stanie się jego atrakcją dnia (%2; %3).</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it goes into its %2, worth %3 to it, not as the day&apos;s highlight.</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the card&apos;s VP</extracomment>
        <translation>Przekaż kartę &lt;b&gt;%1&lt;/b&gt; biuru podróży: trafi do jego dnia (%2) i da mu %3, ale nie jako atrakcja dnia.</translation>
    </message>
    <message>
        <source>A face-down card of the %1 deck comes back to you for round %2.</source>
        <extracomment>hint in solo: %1 the deck of the face-down card coming back, %2 the round</extracomment>
        <translation>W zamian zakryta karta z talii %1 wraca do ciebie na rundę %2.</translation>
    </message>
    <message>
        <source>Score the highlight of %1, &lt;b&gt;%2&lt;/b&gt;, without its condition: %3 now.</source>
        <extracomment>hint on the trip: %1 a day, %2 its highlight&apos;s card, %3 the VP now</extracomment>
        <translation>Zalicz atrakcję dnia (%1, &lt;b&gt;%2&lt;/b&gt;) bez spełnienia warunku: teraz %3.</translation>
    </message>
    <message>
        <source>Move the travel agency&apos;s &lt;b&gt;%1&lt;/b&gt; track with its wild token.</source>
        <extracomment>hint on the trip in solo: %1 the experience track moved</extracomment>
        <translation>Żetonem dżokera biura podróży przesuń tor atrakcji: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Keep the rest of your wild tokens, though a leftover wild token is worth nothing.</source>
        <translation>Zachowaj pozostałe żetony dżokera, choć niewykorzystany żeton dżokera nic nie jest wart.</translation>
    </message>
    <message>
        <source>Keep your wild tokens past the highlight of %1.</source>
        <extracomment>hint on the trip: %1 a day</extracomment>
        <translation>Nie wydawaj żetonów dżokera przed atrakcją dnia (%1).</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the highlight of %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 a day</extracomment>
        <translation>Przed atrakcją dnia (%2) przesuń żetonem dżokera tor &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>one experience track moved by a wild token: %1 the experience, %2 its place now, %3 after</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the experience scoring: %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 the tracks moved (&quot;Shopping 6 → 7&quot;)</extracomment>
        <translation>Przed punktacją torów atrakcji przesuń żetonem dżokera tor &lt;b&gt;%1&lt;/b&gt;: %2.</translation>
    </message>
    <message>
        <source>The best final total you can still reach: %1.</source>
        <translation>Najlepszy wynik końcowy, jaki możesz jeszcze osiągnąć: %1.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 less than with “%3”.</source>
        <extracomment>hint, solo: %1 the lowest final total the agency can be held to, %2 the difference, %3 the best other choice</extracomment>
        <translation>Przy tym wyborze można ograniczyć wynik biura podróży do %1, o %2 mniej niż przy „%3”.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 more than with “%3”.</source>
        <translation>Przy tym wyborze można ograniczyć wynik biura podróży do %1, o %2 więcej niż przy „%3”.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, as with “%3”.</source>
        <extracomment>hint, solo: %1 the agency&apos;s lowest final total, %3 an equally good choice</extracomment>
        <translation>Przy tym wyborze można ograniczyć wynik biura podróży do %1, tak samo jak przy „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 more than with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %2 the difference, %3 the best other choice</extracomment>
        <translation>Najlepszy wynik końcowy, jaki możesz jeszcze tak osiągnąć: %1, o %2 więcej niż przy „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 less than with “%3”.</source>
        <translation>Najlepszy wynik końcowy, jaki możesz jeszcze tak osiągnąć: %1, o %2 mniej niż przy „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, as with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %3 an equally good choice</extracomment>
        <translation>Najlepszy wynik końcowy, jaki możesz jeszcze tak osiągnąć: %1, tak samo jak przy „%3”.</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hint: a card without icons</extracomment>
        <translation>brak symboli</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>two alternatives of a day bonus: %1 or %2</extracomment>
        <translation>%1 lub %2</translation>
    </message>
</context>
<context>
    <name>LetsGoTutorial</name>
    <message>
        <source>Welcome to Japan! You are planning a six-day trip, Monday to Saturday. Over 13 rounds you fill this itinerary with activity cards, three a day; then you travel, and your cards score.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Witaj w Japonii! Planujesz sześciodniową podróż, od poniedziałku do soboty. Przez 13 rund wypełniasz ten plan podróży kartami aktywności, po trzy na dzień; potem ruszasz w drogę, a twoje karty zdobywają punkty.</translation>
    </message>
    <message>
        <source>The round board shows each round: where its hand comes from and which way the rest is passed. In round 1 you draw one Tokyo card (blue) and one Kyoto card (pink), and you place one of them.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Tor rund pokazuje dla każdej rundy, skąd pochodzą karty na rękę i w którą stronę przekazujesz resztę. W rundzie 1 dobierasz jedną kartę Tokio (niebieską) i jedną kartę Kioto (różową) i zagrywasz jedną z nich.</translation>
    </message>
    <message>
        <source>Your hand. A card shows its icons top left and its victory points top right. At the bottom is its &lt;b&gt;highlight of the day&lt;/b&gt;: a condition and a reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>To twoja ręka. Karta pokazuje w lewym górnym rogu swoje symbole, a w prawym górnym punkty zwycięstwa. Na dole jest jej &lt;b&gt;atrakcja dnia&lt;/b&gt;: warunek i nagroda.</translation>
    </message>
    <message>
        <source>Each day has a &lt;b&gt;favourable-condition token&lt;/b&gt;. Monday&apos;s is happiness: green mood icons, a green lightning or a green yen, match it.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Każdy dzień ma swój &lt;b&gt;żeton atrakcji&lt;/b&gt;. W poniedziałek to radość: pasują do niej zielone symbole nastroju, zielona błyskawica lub zielony jen.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;. Its green lightning matches Monday&apos;s token.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kliknij &lt;b&gt;Świątynię Ryōan-ji&lt;/b&gt; i wybierz &lt;b&gt;Zagraj&lt;/b&gt;. Jej zielona błyskawica pasuje do żetonu poniedziałku.</translation>
    </message>
    <message>
        <source>Now click the lit place on &lt;b&gt;Monday&lt;/b&gt;. You may fill the days in any order; today we start with Monday.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Teraz kliknij podświetlone miejsce przy &lt;b&gt;poniedziałku&lt;/b&gt;. Dni możesz wypełniać w dowolnej kolejności; dziś zaczynamy od poniedziałku.</translation>
    </message>
    <message>
        <source>Put it on Monday for this lesson: we build Monday first.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>W tej lekcji połóż ją w poniedziałku: najpierw budujemy poniedziałek.</translation>
    </message>
    <message>
        <source>Alone, you play against the &lt;b&gt;travel agency&lt;/b&gt;: it takes your neighbour&apos;s place. Every card you pass goes into its itinerary, Monday first, and on the trip it scores like a traveller.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the travel agency&apos;s itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Grając sam, rywalizujesz z &lt;b&gt;biurem podróży&lt;/b&gt;: zajmuje ono miejsce sąsiada. Każda przekazana karta trafia do jego planu podróży, zaczynając od poniedziałku, a w podróży biuro punktuje jak podróżnik.</translation>
    </message>
    <message>
        <source>For each card you pass, a face-down card of the same deck comes back to you. These cards wait here until round 5 picks them up.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the cards coming back.</extracomment>
        <translation>Za każdą przekazaną kartę wraca do ciebie zakryta karta z tej samej talii. Te karty czekają tutaj, aż weźmiesz je na rękę w rundzie 5.</translation>
    </message>
    <message>
        <source>Round 2, a new pair of cards. Click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runda 2, nowa para kart. Kliknij &lt;b&gt;Park Ueno&lt;/b&gt; i wybierz &lt;b&gt;Zagraj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Only a day&apos;s last card shows in full: it is the day&apos;s &lt;b&gt;highlight&lt;/b&gt;. On the trip its condition is checked against everything collected up to that day; if it holds, you get the reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tylko ostatnia karta dnia jest widoczna w całości: to &lt;b&gt;atrakcja dnia&lt;/b&gt;. W podróży jej warunek sprawdza się ze wszystkim, co masz zebrane do tego dnia; jeśli jest spełniony, dostajesz nagrodę.</translation>
    </message>
    <message>
        <source>Take a Kyoto card in return this time.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tym razem weź w zamian kartę z talii Kioto.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;: the round ends.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Potwierdź&lt;/b&gt;: runda się kończy.</translation>
    </message>
    <message>
        <source>Two matches give 2 research tokens or a wild token; one gives a mood step, three a luxury train ticket or a bonus walk. Take the &lt;b&gt;wild token&lt;/b&gt;: on the trip it moves an experience track.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Dwa trafienia dają 2 żetony rozeznania albo żeton dżokera; jedno daje krok nastroju, trzy bilet luksusowy albo dodatkowy spacer. Weź &lt;b&gt;żeton dżokera&lt;/b&gt;: w podróży przesunie tor atrakcji.</translation>
    </message>
    <message>
        <source>Take the wild token this time: you will spend it on the trip.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tym razem weź żeton dżokera: wykorzystasz go w podróży.</translation>
    </message>
    <message>
        <source>Your walk gave you a &lt;b&gt;research token&lt;/b&gt; too. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Spacer dał ci też &lt;b&gt;żeton rozeznania&lt;/b&gt;. Naciśnij &lt;b&gt;Potwierdź&lt;/b&gt;, aby zakończyć rundę.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nie tę: kliknij kartę &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt; i wybierz &lt;b&gt;Zagraj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The card you did not place, &lt;b&gt;Watch sumo&lt;/b&gt;, is passed on. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Niezagrana karta, &lt;b&gt;Walki sumo&lt;/b&gt;, zostaje przekazana dalej. Naciśnij &lt;b&gt;Potwierdź&lt;/b&gt;, aby zakończyć rundę.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nie tę: kliknij kartę &lt;b&gt;Park Ueno&lt;/b&gt; i wybierz &lt;b&gt;Zagraj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A card may go above a day&apos;s cards, between two of them or below them. Put &lt;b&gt;Ueno Park&lt;/b&gt; below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Karta może trafić nad karty dnia, między dwie z nich albo pod nie. Połóż kartę &lt;b&gt;Park Ueno&lt;/b&gt; pod kartą &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;Ueno Park&lt;/b&gt; on Monday, below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Połóż kartę &lt;b&gt;Park Ueno&lt;/b&gt; w poniedziałku, pod kartą &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A small shrine&lt;/b&gt; is a &lt;b&gt;yellow card&lt;/b&gt;: it can be in Tokyo or in Kyoto. When you pass one, you choose the deck of the card that comes back: click it and take a Kyoto card in return.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Mały chram&lt;/b&gt; to &lt;b&gt;żółta karta&lt;/b&gt;: może być w Tokio albo w Kioto. Gdy ją przekazujesz, wybierasz talię karty, która do ciebie wraca: kliknij ją i weź w zamian kartę z talii Kioto.</translation>
    </message>
    <message>
        <source>Round 3. Instead of placing a card you may &lt;b&gt;walk&lt;/b&gt;: click &lt;b&gt;Drumming class&lt;/b&gt; and choose &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;. The card is discarded and the top card of the Kyoto deck comes instead.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runda 3. Zamiast zagrać kartę, możesz pójść na &lt;b&gt;spacer&lt;/b&gt;: kliknij kartę &lt;b&gt;Lekcja gry na bębnach&lt;/b&gt; i wybierz &lt;b&gt;Spacer (talia Kioto)&lt;/b&gt;. Karta zostaje odrzucona, a zamiast niej przychodzi wierzchnia karta talii Kioto.</translation>
    </message>
    <message>
        <source>This time walk: click &lt;b&gt;Drumming class&lt;/b&gt;, then &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tym razem spacer: kliknij kartę &lt;b&gt;Lekcja gry na bębnach&lt;/b&gt;, a potem &lt;b&gt;Spacer (talia Kioto)&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put the walk between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;. It lies face down: nobody sees it before the trip, not even you.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Połóż spacer między kartami &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt; i &lt;b&gt;Park Ueno&lt;/b&gt;. Leży zakryty: nikt go nie zobaczy przed podróżą, nawet ty.</translation>
    </message>
    <message>
        <source>Put the walk on Monday, between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Połóż spacer na poniedziałek, między kartami &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt; i &lt;b&gt;Park Ueno&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Monday has its third card: time for its &lt;b&gt;day bonus&lt;/b&gt;. Count the icons of Monday&apos;s cards that match its token: &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;&apos;s green lightning and the walk&apos;s (a card&apos;s back shows one) make two.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Poniedziałek ma trzecią kartę: czas na jego &lt;b&gt;bonus dnia&lt;/b&gt;. Policz symbole kart poniedziałku pasujące do jego żetonu: zielona błyskawica z karty &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt; i ta ze spaceru (rewers każdej karty ma jedną) dają dwa.</translation>
    </message>
    <message>
        <source>Round 4. &lt;b&gt;Ramen at the best place&lt;/b&gt; is yellow too: on the trip you decide whether you eat it in Tokyo or in Kyoto. Click it and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runda 4. &lt;b&gt;Ramen w najlepszym lokalu&lt;/b&gt; też jest żółty: w podróży zdecydujesz, czy zjesz go w Tokio, czy w Kioto. Kliknij go i wybierz &lt;b&gt;Zagraj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Keep your research token for the next round: click &lt;b&gt;Ramen at the best place&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Zachowaj żeton rozeznania na następną rundę: kliknij kartę &lt;b&gt;Ramen w najlepszym lokalu&lt;/b&gt; i wybierz &lt;b&gt;Zagraj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Monday is &lt;b&gt;closed&lt;/b&gt;: it has its three cards. Put the card into any other day.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Poniedziałek jest &lt;b&gt;pełny&lt;/b&gt;: ma swoje trzy karty. Połóż kartę w dowolnym innym dniu.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;. Next round your hand is the cards that came back from the agency.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Potwierdź&lt;/b&gt;. W następnej rundzie na ręce będziesz mieć karty, które wróciły od biura podróży.</translation>
    </message>
    <message>
        <source>Round 5: no drawing. You pick up the four cards that came back in rounds 1 to 4; you place two and pass two.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Runda 5: bez dobierania. Bierzesz na rękę cztery karty, które wróciły w rundach 1–4; dwie zagrywasz, dwie przekazujesz.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;research token&lt;/b&gt; lets you draw 3 cards, each from the deck you choose, and then discard any 3 cards of your hand. Research comes before you place your first card of the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Żeton rozeznania&lt;/b&gt; pozwala dobrać 3 karty, każdą z wybranej talii, a potem odrzucić dowolne 3 karty z ręki. Rozeznanie robisz, zanim zagrasz pierwszą kartę w rundzie.</translation>
    </message>
    <message>
        <source>Try it: choose a deck for each card here; each click draws its card.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the research decks.</extracomment>
        <translation>Spróbuj: wybierz tutaj talię dla każdej karty; każde kliknięcie od razu dobiera kartę.</translation>
    </message>
    <message>
        <source>First spend your research token: choose a deck here.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Najpierw wykorzystaj żeton rozeznania: wybierz tutaj talię.</translation>
    </message>
    <message>
        <source>Now discard three cards: click each one. Discarded cards are gone; they are not passed.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Teraz odrzuć trzy karty: kliknij każdą z nich. Odrzucone karty przepadają; nie są przekazywane.</translation>
    </message>
    <message>
        <source>Place two cards, one after the other. Then click the other two to pass them to the travel agency, in the order you like.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Zagraj dwie karty, jedną po drugiej. Potem kliknij dwie pozostałe, aby przekazać je biuru podróży, w dowolnej kolejności.</translation>
    </message>
    <message>
        <source>Round 6: two cards from each deck. Each day&apos;s header counts its matching icons: count before you place a day&apos;s third card.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Runda 6: po dwie karty z każdej talii. Nagłówek każdego dnia liczy pasujące symbole: policz, zanim zagrasz trzecią kartę dnia.</translation>
    </message>
    <message>
        <source>Round 7: you pick up the cards that came back in rounds 5 and 6.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Runda 7: bierzesz na rękę karty, które wróciły w rundach 5 i 6.</translation>
    </message>
    <message>
        <source>From round 8 on, cards are passed to the right instead of the left. With more travellers that changes who gets your cards; alone, they still go to the travel agency.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Od rundy 8 karty przekazuje się w prawo zamiast w lewo. Przy większej liczbie podróżników zmienia to, kto dostaje twoje karty; grając sam, nadal oddajesz je biuru podróży.</translation>
    </message>
    <message>
        <source>Round 8: four new cards. Place two as you like.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Runda 8: cztery nowe karty. Zagraj dwie, jak chcesz.</translation>
    </message>
    <message>
        <source>Round 9: the cards of rounds 7 and 8 come back.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Runda 9: wracają karty z rund 7 i 8.</translation>
    </message>
    <message>
        <source>From round 10 on you place one card a round.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Od rundy 10 zagrywasz jedną kartę na rundę.</translation>
    </message>
    <message>
        <source>Rounds 11 and 12: fill your days. Walks and research are still yours to use.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Rundy 11 i 12: wypełniaj swoje dni. Spacery i rozeznanie nadal są do twojej dyspozycji.</translation>
    </message>
    <message>
        <source>The last round: draw a card from the deck you choose and place one of your two cards. The other one is the agency&apos;s last.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Ostatnia runda: dobierz kartę z wybranej talii i zagraj jedną z dwóch kart. Druga będzie ostatnią kartą biura podróży.</translation>
    </message>
    <message>
        <source>The draft is over: now you travel. The app asks only for the real choices, here in the panel. Beside each choice the &lt;b&gt;planner&lt;/b&gt; shows the best final score you can still reach with it; ★ marks the best.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>13 rund za nami: teraz ruszasz w podróż. Aplikacja pyta tylko o prawdziwe wybory, tutaj po prawej. Przy każdym wyborze &lt;b&gt;planer&lt;/b&gt; pokazuje najlepszy wynik końcowy, jaki możesz jeszcze z nim osiągnąć; ★ oznacza najlepszy.</translation>
    </message>
    <message>
        <source>First the city of each yellow card: it holds for the whole trip. The right city can save a train ride.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Najpierw miasto każdej żółtej karty: obowiązuje przez całą podróż. Dobrze wybrane miasto może oszczędzić jeden przejazd pociągiem.</translation>
    </message>
    <message>
        <source>Each change of city is a train ride. Choose a ticket: the start ticket once for 0 points, a luxury ticket for +2 points and a green lightning, a standard one for −2.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Każda zmiana miasta to przejazd pociągiem. Wybierz bilet: bilet startowy raz za 0 punktów, bilet luksusowy za +2 punkty i zieloną błyskawicę, bilet zwykły za −2.</translation>
    </message>
    <message>
        <source>Now day by day, Monday first. Your walk is turned over: score its front (its icons and points) or its back (1 point and a green lightning).</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Teraz dzień po dniu, zaczynając od poniedziałku. Twój spacer zostaje odkryty: policz jego awers (symbole i punkty) albo rewers (1 punkt i zielona błyskawica).</translation>
    </message>
    <message>
        <source>Before each day&apos;s highlight you may spend &lt;b&gt;wild tokens&lt;/b&gt;: each moves an experience track one step. Spend yours now, or keep it for a later day.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Przed atrakcją dnia możesz wykorzystać &lt;b&gt;żetony dżokera&lt;/b&gt;: każdy przesuwa tor atrakcji o 1 pole. Wykorzystaj swój teraz albo zachowaj go na późniejszy dzień.</translation>
    </message>
    <message>
        <source>Monday&apos;s highlight is checked: &lt;b&gt;Ueno Park&lt;/b&gt; asks for a green lightning, and &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; brought one. The tick says its reward scored.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks a day&apos;s highlight.</extracomment>
        <translation>Atrakcja dnia z poniedziałku została sprawdzona: karta &lt;b&gt;Park Ueno&lt;/b&gt; wymaga zielonej błyskawicy, a karta &lt;b&gt;Świątynia Ryōan-ji&lt;/b&gt; ją przyniosła. Ptaszek oznacza, że nagroda się liczy.</translation>
    </message>
    <message>
        <source>Go on day by day, then make the travel agency&apos;s choices: its yellow cards&apos; cities, and ties. For the agency, the planner&apos;s ★ keeps its score lowest.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Podróżuj dalej dzień po dniu, a potem dokonaj wyborów za biuro podróży: miast jego żółtych kart i remisów. Przy wyborach za biuro ★ planera wskazuje wybór, przy którym biuro zdobędzie najmniej punktów.</translation>
    </message>
    <message>
        <source>Your trip is over. Each day scores its cards&apos; points and its highlight; then come mood, experience, trains and research tokens.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Twoja podróż się skończyła. Każdy dzień liczy punkty swoich kart i swoją atrakcję dnia; potem przychodzą nastrój, atrakcje, bilety i żetony rozeznania.</translation>
    </message>
    <message>
        <source>Mood: happiness steps give 5, 12 or 20 points, stress steps cost 3, 8 or 15. Experience: each track scores its highest threshold, from 4 points at 4 steps to 15 at 12.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Nastrój: stopnie radości dają 5, 12 lub 20 punktów, stopnie stresu kosztują 3, 8 lub 15. Atrakcje: każdy tor liczy najwyższy osiągnięty próg, od 4 punktów przy 4 polach do 15 przy 12.</translation>
    </message>
    <message>
        <source>Alone, you win by beating the travel agency. That is the whole game: have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Grając sam, wygrywasz, jeśli pokonasz biuro podróży. To już cała gra: udanej podróży!</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>Jedziemy do Japonii</translation>
    </message>
    <message>
        <source>With the &lt;b&gt;Passport expansion&lt;/b&gt;, every traveller is dealt two &lt;b&gt;passport cards&lt;/b&gt; before round 1 and keeps one of them. Your passport stays yours for the whole game: a head start, or extra points at the end.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>W &lt;b&gt;dodatku Paszport&lt;/b&gt; każdy podróżnik dostaje przed 1. rundą dwie &lt;b&gt;karty paszportu&lt;/b&gt; i zatrzymuje jedną z nich. Twój paszport służy ci przez całą grę: daje przewagę na starcie albo dodatkowe punkty na końcu.</translation>
    </message>
    <message>
        <source>Here are your two passports, each with its effect. &lt;b&gt;Free spirit&lt;/b&gt; gives you 3 wild tokens right away. &lt;b&gt;Highs and lows&lt;/b&gt; pays off at the end: 1 VP for each green lightning you collect and 2 VP for each red one.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Oto twoje dwa paszporty, każdy ze swoim efektem. &lt;b&gt;Wolny duch&lt;/b&gt; od razu daje ci 3 żetony dżokera. &lt;b&gt;Wzloty i upadki&lt;/b&gt; opłacają się na końcu: 1 PZ za każdą zebraną zieloną błyskawicę i 2 PZ za każdą czerwoną.</translation>
    </message>
    <message>
        <source>Keep the one you like better: click it. The other one is put away unseen.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel.</extracomment>
        <translation>Zatrzymaj ten, który bardziej ci się podoba: kliknij go. Drugi zostaje odłożony bez odkrywania.</translation>
    </message>
    <message>
        <source>Your passport is listed here with your tokens, for the whole game. A start effect is already done: with &lt;b&gt;Free spirit&lt;/b&gt;, the 3 wild tokens are counted above it.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Twój paszport widać tutaj razem z żetonami, przez całą grę. Efekt startowy już zadziałał: z &lt;b&gt;Wolnym duchem&lt;/b&gt; 3 żetony dżokera są już policzone powyżej.</translation>
    </message>
    <message>
        <source>A passport that scores, like &lt;b&gt;Highs and lows&lt;/b&gt;, waits for the trip: the score pad has a &lt;b&gt;Passport&lt;/b&gt; row, filled in at the end with mood and experience. The travel agency travels without a passport.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Paszport, który daje punkty, jak &lt;b&gt;Wzloty i upadki&lt;/b&gt;, czeka na podróż: na karcie punktacji jest wiersz &lt;b&gt;Paszport&lt;/b&gt;, wypełniany na końcu razem z nastrojem i atrakcjami. Biuro podróży podróżuje bez paszportu.</translation>
    </message>
    <message>
        <source>Now round 1 is played as in every game: place one card, pass the other and confirm.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Teraz 1. runda toczy się jak w każdej grze: połóż jedną kartę, przekaż drugą i potwierdź.</translation>
    </message>
    <message>
        <source>That is all the Passport expansion adds. Plan your days with your passport in mind, and have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>To wszystko, co wnosi dodatek Paszport. Planuj swoje dni z myślą o paszporcie i udanej podróży!</translation>
    </message>
    <message>
        <source>the Passport expansion</source>
        <extracomment>the Passport lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>dodatek Paszport</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Qt %1 and Qt for Python (PySide6) %2</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Qt version, %2 the PySide6 version</extracomment>
        <translation>Qt %1 i Qt for Python (PySide6) %2</translation>
    </message>
    <message>
        <source>The GNU GPL v3, which the LGPL v3 builds on</source>
        <extracomment>a part in the Licences dialog&apos;s list: the licence text the LGPL refers to</extracomment>
        <translation>GNU GPL v3, na której opiera się LGPL v3</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Python version</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>The Noto Sans font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Latin font the app brings</extracomment>
        <translation>Krój pisma Noto Sans</translation>
    </message>
    <message>
        <source>The Noto Sans CJK JP font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Japanese font the app brings</extracomment>
        <translation>Krój pisma Noto Sans CJK JP</translation>
    </message>
    <message>
        <source>This copy of Tabibito lacks the licence text (%1).</source>
        <extracomment>the Licences dialog when a licence file is missing from the installation: %1 its file name</extracomment>
        <translation>W tej kopii Tabibito brakuje tekstu licencji (%1).</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>the Licences dialog&apos;s window title</extracomment>
        <translation>Licencje</translation>
    </message>
    <message>
        <source>Tabibito is built with free software. Choose a part to read its licence.</source>
        <extracomment>the Licences dialog&apos;s introduction over the list of parts</extracomment>
        <translation>Tabibito zbudowano z wolnego oprogramowania. Wybierz składnik, aby przeczytać jego licencję.</translation>
    </message>
</context>
<context>
    <name>LookBar</name>
    <message>
        <source>You are looking at %1&apos;s board.</source>
        <extracomment>under the list of scores while another player&apos;s board (itinerary, map sheet) is shown, read only: %1 that player</extracomment>
        <translation>Oglądasz obszar gry gracza %1.</translation>
    </message>
    <message>
        <source>Back to my board</source>
        <extracomment>the button beside it, back to the board of the player at the screen</extracomment>
        <translation>Wróć do swojego obszaru</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Players&apos; boards</source>
        <extracomment>View menu: the submenu that lists every player&apos;s board (itinerary, map sheet)</extracomment>
        <translation>&amp;Obszary graczy</translation>
    </message>
    <message>
        <source>My own board</source>
        <extracomment>View ▸ Players&apos; boards: the board of the player at the screen</extracomment>
        <translation>Mój obszar gry</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <extracomment>View ▸ Players&apos; boards: another player&apos;s board; %1 that player</extracomment>
        <translation>Obszar gry gracza %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <extracomment>the headline of an error dialog when a new game cannot start; the reason follows under it</extracomment>
        <translation>Nie udało się rozpocząć gry.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <extracomment>the heading of the question before a new game replaces the game on screen</extracomment>
        <translation>Rozpocząć nową grę?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <extracomment>the question before another game replaces one that has no autosave (a tutorial or a replay)</extracomment>
        <translation>Bieżąca gra zakończy się w tym miejscu. Jeśli chcesz do niej później wrócić, najpierw ją zapisz.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <extracomment>a button of that question: save the game on screen first</extracomment>
        <translation>Najpierw zapisz…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>a button of that question: go on and start the new game</extracomment>
        <translation>Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the title of the file dialog of File ▸ Open…</extracomment>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <extracomment>the headline of an error dialog when a saved game cannot be opened: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>Nie udało się otworzyć pliku „%1”.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <extracomment>the title of the file dialog of File ▸ Save as…</extracomment>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <extracomment>the Save dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>Zapisane gry Tabibito (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <extracomment>the headline of an error dialog when a game cannot be saved: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>Nie udało się zapisać pliku „%1”.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <extracomment>a short note over the board after saving: %1 the file&apos;s name</extracomment>
        <translation>Zapisano jako „%1”.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>a game to continue: %1 the game&apos;s title, %2 its players&apos; names as a list (&quot;Aiko and Ben&quot;)</extracomment>
        <translation>%1 – gracze: %2</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <extracomment>the window title of an error dialog (the app&apos;s name)
----------
the window&apos;s title on the home screen (the app&apos;s name)
----------
the window title of that question: the app&apos;s name</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <extracomment>the heading of the question before a saved game replaces the game on screen</extracomment>
        <translation>Otworzyć inną grę?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <extracomment>a button of that question: go on and open the saved game</extracomment>
        <translation>Otwórz inną grę</translation>
    </message>
    <message>
        <source>Tabibito saved games and autosaves (*.tabibito autosave-*.json);;All files (*)</source>
        <extracomment>the file dialog&apos;s filters, separated by ;; — keep each pattern in brackets as it is</extracomment>
        <translation>Zapisane gry Tabibito i autozapisy (*.tabibito autosave-*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>File menu: a new game (opens the new-game dialog)</extracomment>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>File menu: open a saved game from a file</extracomment>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>File menu: save the game on screen</extracomment>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <extracomment>File menu: save the game on screen under another name</extracomment>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <extracomment>File menu and the top bar: back to the home screen (the game stays resumable)</extracomment>
        <translation>Ekran &amp;główny</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <extracomment>File menu: the Settings dialog (language, animations, sound)</extracomment>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>File menu: close the app</extracomment>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: take the last move back</extracomment>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: make a move taken back again</extracomment>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <extracomment>Edit menu and the top bar: what the hard computer player would do now</extracomment>
        <translation>Po&amp;dpowiedź</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <extracomment>View menu: the window fills the screen</extracomment>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>View menu: leave the screen shown (a replay, the records) for the one before</extracomment>
        <translation>Wstecz</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <extracomment>Help menu: the About dialog</extracomment>
        <translation>&amp;O programie Tabibito</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>Help menu: the rules of a game (a game is chosen when none is on screen)</extracomment>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <extracomment>Help menu: a game&apos;s one-page summary of the rules</extracomment>
        <translation>Ś&amp;ciągawka</translation>
    </message>
    <message>
        <source>What would the hard computer player do now? (H)</source>
        <extracomment>the tooltip of the Hint action and button; H is its key</extracomment>
        <translation>Co zrobiłby teraz trudny przeciwnik komputerowy? (H)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>the menu of games and files</extracomment>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the menu of Undo, Redo and Hint</extracomment>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>the menu of the window&apos;s view</extracomment>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>the menu of the rules and the About dialog</extracomment>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>%1 — Tabibito</source>
        <extracomment>the window&apos;s title while a game is on screen: %1 the game&apos;s title</extracomment>
        <translation>%1 — Tabibito</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The file could not be read. Check that it still exists and that you may open it.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: the file cannot be read</extracomment>
        <translation>Nie udało się odczytać pliku. Sprawdź, czy nadal istnieje i czy masz uprawnienia do jego otwarcia.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: its contents are broken</extracomment>
        <translation>Ten zapis gry jest uszkodzony i nie da się go wczytać.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: the file ends too early</extracomment>
        <translation>Ten zapis gry jest niekompletny: został ucięty podczas zapisywania lub kopiowania.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file that is not a saved game is opened</extracomment>
        <translation>Ten plik nie jest zapisem gry Tabibito.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file far too large for a saved game is opened</extracomment>
        <translation>Ten plik jest za duży, by mógł być zapisem gry Tabibito.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game of a newer app version is opened</extracomment>
        <translation>Ta gra została zapisana w nowszej wersji Tabibito. Zaktualizuj aplikację, aby ją otworzyć.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <extracomment>%1 the game&apos;s identifier written in the file (such as &quot;tokaido&quot;)</extracomment>
        <translation>Ten zapis dotyczy gry, której nie ma w tej wersji Tabibito (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <extracomment>%1 the number of the move, counted from 1</extracomment>
        <translation>Ten zapis gry łamie zasady w ruchu %1, więc nie da się go odtworzyć.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>Ten zapis gry %1 powstał według nowszych zasad, niż zna ta wersja Tabibito. Zaktualizuj aplikację, aby go otworzyć.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game replays to another position than the one it recorded</extracomment>
        <translation>Odtworzenie tego zapisu nie prowadzi do zapisanej gry: plik został zmieniony lub uszkodzony.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a player&apos;s name is left empty</extracomment>
        <translation>Każdy gracz musi mieć imię.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <extracomment>%1 the largest number of characters</extracomment>
        <translation>Imię gracza jest za długie (maksymalna liczba znaków: %1).</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a name holds a tab, a line break or an invisible character</extracomment>
        <translation>Imię gracza nie może zawierać znaków sterujących ani niewidocznych.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <extracomment>%1 the game&apos;s title, %2 the option as written on the command line</extracomment>
        <translation>Gra %1 nie ma opcji „%2”.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <extracomment>%1 the value as written on the command line, %2 the option&apos;s name</extracomment>
        <translation>„%1” nie jest dozwoloną wartością opcji „%2”.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <extracomment>%1 what was written on the command line</extracomment>
        <translation>Podawaj opcje w postaci KLUCZ=WARTOŚĆ, a nie „%1”.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <extracomment>%1 the game&apos;s title, %2 the fewest and %3 the most players, %4 the number asked for</extracomment>
        <translation>Gra %1 jest dla %2–%3 graczy, nie dla %4.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <extracomment>%1 the level as written on the command line, %2 the game&apos;s title</extracomment>
        <translation>„%1” nie jest poziomem graczy komputerowych w grze %2.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <extracomment>an error of the command line (tabibito simulate --levels): too few or too many levels for the seats</extracomment>
        <translation>Podaj poziom komputera dla każdego miejsca albo jeden poziom dla wszystkich.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <extracomment>an error of the command line (tabibito simulate --games 0)</extracomment>
        <translation>Liczba gier do symulacji musi wynosić co najmniej 1.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <extracomment>%1 the game as written on the command line or in a file</extracomment>
        <translation>Ta wersja Tabibito nie zawiera gry „%1”.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>on the status line when a player clicks the table while another player is to move</extracomment>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>on the status line when a click asks for a move the rules refuse and the game has no more precise reason</extracomment>
        <translation>Ten ruch jest teraz niedozwolony.</translation>
    </message>
    <message>
        <source>There is nothing to confirm yet.</source>
        <extracomment>the shell&apos;s Confirm (a game&apos;s &quot;Next card&quot;, &quot;Go on&quot;) pressed while a decision is still open</extracomment>
        <translation>Nie ma jeszcze nic do potwierdzenia.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <extracomment>on the status line when a player clicks while a computer player is thinking</extracomment>
        <translation>Poczekaj: gracz komputerowy podejmuje decyzję.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <extracomment>on the status line when a click reaches the table while the hand-off screen asks to pass the device</extracomment>
        <translation>Najpierw przekaż urządzenie następnemu graczowi.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <extracomment>%1 the system&apos;s reason (such as &quot;Permission denied&quot;), in the system&apos;s language</extracomment>
        <translation>Nie udało się zapisać gry (%1). Rozgrywka trwa dalej; spróbuj zapisać w innym folderze.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>Nie można wyświetlić gry %1: ta wersja nie ma dla niej planszy.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <extracomment>a dialog when a computer player&apos;s search fails with an internal error; the game stays on screen</extracomment>
        <translation>Gracz komputerowy nie mógł podjąć decyzji. Zapisz grę i zgłoś problem.</translation>
    </message>
    <message>
        <source>Tabibito cannot write to its folder %1, so games are not saved automatically: use “Save as…” to keep this one.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Tabibito nie może zapisywać w swoim folderze %1, więc gry nie są zapisywane automatycznie: aby zachować tę grę, użyj polecenia „Zapisz jako…”.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <extracomment>%1 an internal code of the problem, for a bug report (such as &quot;save.corrupt&quot;)</extracomment>
        <translation>Coś poszło nie tak (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, played by a person at this screen</extracomment>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the easy level</extracomment>
        <translation>Komputer: łatwy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the normal level</extracomment>
        <translation>Komputer: normalny</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the hard level</extracomment>
        <translation>Komputer: trudny</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the expert level (above hard)</extracomment>
        <translation>Komputer: ekspercki</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a new seat gets: %1 the seat&apos;s number, from 1</extracomment>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>+ Add player %1</source>
        <extracomment>the new-game dialog: in the room of a seat not played, the button that adds it; %1 the seat&apos;s number</extracomment>
        <translation>+ Dodaj gracza %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <extracomment>the new-game dialog&apos;s window title: %1 the game&apos;s title</extracomment>
        <translation>Nowa gra: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>the new-game dialog: the heading over the seats</extracomment>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>New to %1? The tutorial teaches it while you play, in about %2 minutes.</source>
        <extracomment>%1 the game&apos;s title, %2 about how many minutes the tutorial takes</extracomment>
        <translation>Pierwszy raz grasz w %1? Samouczek nauczy cię zasad w trakcie gry, w około %2 minut.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>the new-game dialog: the button that starts the game&apos;s tutorial instead</extracomment>
        <translation>Naucz się grać</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the new-game dialog: the heading over the game&apos;s options (expansions, modules, solo level)</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>the new-game dialog: the button that starts the game</extracomment>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <extracomment>the new-game dialog: the tooltip of a seat&apos;s name box, whose grey placeholder is the name used when it stays empty</extracomment>
        <translation>Zostaw puste, aby użyć imienia wyświetlonego na szaro</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Narysuj odcinek do stacji z symbolem z karty albo pasuj.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Dorysuj jeszcze jeden odcinek na wprost albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Wykonaj swój ruch.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Nie udało się wczytać mapy Tokio; zainstaluj Tabibito ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n punkt</numerusform>
            <numerusform>%1 — %n punkty</numerusform>
            <numerusform>%1 — %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
        <translation>
            <numerusform>Wspólne zwycięstwo (%n punkt): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punkty): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punktów): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Narysuj cztery linie metra przez Tokio – karta po karcie.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>koła</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>trójkąta</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>kwadratu</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translatorcomment>Dopełniacz: nazwa symbolu zawsze stoi po „z symbolem”.</translatorcomment>
        <translation>pięciokąta</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>niebieska</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>różowa</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>fioletowa</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translatorcomment>Mianownik rodzaju żeńskiego: kolor zawsze stoi po „linia” albo „kredka”.</translatorcomment>
        <translation>brązowa</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>zielona linia</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Stacja z kołem</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Stacja z trójkątem</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Stacja z kwadratem</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Stacja z pięciokątem</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Koło</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Trójkąt</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Kwadrat</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Pięciokąt</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Dżoker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Zwrotnica</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>zwykła</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>czerwona</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Dżoker + podwójny tor</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Podwójna stacja</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Na wprost</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>Karta działa jak dżoker: dowolny symbol, a odcinek linii może biec podwójnym torem wzdłuż jednego odcinka w innym kolorze.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>Odcinek może zaczynać się na dowolnej stacji twojej linii.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Stacja, do której dotrzesz, liczy się podwójnie w swojej dzielnicy.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Po narysowaniu możesz dorysować jeszcze jeden odcinek na wprost.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Dotrzyj do wszystkich 8 zielonych stacji</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Co najmniej 4 węzły przesiadkowe z 3 lub więcej liniami</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Węzeł przesiadkowy z 5 liniami</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Stacja w każdej z 13 dzielnic</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Wszystkie 8 turystycznych pieczątek</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>Linia 1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>Linia 2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>Linia 3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>Linia 4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Węzły przesiadkowe</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Turystyczne pieczątki</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Chybione zielone</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Cele</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Niebieskie symbole i pomarańczowe karty efektu</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Wspólne cele</translation>
    </message>
    <message>
        <source>Advanced module: each round a blue symbol card and an orange effect card are revealed; the first card of that symbol flipped in the round brings the effect. In solo, %1 points off before the rating is read.</source>
        <translation>Moduł zaawansowany: w każdej rundzie odkrywa się niebieski symbol i pomarańczową kartę efektu; pierwsza karta z tym symbolem odkryta w rundzie daje efekt. W grze solo przed odczytaniem oceny odejmuje się %1 pkt.</translation>
    </message>
    <message>
        <source>Advanced module: two shared objectives are revealed at the start, in sight all game; each one your map meets at the end scores %2 points. In solo, %1 points off before the rating is read.</source>
        <translation>Moduł zaawansowany: na początku odkrywa się dwa wspólne cele, widoczne przez całą grę; każdy cel spełniony na koniec przez twoją mapę daje %2 pkt. W grze solo przed odczytaniem oceny odejmuje się %1 pkt.</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>dzielnica narożna</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica przy krawędzi</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica wewnętrzna</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>dzielnica centralna</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Praktykant</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Kontroler biletów</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>Maszynista</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Zawiadowca stacji</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Planista sieci metra</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>Legenda tokijskiego metra</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Ten odcinek przeciąłby już narysowaną linię.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>Twoja linia już przechodzi przez tę stację.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Ta stacja nie ma symbolu z karty.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>Odcinek nie może przechodzić przez stację.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Tych dwóch stacji nie łączy żadna wykropkowana linia pomocnicza.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>Odcinek musi zaczynać się na końcu twojej linii.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Ten odcinek jest już narysowany; tylko podwójny tor z dżokera może biec wzdłuż linii w innym kolorze.</translation>
    </message>
    <message>
        <source>A section may end here when the flipped card shows its symbol or a joker.</source>
        <translation>Odcinek linii może się tu kończyć, gdy odwrócona karta pokazuje symbol tej stacji albo dżokera.</translation>
    </message>
    <message>
        <source>A line scores more for every district it visits.</source>
        <translation>Linia zdobywa więcej punktów za każdą dzielnicę, przez którą przechodzi.</translation>
    </message>
    <message>
        <source>Dotted guide: a section may be drawn along it.</source>
        <translation>Wykropkowana linia pomocnicza: wzdłuż niej możesz narysować odcinek linii.</translation>
    </message>
    <message>
        <source>The green loop, printed on the map: no line may cross it, and only a double track may run along it.</source>
        <translation>Zielona linia nadrukowana na mapie metra: żadna linia nie może jej przeciąć, a wzdłuż niej może biec tylko podwójny tor.</translation>
    </message>
    <message>
        <source>The flipped card: every player draws one section it allows, or passes.</source>
        <translation>Odwrócona karta: każdy rysuje jeden odcinek linii, na który ona pozwala, albo pasuje.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Ta stacja ma symbol %1, a karta – symbol %2.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Ten odcinek przeciąłby zieloną linię.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Ten odcinek przeciąłby inną linię (linia %1).</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>Twoja linia już przechodzi przez tę stację z symbolem %1.</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>Twoja linia już biegnie wzdłuż tego odcinka.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Wzdłuż tego odcinka biegnie już inna linia (linia %1); współdzielić go z nią może tylko podwójny tor z dżokera.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Tym odcinkiem biegną już dwie linie.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>Wzdłuż zielonej linii może biec tylko podwójny tor z dżokera.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 ze stacją twojej linii.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcem twojej linii.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Ten odcinek przeszedłby przez leżącą po drodze stację z symbolem %1.</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>Do tej stacji można dotrzeć z kilku stacji twojej linii: kliknij tę, od której chcesz poprowadzić odcinek.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Kliknij podświetloną stację, aby narysować do niej odcinek.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Odcinek dla tej karty jest już narysowany: cofnij go albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>Dodatkowy odcinek musi biec na wprost.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Decyzja dla tej karty została już podjęta.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>Zacznij od stacji linii z tej rundy.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>Linia %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>Została %n czerwona karta w tej rundzie</numerusform>
            <numerusform>Zostały %n czerwone karty w tej rundzie</numerusform>
            <numerusform>Zostało %n czerwonych kart w tej rundzie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n chybiona stacja</numerusform>
            <numerusform>%n chybione stacje</numerusform>
            <numerusform>%n chybionych stacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <extracomment>the final scores&apos; cell under the row of missed green stations: how many no line reached (the row&apos;s heading names them; the long form ended in &quot;…&quot; in German)</extracomment>
        <translation>
            <numerusform>%n stacja</numerusform>
            <numerusform>%n stacje</numerusform>
            <numerusform>%n stacji</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) still to reach</source>
        <extracomment>on the score sheet while the game is played: green stations no line has reached yet (they cost points only if still unreached at the end)</extracomment>
        <translation>
            <numerusform>%n zielona stacja do osiągnięcia</numerusform>
            <numerusform>%n zielone stacje do osiągnięcia</numerusform>
            <numerusform>%n zielonych stacji do osiągnięcia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n pieczątka</numerusform>
            <numerusform>%n pieczątki</numerusform>
            <numerusform>%n pieczątek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 – linia %2: %n dzielnica × %3 = %4 pkt.</numerusform>
            <numerusform>%1 – linia %2: %n dzielnice × %3 = %4 pkt.</numerusform>
            <numerusform>%1 – linia %2: %n dzielnic × %3 = %4 pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 (%2): %n district(s) × %3 = %4 points</source>
        <extracomment>the round&apos;s summary over the board: %1 the line&apos;s number (1-4), %2 its pencil colour, %n the districts it crosses, %3 the most stations in one district, %4 points</extracomment>
        <translation>
            <numerusform>Linia %1 (%2): %n dzielnica × %3 = %4 pkt</numerusform>
            <numerusform>Linia %1 (%2): %n dzielnice × %3 = %4 pkt</numerusform>
            <numerusform>Linia %1 (%2): %n dzielnic × %3 = %4 pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new interchange(s)</source>
        <extracomment>the round&apos;s summary: stations where the line just finished made 3 or more lines meet</extracomment>
        <translation>
            <numerusform>%n nowy węzeł przesiadkowy</numerusform>
            <numerusform>%n nowe węzły przesiadkowe</numerusform>
            <numerusform>%n nowych węzłów przesiadkowych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new tourist stamp(s)</source>
        <extracomment>the round&apos;s summary: tourist stamps the line just finished earned</extracomment>
        <translation>
            <numerusform>%n nowa turystyczna pieczątka</numerusform>
            <numerusform>%n nowe turystyczne pieczątki</numerusform>
            <numerusform>%n nowych turystycznych pieczątek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared objective(s) met</source>
        <extracomment>the round&apos;s summary: shared objectives the line just finished met</extracomment>
        <translation>
            <numerusform>Osiągnięto %n wspólny cel</numerusform>
            <numerusform>Osiągnięto %n wspólne cele</numerusform>
            <numerusform>Osiągnięto %n wspólnych celów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za %n moduł zaawansowany.</numerusform>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za każdy z %n modułów zaawansowanych.</numerusform>
            <numerusform>Ocena dla wyniku %1 pkt: o %2 pkt mniej za każdy z %n modułów zaawansowanych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points − %2 for %n advanced module(s) = %3, in the band %4.</source>
        <extracomment>under a solo result with advanced modules: %1 the score, %2 the points taken off, %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band (&quot;136–150&quot;)</extracomment>
        <translation>
            <numerusform>%1 pkt − %2 pkt za %n moduł zaawansowany = %3 pkt, przedział %4.</numerusform>
            <numerusform>%1 pkt − %2 pkt za %n moduły zaawansowane = %3 pkt, przedział %4.</numerusform>
            <numerusform>%1 pkt − %2 pkt za %n modułów zaawansowanych = %3 pkt, przedział %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more point(s) for %1.</source>
        <extracomment>the last line of a solo result: %n points more (rated) would have reached the next rating, %1 its title</extracomment>
        <translation>
            <numerusform>Do oceny „%1” zabrakło %n punktu.</numerusform>
            <numerusform>Do oceny „%1” zabrakło %n punktów.</numerusform>
            <numerusform>Do oceny „%1” zabrakło %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcem twojej linii: stacją z symbolem %2.</numerusform>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcami twojej linii: stacjami z symbolami %2.</numerusform>
            <numerusform>Żadna wykropkowana linia pomocnicza nie łączy tej stacji z symbolem %1 z końcami twojej linii: stacjami z symbolami %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interchange: %n line(s) meet here.</source>
        <extracomment>station tooltip on the shown sheet: %n how many lines (the green loop counted) meet</extracomment>
        <translation>
            <numerusform>Węzeł przesiadkowy: spotyka się tu %n linia.</numerusform>
            <numerusform>Węzeł przesiadkowy: spotykają się tu %n linie.</numerusform>
            <numerusform>Węzeł przesiadkowy: spotyka się tu %n linii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If no line reaches it, it costs %n point(s) at the end.</source>
        <extracomment>tooltip of a green station: %n the points lost if no line reaches it by the end</extracomment>
        <translation>
            <numerusform>Jeśli nie dotrze tu żadna linia, na koniec stracisz %n punkt.</numerusform>
            <numerusform>Jeśli nie dotrze tu żadna linia, na koniec stracisz %n punkty.</numerusform>
            <numerusform>Jeśli nie dotrze tu żadna linia, na koniec stracisz %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Zaczyna się runda %1.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>Zaczyna się runda %1. Pierwsza karta z symbolem %2 uruchamia efekt „%3”.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Odwrócona karta: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rysuje odcinek podwójnym torem do stacji z symbolem %3 (linia %2).</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rysuje odcinek do stacji z symbolem %3 (linia %2).</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>Efekt „%1” działa na tę kartę z symbolem %2.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log: a change to a row of the score sheet as a section is drawn: %1 a player, %2 the row (&quot;Interchanges&quot;, &quot;Line 2&quot;); the points follow (&quot;Ann — Interchanges: 5 points&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Koniec gry. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>Mapa metra: %1</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Kliknij, aby narysować odcinek do tej stacji.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Kliknij, aby zacząć tu odcinek.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Przy tej karcie nie da się narysować żadnego odcinka: pasuj.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Przy tej karcie nie da się poprowadzić odcinka z tej stacji.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Na wprost: możesz dorysować jeszcze jeden odcinek w tym samym kierunku albo przejść do następnej karty.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Na wprost: droga przed tobą jest zablokowana. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Odcinek narysowany. Cofnij go przyciskiem „Cofnij” albo przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Odcinek narysowany. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>Na zielonej linii</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>Początkowy punkt: linia %1</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Zdobyta</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Tu zaczyna się linia %1 (kredka %2)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (karta %2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>All four lines are drawn. Your solo rating is above, each line&apos;s score below.</source>
        <translation>Wszystkie cztery linie są narysowane. Powyżej twoja ocena solo, poniżej wynik każdej linii.</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Wszystkie cztery linie są narysowane. Wybierz gracza poniżej, aby porównać mapy metra.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>Kredka %1: linia %2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Dowolny symbol; odcinek może biec podwójnym torem wzdłuż linii w innym kolorze.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Zwrotnica: zacznij od dowolnej stacji swojej linii.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>Zwrotnica wypadła za wcześnie w rundzie: bez rozgałęzienia.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Stacje z 3 liniami: %1 (po %4 pkt)
z 4 liniami: %2 (po %5 pkt)
z 5 liniami: %3 (po %6 pkt)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Pierwsza karta z symbolem %1: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Pasujesz. Możesz to cofnąć przyciskiem „Cofnij” albo przejść do następnej karty.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Pasujesz. Przejdź do następnej karty.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Działa na tę kartę.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>Już wykorzystano w tej rundzie.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>Czeka na swoją kartę.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Wspólny cel: punkty dostaje każdy gracz, który go zrealizuje.</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>Wcześniej odwrócone w tej rundzie:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Nic nie rysuj przy tej karcie.</translation>
    </message>
    <message>
        <source>Space and Enter never pass while a section can be drawn: click Pass, or reach it with Tab.</source>
        <translation>Dopóki można narysować odcinek, spacja i Enter nigdy nie pasują: kliknij „Pasuj” albo przejdź do tego przycisku klawiszem Tab.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Następna karta</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Zatwierdź narysowany odcinek i odwróć następną kartę.</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Cofnij swój odcinek (można to zrobić do chwili odwrócenia następnej karty).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Mapa gracza</translation>
    </message>
    <message>
        <source>Every green station your lines have not reached yet counts −%1, so the total starts below zero and rises as your lines reach them.</source>
        <extracomment>tooltip of the score sheet&apos;s total while the game is played; %1 the points a missed green station costs</extracomment>
        <translation>Każda zielona stacja, do której twoje linie jeszcze nie dotarły, to −%1 pkt, więc suma zaczyna się poniżej zera i rośnie, w miarę jak linie do nich docierają.</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>poniżej %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>powyżej %1</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Ocena solo: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a solo rating with its band of scores: %1 the title (&quot;Trainee&quot;), %2 the band (&quot;below 90&quot;, &quot;136–150&quot;, &quot;above 150&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
    <message>
        <source>Solo rating</source>
        <translation>Ocena solo</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>Gracze komputerowi rysują…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Oglądasz mapę innego gracza.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Czekamy na pozostałych graczy.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>Odwrócone w ostatniej rundzie:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Liczy się podwójnie w swojej dzielnicy (podwójna stacja).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n dzielnica</numerusform>
            <numerusform>%n dzielnice</numerusform>
            <numerusform>%n dzielnic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n stacja (najwięcej w jednej dzielnicy)</numerusform>
            <numerusform>%n stacje (najwięcej w jednej dzielnicy)</numerusform>
            <numerusform>%n stacji (najwięcej w jednej dzielnicy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n pkt</numerusform>
            <numerusform>%1 × %2 = %n pkt</numerusform>
            <numerusform>%1 × %2 = %n pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
        <translation>
            <numerusform>%1: %n pkt</numerusform>
            <numerusform>%1: %n pkt</numerusform>
            <numerusform>%1: %n pkt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turystyczna pieczątka: %n punkt za węzeł przesiadkowy w tym regionie narożnym</numerusform>
            <numerusform>Turystyczna pieczątka: %n punkty za węzeł przesiadkowy w tym regionie narożnym</numerusform>
            <numerusform>Turystyczna pieczątka: %n punktów za węzeł przesiadkowy w tym regionie narożnym</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turystyczna pieczątka: %n punkt za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
            <numerusform>Turystyczna pieczątka: %n punkty za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
            <numerusform>Turystyczna pieczątka: %n punktów za węzeł przesiadkowy w tym regionie przy krawędzi</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>METRO</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Cel osiągnięty!</translation>
    </message>
    <message>
        <source>Five-line interchange</source>
        <translation>Węzeł pięciu linii</translation>
    </message>
    <message>
        <source>Every tourist stamp</source>
        <translation>Wszystkie pieczątki</translation>
    </message>
    <message>
        <source>Around the green loop</source>
        <translation>Dookoła zielonej linii</translation>
    </message>
    <message>
        <source>All of Tokyo</source>
        <translation>Całe Tokio</translation>
    </message>
    <message>
        <source>City of interchanges</source>
        <translation>Miasto przesiadek</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Linia główna</translation>
    </message>
    <message>
        <source>No pencil wasted</source>
        <translation>Żadna kreska na marne</translation>
    </message>
    <message>
        <source>Both objectives</source>
        <translation>Oba cele</translation>
    </message>
    <message>
        <source>A hundred points</source>
        <translation>Sto punktów</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Build a station where 5 lines meet.</source>
        <translation>Zbuduj węzeł przesiadkowy, w którym spotyka się 5 linii.</translation>
    </message>
    <message>
        <source>Reach all 8 tourist stamps.</source>
        <translation>Dotrzyj do wszystkich 8 turystycznych pieczątek.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations.</source>
        <translation>Dotrzyj do wszystkich 8 zielonych stacji.</translation>
    </message>
    <message>
        <source>Have a station in each of the 13 districts.</source>
        <translation>Miej stację w każdej z 13 dzielnic.</translation>
    </message>
    <message>
        <source>Have at least 4 stations where 3 or more lines meet.</source>
        <translation>Miej co najmniej 4 węzły przesiadkowe z 3 lub więcej liniami.</translation>
    </message>
    <message>
        <source>Score 30 points or more with one line.</source>
        <translation>Zdobądź co najmniej 30 punktów jedną linią.</translation>
    </message>
    <message>
        <source>Score 10 points or more with each of your four lines.</source>
        <translation>Zdobądź co najmniej 10 punktów każdą z czterech linii.</translation>
    </message>
    <message>
        <source>Playing with the shared objectives, meet both of them.</source>
        <translation>Grając ze wspólnymi celami, zrealizuj oba.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Zdobądź co najmniej 100 punktów.</translation>
    </message>
    <message>
        <source>Playing alone, reach the best solo rating.</source>
        <translation>Grając samodzielnie, zdobądź najwyższą ocenę solo.</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <extracomment>heading of the summary over the board when a round ends: %1 the round (1-4)</extracomment>
        <translation>Koniec rundy %1</translation>
    </message>
    <message>
        <source>Next: line %1 with the %2 pencil</source>
        <extracomment>the summary&apos;s last line: the pencil of the next round. %1 the line&apos;s number (2-4), %2 a pencil colour</extracomment>
        <translation>Dalej: linia %1, kredka %2</translation>
    </message>
    <message>
        <source>The other players&apos; lines:</source>
        <extracomment>in a game of several players, above the other players&apos; line scores of this round</extracomment>
        <translation>Linie pozostałych graczy:</translation>
    </message>
    <message>
        <source>Click or press a key to go on</source>
        <extracomment>at the foot of the round&apos;s summary: it closes by itself, or at once on a click or key</extracomment>
        <translation>Kliknij lub naciśnij klawisz, aby kontynuować</translation>
    </message>
</context>
<context>
    <name>NextStationHints</name>
    <message numerus="yes">
        <source>+%n point(s) now</source>
        <extracomment>the points a hinted move brings at once (never negative); the start of the hint&apos;s second sentence, inserted as %1 into the set-up sentences</extracomment>
        <translation>
            <numerusform>Teraz +%n punkt</numerusform>
            <numerusform>Teraz +%n punkty</numerusform>
            <numerusform>Teraz +%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines meet at this station</source>
        <extracomment>why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the station it reaches, which scores as an interchange</extracomment>
        <translation>
            <numerusform>na tej stacji spotyka się %n linia</numerusform>
            <numerusform>na tej stacji spotykają się %n linie</numerusform>
            <numerusform>na tej stacji spotyka się %n linii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a %2 card next would add %n more point(s).</source>
        <extracomment>the hint&apos;s set-up: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %2 a symbol (of a card), %n the points the best section for such a card would add after this move</extracomment>
        <translation>
            <numerusform>%1; karta z symbolem %2 jako następna dałaby jeszcze %n punkt.</numerusform>
            <numerusform>%1; karta z symbolem %2 jako następna dałaby jeszcze %n punkty.</numerusform>
            <numerusform>%1; karta z symbolem %2 jako następna dałaby jeszcze %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a joker next would add %n more point(s).</source>
        <extracomment>like &quot;a %2 card next…&quot;: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the points the best section for a joker would add after this move</extracomment>
        <translation>
            <numerusform>%1; dżoker jako następna karta dałby jeszcze %n punkt.</numerusform>
            <numerusform>%1; dżoker jako następna karta dałby jeszcze %n punkty.</numerusform>
            <numerusform>%1; dżoker jako następna karta dałby jeszcze %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; your line keeps %n way(s) open for the next card.</source>
        <extracomment>the hint&apos;s set-up when no card would add points next: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the sections (any symbol) the line&apos;s ends could take next</extracomment>
        <translation>
            <numerusform>%1; twoja linia zachowuje %n otwartą drogę na następną kartę.</numerusform>
            <numerusform>%1; twoja linia zachowuje %n otwarte drogi na następną kartę.</numerusform>
            <numerusform>%1; twoja linia zachowuje %n otwartych dróg na następną kartę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best section would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint passes although a section would score: %n its points now</extracomment>
        <translation>
            <numerusform>najlepszy odcinek dałby teraz tylko %n punkt i zablokowałby lepsze przy kolejnych kartach</numerusform>
            <numerusform>najlepszy odcinek dałby teraz tylko %n punkty i zablokowałby lepsze przy kolejnych kartach</numerusform>
            <numerusform>najlepszy odcinek dałby teraz tylko %n punktów i zablokowałby lepsze przy kolejnych kartach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the section straight on would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint stops instead of going straight on: %n the points that section would gain now</extracomment>
        <translation>
            <numerusform>odcinek na wprost dałby teraz tylko %n punkt i zablokowałby lepsze przy kolejnych kartach</numerusform>
            <numerusform>odcinek na wprost dałby teraz tylko %n punkty i zablokowałby lepsze przy kolejnych kartach</numerusform>
            <numerusform>odcinek na wprost dałby teraz tylko %n punktów i zablokowałby lepsze przy kolejnych kartach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s), now and from the cards to come</source>
        <extracomment>hint, a move&apos;s worth as the computer player counts it: %n the points it brings now and those the cards to come are expected to add with it</extracomment>
        <translation>
            <numerusform>około %n punkt teraz i z kolejnych kart</numerusform>
            <numerusform>około %n punkty teraz i z kolejnych kart</numerusform>
            <numerusform>około %n punktów teraz i z kolejnych kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <extracomment>hint: what the best other move would bring at once, in brackets (&quot;would bring more now (+5 points)&quot;)</extracomment>
        <translation>
            <numerusform>+%n punkt</numerusform>
            <numerusform>+%n punkty</numerusform>
            <numerusform>+%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <extracomment>hint, the best other move&apos;s worth as the computer player counts it (after &quot;about 12 points, now and from the cards to come, against&quot;)</extracomment>
        <translation>
            <numerusform>około %n punkt</numerusform>
            <numerusform>około %n punkty</numerusform>
            <numerusform>około %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Go straight on to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;); the section the &quot;Straight on&quot; effect allows</extracomment>
        <translation>Na wprost do stacji z symbolem %1 (%2)</translation>
    </message>
    <message>
        <source>Branch off at the %1 station and draw to the %2 station in the %3</source>
        <extracomment>the hinted move with the switch: %1 a symbol (of the station of the line it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>Rozgałęź linię przy stacji z symbolem %1 i rysuj do stacji z symbolem %2 (%3)</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the green loop</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind; the section doubles an arc of the green loop (a joker&apos;s double track)</extracomment>
        <translation>Rysuj podwójnym torem wzdłuż zielonej linii do stacji z symbolem %1 (%2)</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the %3 line</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil colour (of the line the section doubles with a joker&apos;s double track)</extracomment>
        <translation>Rysuj podwójnym torem do stacji z symbolem %1 (%2), po odcinku, którym biegnie już linia %3</translation>
    </message>
    <message>
        <source>Draw from the %1 station to the %2 station in the %3</source>
        <extracomment>the hinted move when both ends of the line reach the station: %1 a symbol (of the end it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>Rysuj od stacji z symbolem %1 do stacji z symbolem %2 (%3)</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;)</extracomment>
        <translation>Rysuj do stacji z symbolem %1 (%2)</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this corner district&apos;s tourist stamp</source>
        <translation>powstaje tam węzeł przesiadkowy, który daje turystyczną pieczątkę tego regionu narożnego</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this edge district&apos;s tourist stamp</source>
        <translation>powstaje tam węzeł przesiadkowy, który daje turystyczną pieczątkę tego regionu przy krawędzi</translation>
    </message>
    <message>
        <source>it reaches a green station, which no longer costs −%1 at the end</source>
        <extracomment>why a section is hinted: %1 the points a green station no line reaches costs</extracomment>
        <translation>dociera do zielonej stacji, która na koniec nie będzie już kosztować −%1 pkt</translation>
    </message>
    <message>
        <source>it achieves the shared objective “%1”</source>
        <extracomment>why a section is hinted: %1 a shared objective (&quot;Reach all 8 green stations&quot;)</extracomment>
        <translation>spełnia wspólny cel „%1”</translation>
    </message>
    <message>
        <source>your line leaves its departure station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, as the line scores with this first section</extracomment>
        <translation>twoja linia opuszcza swój początkowy punkt (%1 × %2)</translation>
    </message>
    <message>
        <source>your line enters a new district (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, with this section</extracomment>
        <translation>twoja linia wjeżdża do nowej dzielnicy (%1 × %2)</translation>
    </message>
    <message>
        <source>the double station counts twice in its district (%1 × %2)</source>
        <extracomment>the &quot;Double station&quot; effect: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>podwójna stacja liczy się w swojej dzielnicy dwa razy (%1 × %2)</translation>
    </message>
    <message>
        <source>your line&apos;s busiest district gains a station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>dzielnica z największą liczbą stacji twojej linii zyskuje kolejną stację (%1 × %2)</translation>
    </message>
    <message>
        <source>it meets your %1 line there; a third line later would score this interchange</source>
        <extracomment>why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line at the station reached)</extracomment>
        <translation>spotyka tam twoją wcześniejszą linię (linia %1); trzecia linia dałaby później punkty za ten węzeł przesiadkowy</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the way a section leads on the sheet (north is up), inserted as %2 in &quot;%1, heading %2&quot; (&quot;Draw to the square station in the edge district, heading north&quot;)</extracomment>
        <translation>północnym</translation>
    </message>
    <message>
        <source>north-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot; (&quot;…, heading north-east&quot;)</extracomment>
        <translation>północno-wschodnim</translation>
    </message>
    <message>
        <source>east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>wschodnim</translation>
    </message>
    <message>
        <source>south-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>południowo-wschodnim</translation>
    </message>
    <message>
        <source>south</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>południowym</translation>
    </message>
    <message>
        <source>south-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>południowo-zachodnim</translation>
    </message>
    <message>
        <source>west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>zachodnim</translation>
    </message>
    <message>
        <source>north-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>północno-zachodnim</translation>
    </message>
    <message>
        <source>No points now</source>
        <extracomment>the start of the hint&apos;s second sentence when the move brings nothing at once</extracomment>
        <translation>Teraz bez punktów</translation>
    </message>
    <message>
        <source>%1; then you may go straight on.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the &quot;Straight on&quot; effect lets the seat draw one more section in the same direction</extracomment>
        <translation>%1; potem możesz rysować dalej na wprost.</translation>
    </message>
    <message>
        <source>%1; this is the last card of the round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the fifth subway card is flipped</extracomment>
        <translation>%1; to ostatnia karta tej rundy.</translation>
    </message>
    <message>
        <source>%1; your line cannot grow any further this round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; no section can leave the line&apos;s ends any more</extracomment>
        <translation>%1; twoja linia nie może już rosnąć w tej rundzie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>the hint&apos;s first sentence: %1 the move (&quot;Draw to the square station in the centre district&quot;), in bold</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>the hint&apos;s first sentence: %1 the move, in bold, %2 why (&quot;your line enters a new district (4 × 3)&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>the hint&apos;s two sentences, %1 the move and why, %2 the points and the set-up</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, from the other end of your line</source>
        <extracomment>a hinted move&apos;s best other, when it reads like the hinted one: %1 its name (&quot;Draw to the square station in the edge district&quot;), drawn from the line&apos;s other end</extracomment>
        <translation>%1, od drugiego końca twojej linii</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <extracomment>a move&apos;s name when another would read alike: %1 the name (&quot;Draw to the square station in the edge district&quot;), %2 the way the section leads on the map (&quot;north-east&quot;)</extracomment>
        <translation>%1, w kierunku %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the hinted move: drawing nothing with this card (the Pass button)</extracomment>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>no section can be drawn with this card</source>
        <translation>przy tej karcie nie da się narysować żadnego odcinka</translation>
    </message>
    <message>
        <source>no section gains a point with this card; keep your line&apos;s ends for a better one</source>
        <translation>przy tej karcie żaden odcinek nie daje punktów; zachowaj końce linii na lepszą</translation>
    </message>
    <message>
        <source>Stop here</source>
        <extracomment>the hinted move: not drawing the extra section of &quot;Straight on&quot; (the Next card button)</extracomment>
        <translation>Zatrzymaj się tutaj</translation>
    </message>
    <message>
        <source>the way straight on is blocked</source>
        <translation>droga na wprost jest zablokowana</translation>
    </message>
    <message>
        <source>the section straight on would gain nothing</source>
        <translation>odcinek na wprost nic by nie dał</translation>
    </message>
</context>
<context>
    <name>NextStationTutorial</name>
    <message>
        <source>Next Station: Tokyo</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next card&lt;/b&gt; to flip the next card.</source>
        <extracomment>Next Station tutorial: the lesson after each drawn section; its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Następna karta&lt;/b&gt;, aby odwrócić kolejną kartę.</translation>
    </message>
    <message>
        <source>That was the fifth subway card, so the round ends with this turn. Press &lt;b&gt;Next card&lt;/b&gt; to score your line.</source>
        <extracomment>Next Station tutorial: the lesson after the fifth subway card of a round; its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>To była piąta czerwona karta, więc runda kończy się na tej turze. Naciśnij &lt;b&gt;Następna karta&lt;/b&gt;, aby podliczyć swoją linię.</translation>
    </message>
    <message>
        <source>That section is allowed, but the next lessons build on the one in the ring: draw that one.</source>
        <extracomment>Next Station tutorial: the note shown when the learner draws another legal section than the one in the lesson&apos;s ring.</extracomment>
        <translation>Ten odcinek jest dozwolony, ale kolejne lekcje opierają się na tym w pierścieniu: narysuj właśnie jego.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokyo!&lt;/b&gt; In four rounds you draw four subway lines on your map sheet, one line per round, each with another pencil. Station cards tell you where to draw.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Witaj w Tokio!&lt;/b&gt; W czterech rundach narysujesz na swojej mapie metra cztery linie, po jednej na rundę, za każdym razem inną kredką. Karty podpowiadają, dokąd rysować.</translation>
    </message>
    <message>
        <source>This is the flipped card: a circle. Its symbol says where your next section must end: at a station showing that symbol.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card.</extracomment>
        <translation>To jest odwrócona karta: koło. Jej symbol mówi, gdzie musi kończyć się twój następny odcinek: na stacji z tym symbolem.</translation>
    </message>
    <message>
        <source>Your blue line starts at the blue departure station. The lit station beside it shows a circle: click it to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Twoja niebieska linia zaczyna się w niebieskim punkcie początkowym. Podświetlona stacja obok ma symbol koła: kliknij ją, aby narysować pierwszy odcinek.</translation>
    </message>
    <message>
        <source>Not yet: click the lit circle station to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Jeszcze nie: kliknij podświetloną stację z kołem, aby narysować pierwszy odcinek.</translation>
    </message>
    <message>
        <source>Well drawn! Once you have drawn or passed, press &lt;b&gt;Next card&lt;/b&gt; to flip the next one.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Świetnie! Gdy już narysujesz odcinek albo spasujesz, naciśnij &lt;b&gt;Następna karta&lt;/b&gt;, aby odwrócić kolejną.</translation>
    </message>
    <message>
        <source>A triangle with a red band: a &lt;b&gt;subway card&lt;/b&gt;. The round ends with the fifth subway card; the dots beside the card show how many are still to come.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Trójkąt z czerwonym paskiem: to &lt;b&gt;czerwona karta&lt;/b&gt;. Runda kończy się na piątej czerwonej karcie; kropki obok karty pokazują, ile ich jeszcze zostało.</translation>
    </message>
    <message>
        <source>Your line has two ends now, and every section starts at one of them. Draw the triangle in the ring, from the green station into the centre district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Twoja linia ma teraz dwa końce i każdy odcinek zaczyna się na jednym z nich. Narysuj trójkąt w pierścieniu, od zielonej stacji do dzielnicy centralnej.</translation>
    </message>
    <message>
        <source>A pentagon. Drawing is never required: passing keeps your line ends free for a better card. Press &lt;b&gt;Pass&lt;/b&gt; this time.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Pięciokąt. Rysowanie nigdy nie jest obowiązkowe: pasując, zachowujesz końce linii na lepszą kartę. Tym razem naciśnij &lt;b&gt;Pasuj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>This lesson is about passing: press &lt;b&gt;Pass&lt;/b&gt; instead of drawing.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Ta lekcja dotyczy pasowania: zamiast rysować, naciśnij &lt;b&gt;Pasuj&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A section follows a dotted guide, one straight stroke to the next station: it never runs through a station. Draw the circle in the ring.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Odcinek biegnie wzdłuż wykropkowanej linii pomocniczej, jedną prostą kreską do następnej stacji: nigdy nie przechodzi przez stację. Narysuj koło w pierścieniu.</translation>
    </message>
    <message>
        <source>Every district your line visits makes it score more. Draw the triangle in the ring: that green station lies in a new district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Każda dzielnica, przez którą przechodzi twoja linia, daje jej więcej punktów. Narysuj trójkąt w pierścieniu: ta zielona stacja leży w nowej dzielnicy.</translation>
    </message>
    <message>
        <source>Your line grows at either end. Draw the square in the ring, from the departure station.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Linia może rosnąć na obu końcach. Narysuj kwadrat w pierścieniu, od punktu początkowego.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;joker&lt;/b&gt;: you choose any symbol, so stations of every symbol are lit. Draw the section in the ring, to the triangle in the edge district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Dżoker&lt;/b&gt;: wybierasz dowolny symbol, więc podświetlone są stacje z każdym symbolem. Narysuj odcinek w pierścieniu, do trójkąta w dzielnicy przy krawędzi.</translation>
    </message>
    <message>
        <source>Your blue line is scored in the first box of your score sheet: the districts it visits times its most stations in one district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the score sheet&apos;s line box.</extracomment>
        <translation>Wynik niebieskiej linii trafia do pierwszego pola twojej punktacji: liczba dzielnic, przez które przechodzi, razy największa liczba jej stacji w jednej dzielnicy.</translation>
    </message>
    <message>
        <source>A new round, a new pencil: each round you draw a new line in another colour, and the deck is shuffled again. Your pink line starts at the pink departure station.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>Nowa runda, nowa kredka: w każdej rundzie rysujesz nową linię w innym kolorze, a karty są tasowane od nowa. Twoja różowa linia zaczyna się w różowym punkcie początkowym.</translation>
    </message>
    <message>
        <source>The card is a pentagon, yet the ringed pentagon is not lit: that section would cross your blue line. Sections never cross a line, the green loop included.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>Karta to pięciokąt, a jednak pięciokąt w pierścieniu nie jest podświetlony: ten odcinek przeciąłby twoją niebieską linię. Odcinki nigdy nie przecinają żadnej linii, także zielonej.</translation>
    </message>
    <message>
        <source>Draw to the other pentagon, the lit one on the green loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Narysuj odcinek do drugiego pięciokąta, tego podświetlonego na zielonej linii.</translation>
    </message>
    <message>
        <source>Draw to the lit pentagon first.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Najpierw narysuj odcinek do podświetlonego pięciokąta.</translation>
    </message>
    <message>
        <source>Draw the triangle in the ring, into the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Narysuj trójkąt w pierścieniu, do dzielnicy przy krawędzi.</translation>
    </message>
    <message>
        <source>Lines may share stations. Draw the triangle in the ring, to where your blue line meets the green loop: a station where lines meet is an &lt;b&gt;interchange&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Linie mogą dzielić stacje. Narysuj trójkąt w pierścieniu, tam gdzie twoja niebieska linia spotyka zieloną: stacja, w której spotykają się linie, to &lt;b&gt;węzeł przesiadkowy&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A square, yet the ringed square is not lit: your pink line already visits it. A line never comes back to one of its stations, so it never closes into a loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>Kwadrat, a jednak kwadrat w pierścieniu nie jest podświetlony: twoja różowa linia już przechodzi przez tę stację. Linia nigdy nie wraca do swojej stacji, więc nigdy nie zamyka się w pętlę.</translation>
    </message>
    <message>
        <source>Draw the square in the ring, on from your line&apos;s end in the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Narysuj kwadrat w pierścieniu, przedłużając linię od jej końca w dzielnicy przy krawędzi.</translation>
    </message>
    <message>
        <source>A joker brings &lt;b&gt;double track&lt;/b&gt;: one section may run on top of a section of another colour, or along the green loop. Draw the section in the ring, along your blue line.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Dżoker daje &lt;b&gt;podwójny tor&lt;/b&gt;: jeden odcinek może biec po odcinku w innym kolorze albo wzdłuż zielonej linii. Narysuj odcinek w pierścieniu, wzdłuż swojej niebieskiej linii.</translation>
    </message>
    <message>
        <source>Your pink and blue lines now meet in this edge district: it earns its &lt;b&gt;tourist stamp&lt;/b&gt;. Press &lt;b&gt;Next card&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Twoja różowa i niebieska linia spotykają się teraz w tym regionie przy krawędzi: dostajesz jego &lt;b&gt;turystyczną pieczątkę&lt;/b&gt;. Naciśnij &lt;b&gt;Następna karta&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;switch&lt;/b&gt;! The card flipped with it gives the symbol, a circle, and this time a section may start at any station of your line. (As the 1st or 2nd card of a round the switch does nothing.)</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Zwrotnica&lt;/b&gt;! Karta odwrócona razem z nią wyznacza symbol, koło, a tym razem odcinek może zacząć się na dowolnej stacji twojej linii. (Jako 1. lub 2. karta rundy zwrotnica nic nie daje.)</translation>
    </message>
    <message>
        <source>Start in the middle of your line: draw the circle in the ring, from the interchange. Your line branches and gets one more end.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Zacznij w środku linii: narysuj koło w pierścieniu, od węzła przesiadkowego. Twoja linia się rozgałęzia i zyskuje jeszcze jeden koniec.</translation>
    </message>
    <message>
        <source>Use the switch: draw the circle in the ring, from the interchange in the middle of your line.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Użyj zwrotnicy: narysuj koło w pierścieniu, od węzła przesiadkowego w środku twojej linii.</translation>
    </message>
    <message>
        <source>Now your score sheet. &lt;b&gt;Interchanges&lt;/b&gt;: each station where 3 lines meet scores 5 points, 4 lines 15, 5 lines 30. The green loop counts as a line.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the interchanges. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Teraz twoja punktacja. &lt;b&gt;Węzły przesiadkowe&lt;/b&gt;: każda stacja, w której spotykają się 3 linie, daje 5 punktów, 4 linie 15, 5 linii 30. Zielona linia liczy się jako linia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tourist stamps&lt;/b&gt;: an edge district with an interchange (two lines or more) scores 5 points, a corner district 10.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the stamps. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Turystyczne pieczątki&lt;/b&gt;: region przy krawędzi z węzłem przesiadkowym (dwie linie lub więcej) daje 5 punktów, region narożny 10.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missed green&lt;/b&gt;: every green station that none of your lines reaches costs 3 points at the end.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the missed green. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Chybione zielone&lt;/b&gt;: każda zielona stacja, do której nie dociera żadna twoja linia, kosztuje na koniec 3 punkty.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Objectives&lt;/b&gt; score only with the option Shared objectives, which this game leaves out.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the objectives. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Cele&lt;/b&gt; liczą się tylko z opcją Wspólne cele, a ta gra toczy się bez niej.</translation>
    </message>
    <message>
        <source>Round 3, with the purple pencil: now it is your game. Draw or pass on each card as you like until the round ends.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>Runda 3, fioletowa kredka: teraz gra należy do ciebie. Przy każdej karcie rysuj albo pasuj, jak chcesz, aż runda się skończy.</translation>
    </message>
    <message>
        <source>Click a lit station to draw, or pass; then press &lt;b&gt;Next card&lt;/b&gt;. Watch for the switch in this round!</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kliknij podświetloną stację, aby rysować, albo spasuj; potem naciśnij &lt;b&gt;Następna karta&lt;/b&gt;. Uważaj na zwrotnicę w tej rundzie!</translation>
    </message>
    <message>
        <source>The last round: the brown line starts at the brown departure station. Try to reach the green stations still missing, and to make interchanges of three lines or more.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the departure station.</extracomment>
        <translation>Ostatnia runda: brązowa linia zaczyna się w brązowym punkcie początkowym. Spróbuj dotrzeć do brakujących zielonych stacji i stworzyć węzły przesiadkowe z trzech lub więcej linii.</translation>
    </message>
    <message>
        <source>Play the last round as you like.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Zagraj ostatnią rundę, jak chcesz.</translation>
    </message>
    <message>
        <source>The game is over. The final table adds up your four lines, the interchanges and the tourist stamps, less the missed green stations.</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Koniec gry. Tabela końcowa sumuje twoje cztery linie, węzły przesiadkowe i turystyczne pieczątki, odejmując chybione zielone stacje.</translation>
    </message>
    <message>
        <source>Alone, you play against the rating table: your title says how well you did. Now you know every rule of the base game!</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>W grze solo grasz przeciwko tabeli ocen: twój tytuł pokazuje, jak ci poszło. Znasz już wszystkie zasady gry podstawowej!</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Your records were damaged: they are kept aside as “%1”, and new ones were made from your saved games.</source>
        <extracomment>%1 the path of the damaged file, kept beside the new one</extracomment>
        <translation>Twoje statystyki były uszkodzone: odłożono je jako „%1”, a nowe utworzono z zapisanych partii.</translation>
    </message>
    <message>
        <source>Your records are in use by another copy of Tabibito and cannot be read or added to just now; your saved games are safe.</source>
        <extracomment>on the Records screen and after a game, when another running copy of the app holds the records database</extracomment>
        <translation>Twoje statystyki są używane przez inną kopię Tabibito i teraz nie można ich odczytać ani uzupełnić; zapisane partie są bezpieczne.</translation>
    </message>
    <message>
        <source>There is already a player called %1: choose another name.</source>
        <extracomment>%1 the name asked for</extracomment>
        <translation>Gracz o imieniu %1 już istnieje: wybierz inne imię.</translation>
    </message>
    <message>
        <source>That player is no longer in the records.</source>
        <extracomment>when a player renamed or opened on the Records screen was removed meanwhile</extracomment>
        <translation>Tego gracza nie ma już w statystykach.</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <extracomment>the title of the Records screen&apos;s rename box</extracomment>
        <translation>Zmień imię gracza</translation>
    </message>
    <message>
        <source>A new name for %1:</source>
        <extracomment>the rename box&apos;s label: %1 the player&apos;s present name</extracomment>
        <translation>Nowe imię dla %1:</translation>
    </message>
    <message>
        <source>%1 is now called %2; their games are kept.</source>
        <extracomment>%1 the old name, %2 the new name</extracomment>
        <translation>%1 nazywa się teraz %2; partie zostają zachowane.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>the title of the file dialog of the Records screen&apos;s Export CSV…</extracomment>
        <translation>Eksportuj historię</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>that dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Nie udało się zapisać historii do „%1”.</translation>
    </message>
    <message>
        <source>The history was written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Historię zapisano do „%1”.</translation>
    </message>
    <message>
        <source>Against the easy computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against easy computer players</extracomment>
        <translation>Z komputerem (łatwy)</translation>
    </message>
    <message>
        <source>Against the normal computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against normal computer players</extracomment>
        <translation>Z komputerem (normalny)</translation>
    </message>
    <message>
        <source>Against the hard computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against hard computer players</extracomment>
        <translation>Z komputerem (trudny)</translation>
    </message>
    <message>
        <source>Against the expert computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against expert computer players</extracomment>
        <translation>Z komputerem (ekspercki)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a time spent playing: %1 minutes</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a time spent playing: %1 hours, %2 minutes (two digits)</extracomment>
        <translation>%1 godz. %2 min</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>a cell of the records: %1 games won, %2 games played</extracomment>
        <translation>%1 z %2 wygranych</translation>
    </message>
    <message>
        <source>Against people</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against human players only</extracomment>
        <translation>Z ludźmi</translation>
    </message>
</context>
<context>
    <name>RecordsCharts</name>
    <message>
        <source>Scores over time</source>
        <extracomment>the Records screen: the title of the chart of a player&apos;s scores game by game</extracomment>
        <translation>Wyniki w czasie</translation>
    </message>
    <message>
        <source>Scores over time: the latest %1 games</source>
        <extracomment>a chart&apos;s title: %1 how many games it shows</extracomment>
        <translation>Wyniki w czasie: ostatnie %1 partii</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>that chart&apos;s legend: the line of scores</extracomment>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Win</source>
        <extracomment>that chart&apos;s legend: the marks of games won</extracomment>
        <translation>Wygrana</translation>
    </message>
    <message>
        <source>Mean of the last five</source>
        <extracomment>that chart&apos;s legend: the moving mean over the last five games</extracomment>
        <translation>Średnia z ostatnich pięciu</translation>
    </message>
    <message>
        <source>Latest score by category</source>
        <extracomment>the Records screen: the title of the chart of the latest game&apos;s score by category</extracomment>
        <translation>Ostatni wynik według kategorii</translation>
    </message>
    <message>
        <source>Latest game</source>
        <extracomment>that chart&apos;s legend: the bars of the latest game</extracomment>
        <translation>Ostatnia partia</translation>
    </message>
    <message>
        <source>Your average</source>
        <extracomment>that chart&apos;s legend: the bars of the player&apos;s average per category</extracomment>
        <translation>Twoja średnia</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <extracomment>the Records screen: the title of the chart of wins against people and each computer level</extracomment>
        <translation>Odsetek wygranych według przeciwnika</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <extracomment>that chart&apos;s legend: the share of games won, in per cent</extracomment>
        <translation>Wygrane partie (%)</translation>
    </message>
    <message>
        <source>Solo rating over time</source>
        <extracomment>the Records screen (Next Station): the title of the chart of solo ratings game by game</extracomment>
        <translation>Ocena solo w czasie</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <source>Everyone</source>
        <extracomment>the Records screen: the first entry of the player filter, the table of everyone who played</extracomment>
        <translation>Wszyscy</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>the Records screen: the first entry of the game filter</extracomment>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <extracomment>the Records screen before any game has been finished</extracomment>
        <translation>Nie zapisano jeszcze żadnej partii.</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the heading of the Records screen (reached from the home screen)</extracomment>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the Records screen&apos;s button back to the home screen</extracomment>
        <translation>Ekran główny</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>the Records screen: the label of the player filter (&amp; marks the shortcut letter)</extracomment>
        <translation>&amp;Gracz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the Records screen: the label of the game filter (&amp; marks the shortcut letter)</extracomment>
        <translation>G&amp;ra</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>the Records screen&apos;s button that writes the history to a CSV file</extracomment>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>the Records screen&apos;s button that renames the chosen player</extracomment>
        <translation>Zmień imię…</translation>
    </message>
    <message>
        <source>Give this player another name; their games stay theirs.</source>
        <extracomment>the tooltip of the Records screen&apos;s Rename button</extracomment>
        <translation>Nadaj temu graczowi inne imię; jego partie pozostaną jego.</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>the Records screen: the heading of the list of recent games</extracomment>
        <translation>Ostatnie partie</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>the Records screen, recent games: the column of dates</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the Records screen, recent games: the column of game titles</extracomment>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>the Records screen, recent games: the column listing each player with their score</extracomment>
        <translation>Gracze i punkty</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>the Records screen, recent games: the column of how long each game took</extracomment>
        <translation>Czas gry</translation>
    </message>
    <message>
        <source>Open the game</source>
        <extracomment>the Records screen&apos;s button that opens the chosen game on its final scores</extracomment>
        <translation>Otwórz partię</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: step through it with the arrows.</source>
        <extracomment>the status line when a click on the board of a replay asks for a move</extracomment>
        <translation>To jest powtórka: przechodź przez nią strzałkami.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>the replay bar&apos;s line before the first move</extracomment>
        <translation>Początek partii</translation>
    </message>
    <message>
        <source>%1 decided</source>
        <extracomment>the replay bar&apos;s line for a move the log has no words for: %1 the player</extracomment>
        <translation>%1 wybiera</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <extracomment>the replay bar&apos;s button that leaves the replay for the final scores</extracomment>
        <translation>Wróć do wyników</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s start; Home is its key</extracomment>
        <translation>Na początek (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move back; ← is its key</extracomment>
        <translation>Ruch wstecz (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move on; → is its key</extracomment>
        <translation>Ruch dalej (→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s end; End is its key</extracomment>
        <translation>Na koniec (End)</translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <extracomment>the replay bar&apos;s button that plays the moves one after another, or pauses (P)</extracomment>
        <translation>Odtwórz lub wstrzymaj (P)</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>the replay bar&apos;s button that changes how fast the moves follow each other</extracomment>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>the replay bar: %1 the move shown (0 before the first), %2 the number of moves</extracomment>
        <translation>Ruch %1 z %2</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <extracomment>the home screen&apos;s card of the game left a moment ago (still open in this window)</extracomment>
        <translation>Twoja gra czeka</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Wróć do gry</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <extracomment>the home screen&apos;s card of the newest unfinished game (from its autosave)</extracomment>
        <translation>Kontynuuj ostatnią grę</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Kontynuuj</translation>
    </message>
</context>
<context>
    <name>ResumeList</name>
    <message>
        <source>%1 · saved %2</source>
        <extracomment>below a game to continue: %1 how far it is (such as &quot;Round 3 of 13&quot;), %2 when it was saved (a short date and time)</extracomment>
        <translation>%1 · zapisano %2</translation>
    </message>
    <message>
        <source>saved %1</source>
        <extracomment>below a game to continue: %1 when it was saved (a short date and time)</extracomment>
        <translation>zapisano %1</translation>
    </message>
    <message>
        <source>More unfinished games (%1)</source>
        <extracomment>a button that opens a menu: %1 how many more unfinished games there are</extracomment>
        <translation>Inne niedokończone gry (%1)</translation>
    </message>
    <message>
        <source>Nothing is lost: unfinished games stay on the home screen, where you can continue them whenever you like.</source>
        <extracomment>the question before another game replaces the game on screen, which stays resumable</extracomment>
        <translation>Nic nie przepadnie: niedokończone gry zostają na ekranie głównym, gdzie możesz je kontynuować, kiedy zechcesz.</translation>
    </message>
    <message>
        <source>To make room, the oldest unfinished game is deleted: %1.</source>
        <extracomment>%1 the deleted game, or a list of them, each as &quot;Tokaido with Aiko and Ben&quot;</extracomment>
        <translation>Aby zrobić miejsce, najstarsza niedokończona gra zostanie usunięta: %1.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>F1: the rules about this</source>
        <extracomment>the last line of a hover card on the board: F1 opens the rules at what the card shows</extracomment>
        <translation>F1: zasady na ten temat</translation>
    </message>
    <message>
        <source>This part of the rules is not available yet.</source>
        <extracomment>the rules window when a link leads to a part that is missing from the installation</extracomment>
        <translation>Ta część zasad nie jest jeszcze dostępna.</translation>
    </message>
    <message>
        <source>This part of the rules could not be shown: its file (%1) is damaged near line %2.</source>
        <extracomment>%1 the file name of the rules page, %2 a line number in it</extracomment>
        <translation>Nie można wyświetlić tej części zasad: jej plik (%1) jest uszkodzony w okolicy wiersza %2.</translation>
    </message>
    <message>
        <source>This text is not translated into your language yet, so it is shown in English.</source>
        <extracomment>a note at the top of the rules window when a page is shown in English</extracomment>
        <translation>Ten tekst nie jest jeszcze przetłumaczony na twój język, dlatego jest wyświetlany po angielsku.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the rules window&apos;s title when no game is chosen
----------
the rules window&apos;s tab of the full rules</extracomment>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>the rules window&apos;s title: %1 the game&apos;s title</extracomment>
        <translation>%1 — zasady</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <extracomment>the rules window&apos;s tab of the one-page summary</extracomment>
        <translation>Ściągawka</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Wstecz (Alt+Lewo)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Dalej (Alt+Prawo)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+−)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Mniejszy tekst (Ctrl+−)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Większy tekst (Ctrl++)</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>the screen reader&apos;s name of the rules window&apos;s list of sections beside the text</extracomment>
        <translation>Spis treści</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <extracomment>the heading of the score sheet at the end of a game</extracomment>
        <translation>Wyniki końcowe</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <extracomment>the heading of the score sheet opened during a game (the scores as they stand)</extracomment>
        <translation>Dotychczasowe wyniki</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>the score sheet&apos;s button that closes it to show the board</extracomment>
        <translation>Zobacz planszę</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the score sheet&apos;s button back to the home screen</extracomment>
        <translation>Ekran główny</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>the score sheet&apos;s button that starts a new game with the same players and options</extracomment>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>the score sheet&apos;s button that replays the finished game move by move</extracomment>
        <translation>Obejrzyj powtórkę</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <extracomment>the score sheet during a game whose scores stay hidden until the end (Let&apos;s Go)</extracomment>
        <translation>Punkty zostaną policzone na koniec gry.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in “Hints used”: %1 their name, %2 how many hints they asked for</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hints used: %1</source>
        <extracomment>a line under the final scores: %1 the players and their hint counts, as a list</extracomment>
        <translation>Użyte podpowiedzi: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winner&apos;s name</extracomment>
        <translation>Wygrywa %1!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winners&apos; names, as a list</extracomment>
        <translation>Wspólne zwycięstwo: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>How “%1” is scored: click for the rule</source>
        <extracomment>the tooltip of a score category&apos;s row head: %1 the category&apos;s name</extracomment>
        <translation>Jak punktuje się „%1”: kliknij, aby zobaczyć zasadę</translation>
    </message>
</context>
<context>
    <name>SeatLook</name>
    <message>
        <source>Click to go back to your own board</source>
        <extracomment>tooltip of the row of the player whose board is being looked at</extracomment>
        <translation>Kliknij, aby wrócić do swojego obszaru gry</translation>
    </message>
    <message>
        <source>Click to look at %1&apos;s board</source>
        <extracomment>tooltip of another player&apos;s row in the list of scores: %1 that player</extracomment>
        <translation>Kliknij, aby obejrzeć obszar gry gracza %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <extracomment>a choice of the Animations setting: no animations (and no pauses between computer moves)</extracomment>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Szybkie</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>a choice of the Animations setting (the default)</extracomment>
        <translation>Normalne</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Wolne</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>the Settings dialog&apos;s window title
----------
the Settings dialog&apos;s heading</extracomment>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>the Settings dialog: the label of the language choice</extracomment>
        <translation>Język</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>the Settings dialog: the label of the animation speed (Off, Fast, Normal, Slow)</extracomment>
        <translation>Animacje</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>the Settings dialog: the label of the sound row (with the mute box)</extracomment>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <extracomment>the Settings dialog: the box that silences every sound; M is the key that does it during a game</extracomment>
        <translation>Wycisz (M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the Settings dialog: the slider of the overall volume</extracomment>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>the Settings dialog: the slider of the table&apos;s effects (cards, coins, pencil …)</extracomment>
        <translation>Efekty dźwiękowe</translation>
    </message>
    <message>
        <source>Music</source>
        <extracomment>the Settings dialog: the slider of the music</extracomment>
        <translation>Muzyka</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <extracomment>the Settings dialog: a note under the animation speed</extracomment>
        <translation>Animacje określają też, jak długo gracze komputerowi czekają między ruchami.</translation>
    </message>
</context>
<context>
    <name>Tokaido</name>
    <message>
        <source>Click to stop here.</source>
        <extracomment>in the label beside a stop of the road that the moving traveller may choose now</extracomment>
        <translation>Kliknij, aby się tu zatrzymać.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a traveller&apos;s points or coins in a tooltip: %1 the name, %2 &quot;12 points&quot; or &quot;3 coins&quot;
----------
the hero&apos;s title while another player decides: %1 the player, %2 the decision (&quot;Village market&quot;)
----------
One line of a score breakdown: %1 the score category, %2 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Only with the Friendship amulet: choose it in the panel to stop here.</source>
        <translation>Tylko z amuletem Przyjaźń: wybierz go w panelu, aby zatrzymać się na tym polu.</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%n zestaw</numerusform>
            <numerusform>%n zestawy</numerusform>
            <numerusform>%n zestawów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>%n pamiątka</numerusform>
            <numerusform>%n pamiątki</numerusform>
            <numerusform>%n pamiątek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>%n posiłek</numerusform>
            <numerusform>%n posiłki</numerusform>
            <numerusform>%n posiłków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>%n karta gorącego źródła</numerusform>
            <numerusform>%n karty gorących źródeł</numerusform>
            <numerusform>%n kart gorących źródeł</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>%n spotkanie</numerusform>
            <numerusform>%n spotkania</numerusform>
            <numerusform>%n spotkań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>ofiarowana %n moneta</numerusform>
            <numerusform>ofiarowane %n monety</numerusform>
            <numerusform>ofiarowanych %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>%n karta osiągnięcia</numerusform>
            <numerusform>%n karty osiągnięć</numerusform>
            <numerusform>%n kart osiągnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>%n wiśnia</numerusform>
            <numerusform>%n wiśnie</numerusform>
            <numerusform>%n wiśni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>%n łaźnia</numerusform>
            <numerusform>%n łaźnie</numerusform>
            <numerusform>%n łaźni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neutral traveller ahead, %n coin(s)</source>
        <extracomment>score detail of the temple ranking in a 2-player game, under a traveller whom the neutral traveller outgave: %n the neutral traveller&apos;s coins on the temples</extracomment>
        <translation>
            <numerusform>przed nim neutralny podróżnik, %n moneta</numerusform>
            <numerusform>przed nim neutralny podróżnik, %n monety</numerusform>
            <numerusform>przed nim neutralny podróżnik, %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>%n legendarny przedmiot</numerusform>
            <numerusform>%n legendarne przedmioty</numerusform>
            <numerusform>%n legendarnych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>%n karta kaligrafii</numerusform>
            <numerusform>%n karty kaligrafii</numerusform>
            <numerusform>%n kart kaligrafii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>%n amulet</numerusform>
            <numerusform>%n amulety</numerusform>
            <numerusform>%n amuletów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>%n ukryty amulet</numerusform>
            <numerusform>%n ukryte amulety</numerusform>
            <numerusform>%n ukrytych amuletów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>w tym %n kupiony w tej turze</numerusform>
            <numerusform>w tym %n kupione w tej turze</numerusform>
            <numerusform>w tym %n kupionych w tej turze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>A group of a traveller&apos;s tableau in its tooltip: %1 the score category (&quot;Souvenirs&quot;), %2 what it holds (&quot;2 sets&quot;), %3 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <extracomment>The heading of a traveller&apos;s score breakdown: %1 is &quot;23 points&quot;.</extracomment>
        <translation>Suma: %1</translation>
    </message>
    <message>
        <source>Choosing a traveller…</source>
        <translation>Wybór podróżnika…</translation>
    </message>
    <message>
        <source>Click to see %1&apos;s whole journey</source>
        <extracomment>tooltip of a traveller&apos;s one-row card in a short side column: %1 the player</extracomment>
        <translation>Kliknij, aby zobaczyć całą podróż gracza %1</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gracz komputerowy</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A computer player deciding now; a short tag beside its traveller (about 12 characters).</extracomment>
        <translation>Myśli…</translation>
    </message>
    <message>
        <source>Deciding</source>
        <extracomment>The player deciding now; a short tag beside the traveller (about 12 characters).</extracomment>
        <translation>Decyduje</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The end of the game: the player with the most points (ties: several); a short tag.</extracomment>
        <translation>Zwycięzca</translation>
    </message>
    <message>
        <source>Moves the neutral</source>
        <extracomment>Two players: the leading player moves the neutral traveller; a short tag.</extracomment>
        <translation>Gra neutralnym</translation>
    </message>
    <message>
        <source>%1: %2 of %3 parts</source>
        <extracomment>%1 a panorama (&quot;Sea panorama&quot;), %2 the parts taken, %3 the parts it has (3, 4 or 5).</extracomment>
        <translation>%1: %2 z %3 części</translation>
    </message>
    <message>
        <source>Achievement card: %1 (%2)</source>
        <extracomment>%1 an achievement card&apos;s name, %2 its points (&quot;3 points&quot;).</extracomment>
        <translation>Karta osiągnięcia: %1 (%2)</translation>
    </message>
    <message>
        <source>Set %1: %2</source>
        <extracomment>One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.</extracomment>
        <translation>Zestaw %1: %2</translation>
    </message>
    <message>
        <source>Bought this turn: usable from the next turn on.</source>
        <translation>Kupiony w tej turze: można go użyć od następnej tury.</translation>
    </message>
    <message>
        <source>Scored at the end of the journey.</source>
        <translation>Punktowane na koniec podróży.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A card in a tooltip: %1 its name, %2 what it does.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>Przemierz Drogę Wschodniego Morza z Kioto do Edo, zbierając po drodze najpiękniejsze widoki.</translation>
    </message>
    <message>
        <source>Neutral traveller</source>
        <extracomment>the traveller that nobody plays in a two-player game, named like a player in the log</extracomment>
        <translation>Neutralny podróżnik</translation>
    </message>
    <message>
        <source>Village</source>
        <extracomment>a kind of stop on the road, used as a label and inserted into &quot;%1 stops at: %2&quot;</extracomment>
        <translation>Wioska</translation>
    </message>
    <message>
        <source>Temple</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Świątynia</translation>
    </message>
    <message>
        <source>Encounter</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Spotkanie</translation>
    </message>
    <message>
        <source>Rice paddy panorama</source>
        <extracomment>an achievement card, for the first traveller to complete the rice paddy panorama
----------
a kind of stop on the road (a panorama of rice paddies), used like &quot;Village&quot;
----------
a panorama type, inserted into sentences: &quot;part 2 of the %2&quot;, &quot;the first to complete the %2&quot;; it names the whole panorama (of rice paddies)</extracomment>
        <translation>Panorama pola ryżowego</translation>
    </message>
    <message>
        <source>Mountain panorama</source>
        <extracomment>an achievement card, for the first to complete the mountain panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Panorama gór</translation>
    </message>
    <message>
        <source>Sea panorama</source>
        <extracomment>an achievement card, for the first to complete the sea panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Panorama morza</translation>
    </message>
    <message>
        <source>Hot spring</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Gorące źródło</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Farma</translation>
    </message>
    <message>
        <source>Inn</source>
        <extracomment>a kind of stop on the road (where every traveller must stop and may eat), like &quot;Village&quot;</extracomment>
        <translation>Karczma</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <extracomment>the inn at one end of the road (the start, or the end on the Return trip)</extracomment>
        <translation>Kioto</translation>
    </message>
    <message>
        <source>First inn</source>
        <extracomment>the first of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Pierwsza karczma</translation>
    </message>
    <message>
        <source>Second inn</source>
        <extracomment>the second of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Druga karczma</translation>
    </message>
    <message>
        <source>Third inn</source>
        <extracomment>the third of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Trzecia karczma</translation>
    </message>
    <message>
        <source>Edo</source>
        <extracomment>the inn at the other end of the road (the end, or the start on the Return trip)</extracomment>
        <translation>Edo</translation>
    </message>
    <message>
        <source>Look at 3 souvenirs and buy any of them you can pay for.</source>
        <translation>Obejrzyj 3 pamiątki i kup dowolne z nich, na które cię stać.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple: 1 point each.</source>
        <translation>Złóż w świątyni datek od 1 do 3 monet: po 1 punkcie za każdą.</translation>
    </message>
    <message>
        <source>Draw an encounter card and keep it.</source>
        <translation>Dobierz kartę spotkania i zachowaj ją.</translation>
    </message>
    <message>
        <source>Take the next part of your rice paddy panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy pola ryżowego: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Take the next part of your mountain panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy gór: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Take the next part of your sea panorama: its number in points.</source>
        <translation>Weź następną część swojej panoramy morza: tyle punktów, ile wynosi jej numer.</translation>
    </message>
    <message>
        <source>Draw a hot spring card: 2 or 3 points.</source>
        <translation>Dobierz kartę gorącego źródła: 2 lub 3 punkty.</translation>
    </message>
    <message>
        <source>Take 3 coins from the bank.</source>
        <translation>Weź 3 monety z banku.</translation>
    </message>
    <message>
        <source>Every traveller stops here and may buy one meal not eaten before: 6 points.</source>
        <translation>Każdy podróżnik musi się tu zatrzymać i może kupić jeden posiłek, którego wcześniej nie jadł: 6 punktów.</translation>
    </message>
    <message>
        <source>Crossroads: take a cherry tree instead: %1 and %2.</source>
        <extracomment>%1 the points of a cherry tree (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wiśnię: %1 i %2.</translation>
    </message>
    <message>
        <source>Crossroads: buy one legendary object instead.</source>
        <translation>Rozstaje: zamiast tego kup jeden legendarny przedmiot.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 to the bank for an amulet of your choice instead.</source>
        <extracomment>%1 the price of an amulet (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wybrany amulet, płacąc bankowi (%1).</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a calligraphy of your choice instead.</source>
        <extracomment>%1 the price of a calligraphy (&quot;1 coin&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź wybraną kaligrafię za opłatą (%1).</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a bath house instead: %2.</source>
        <extracomment>%1 the price of a bath house (&quot;1 coin&quot;), %2 its points (&quot;4 points&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego weź łaźnię za opłatą (%1): %2.</translation>
    </message>
    <message>
        <source>Crossroads: bet %1 in the gaming room and roll the fortune die instead.</source>
        <extracomment>%1 the stake of the gaming room (&quot;2 coins&quot;)</extracomment>
        <translation>Rozstaje: zamiast tego zagraj w salonie gier (stawka: %1) i rzuć kością szczęścia.</translation>
    </message>
    <message>
        <source>Crossroads offers nothing else at an inn.</source>
        <translation>W karczmie dodatek Rozstaje nie daje nic więcej.</translation>
    </message>
    <message>
        <source>Hiroshige</source>
        <extracomment>a traveller&apos;s name (official English edition), inserted into &quot;%1 chooses %2.&quot;</extracomment>
        <translation>Hiroshige</translation>
    </message>
    <message>
        <source>Chuubei</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Chuubei</translation>
    </message>
    <message>
        <source>Kinko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Kinko</translation>
    </message>
    <message>
        <source>Yoshiyasu</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Yoshiyasu</translation>
    </message>
    <message>
        <source>Satsuki</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Satsuki</translation>
    </message>
    <message>
        <source>Mitsukuni</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Mitsukuni</translation>
    </message>
    <message>
        <source>Sasayakko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Sasayakko</translation>
    </message>
    <message>
        <source>Hirotada</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Hirotada</translation>
    </message>
    <message>
        <source>Umegae</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Umegae</translation>
    </message>
    <message>
        <source>Zen-emon</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>Zen-emon</translation>
    </message>
    <message>
        <source>Jirocho</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Jirocho</translation>
    </message>
    <message>
        <source>Daigoro</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Daigoro</translation>
    </message>
    <message>
        <source>Nampo</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Nampo</translation>
    </message>
    <message>
        <source>Gotozaemon</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Gotozaemon</translation>
    </message>
    <message>
        <source>Miyataka</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Miyataka</translation>
    </message>
    <message>
        <source>Kita</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>Kita</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>what the traveller is, shown under the name on the tile: &quot;Hiroshige, the artist&quot;</extracomment>
        <translation>artysta</translation>
    </message>
    <message>
        <source>the messenger</source>
        <extracomment>what the traveller is (Chuubei), like &quot;the artist&quot;</extracomment>
        <translation>posłaniec</translation>
    </message>
    <message>
        <source>the ronin</source>
        <extracomment>what the traveller is (Kinko), like &quot;the artist&quot;</extracomment>
        <translation>rōnin</translation>
    </message>
    <message>
        <source>the functionary</source>
        <extracomment>what the traveller is (Yoshiyasu), like &quot;the artist&quot;</extracomment>
        <translation>urzędnik</translation>
    </message>
    <message>
        <source>the orphan</source>
        <extracomment>what the traveller is (Satsuki), like &quot;the artist&quot;</extracomment>
        <translation>sierota</translation>
    </message>
    <message>
        <source>the old man</source>
        <extracomment>what the traveller is (Mitsukuni), like &quot;the artist&quot;</extracomment>
        <translation>starzec</translation>
    </message>
    <message>
        <source>the geisha</source>
        <extracomment>what the traveller is (Sasayakko), like &quot;the artist&quot;</extracomment>
        <translation>gejsza</translation>
    </message>
    <message>
        <source>the priest</source>
        <extracomment>what the traveller is (Hirotada), like &quot;the artist&quot;</extracomment>
        <translation>kapłan</translation>
    </message>
    <message>
        <source>the street entertainer</source>
        <extracomment>what the traveller is (Umegae), like &quot;the artist&quot;</extracomment>
        <translation>uliczna artystka</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>what the traveller is (Zen-emon), like &quot;the artist&quot;</extracomment>
        <translation>kupiec</translation>
    </message>
    <message>
        <source>the yakuza</source>
        <extracomment>what the traveller is (Jirocho), like &quot;the artist&quot;</extracomment>
        <translation>jakuza</translation>
    </message>
    <message>
        <source>the kid</source>
        <extracomment>what the traveller is (Daigoro), like &quot;the artist&quot;</extracomment>
        <translation>dzieciak</translation>
    </message>
    <message>
        <source>the gourmet</source>
        <extracomment>what the traveller is (Nampo), like &quot;the artist&quot;</extracomment>
        <translation>smakosz</translation>
    </message>
    <message>
        <source>the souvenir seller</source>
        <extracomment>what the traveller is (Gotozaemon), like &quot;the artist&quot;</extracomment>
        <translation>sprzedawca pamiątek</translation>
    </message>
    <message>
        <source>the superstitious woman</source>
        <extracomment>what the traveller is (Miyataka), like &quot;the artist&quot;</extracomment>
        <translation>przesądna</translation>
    </message>
    <message>
        <source>the old woman</source>
        <extracomment>what the traveller is (Kita), like &quot;the artist&quot;</extracomment>
        <translation>staruszka</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: the next part of a panorama of his choice.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: następna część wybranej przez niego panoramy.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: an encounter card.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: karta spotkania.</translation>
    </message>
    <message>
        <source>Every meal costs him 1 coin less, so 1-coin meals are free.</source>
        <translation>Każdy posiłek kosztuje go o 1 monetę mniej, więc posiłki za 1 monetę ma za darmo.</translation>
    </message>
    <message>
        <source>At an encounter stop he draws two cards and keeps the one he likes.</source>
        <translation>Na polu spotkania dobiera dwie karty i zatrzymuje tę, która mu bardziej odpowiada.</translation>
    </message>
    <message>
        <source>At each inn the top meal of the deck is hers for free. She may turn it down and buy a meal as usual.</source>
        <translation>W każdej karczmie dostaje za darmo wierzchnią kartę z talii posiłków. Może ją odrzucić i kupić posiłek jak zwykle.</translation>
    </message>
    <message>
        <source>1 more point for each hot spring card, bath house and achievement card.</source>
        <translation>1 dodatkowy punkt za każdą kartę gorącego źródła, łaźni i osiągnięcia.</translation>
    </message>
    <message>
        <source>When she buys two souvenirs or more in a village, the cheapest is free: its coins come back as she leaves.</source>
        <translation>Gdy kupuje w wiosce co najmniej dwie pamiątki, najtańszą dostaje za darmo: monety za nią wracają do niej, gdy opuszcza wioskę.</translation>
    </message>
    <message>
        <source>At each temple the bank adds 1 coin to his gift: 1 more point.</source>
        <translation>W każdej świątyni bank dokłada 1 monetę do jego datku: 1 dodatkowy punkt.</translation>
    </message>
    <message>
        <source>1 point and 1 coin at each encounter, before the card, and when she buys a calligraphy.</source>
        <translation>1 punkt i 1 moneta przy każdym spotkaniu (przed kartą) oraz przy zakupie kaligrafii.</translation>
    </message>
    <message>
        <source>In each village, one souvenir costs him only 1 coin.</source>
        <translation>W każdej wiosce jedna pamiątka kosztuje go tylko 1 monetę.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal, he may bet 1 coin on the fortune die.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem, może postawić 1 monetę i rzucić kością szczęścia.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: a souvenir from the deck, free.</source>
        <translation>W każdej z trzech karczm po drodze, przed posiłkiem: darmowa pamiątka z talii.</translation>
    </message>
    <message>
        <source>Each meal he eats scores its price again, in points.</source>
        <translation>Każdy zjedzony posiłek daje mu dodatkowo tyle punktów, ile kosztuje.</translation>
    </message>
    <message>
        <source>1 coin each time he stops at a panorama.</source>
        <translation>1 moneta za każdym razem, gdy zatrzymuje się na polu panoramy.</translation>
    </message>
    <message>
        <source>At a temple she may both give coins and buy an amulet.</source>
        <translation>W świątyni może zarówno złożyć datek, jak i kupić amulet.</translation>
    </message>
    <message>
        <source>At an encounter stop she may both draw an encounter and buy a calligraphy.</source>
        <translation>Na polu spotkania może zarówno dobrać kartę spotkania, jak i kupić kaligrafię.</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>in the label beside a stop: %1 the travellers standing there (&quot;Yuki and Aiko&quot;)</extracomment>
        <translation>Tutaj: %1</translation>
    </message>
    <message>
        <source>Koma</source>
        <extracomment>a souvenir card&apos;s name (a Japanese word kept as a name), inserted into &quot;%1 buys %2&quot;</extracomment>
        <translation>Koma</translation>
    </message>
    <message>
        <source>Gofu</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Gofu</translation>
    </message>
    <message>
        <source>Yunomi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Yunomi</translation>
    </message>
    <message>
        <source>Uchiwa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Uchiwa</translation>
    </message>
    <message>
        <source>Hashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Hashi</translation>
    </message>
    <message>
        <source>Washi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Washi</translation>
    </message>
    <message>
        <source>Manju</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Manju</translation>
    </message>
    <message>
        <source>Kamaboko</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Kamaboko</translation>
    </message>
    <message>
        <source>Konpeito</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Konpeito</translation>
    </message>
    <message>
        <source>Ocha</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Ocha</translation>
    </message>
    <message>
        <source>Sake</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sake</translation>
    </message>
    <message>
        <source>Daifuku</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Daifuku</translation>
    </message>
    <message>
        <source>Haori</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Haori</translation>
    </message>
    <message>
        <source>Furoshiki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Furoshiki</translation>
    </message>
    <message>
        <source>Sandogasa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sandogasa</translation>
    </message>
    <message>
        <source>Kanzashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Kanzashi</translation>
    </message>
    <message>
        <source>Geta</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Geta</translation>
    </message>
    <message>
        <source>Yukata</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Yukata</translation>
    </message>
    <message>
        <source>Netsuke</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Netsuke</translation>
    </message>
    <message>
        <source>Jubako</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Jubako</translation>
    </message>
    <message>
        <source>Shikki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Shikki</translation>
    </message>
    <message>
        <source>Shamisen</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Shamisen</translation>
    </message>
    <message>
        <source>Sumie</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Sumie</translation>
    </message>
    <message>
        <source>Ukiyoe</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>Ukiyoe</translation>
    </message>
    <message>
        <source>Small objects</source>
        <extracomment>a family of souvenirs, used as a label (a set holds one souvenir of each family)</extracomment>
        <translation>Drobiazgi</translation>
    </message>
    <message>
        <source>Food and drink</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Żywność i napoje</translation>
    </message>
    <message>
        <source>Clothing</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Ubrania</translation>
    </message>
    <message>
        <source>Art</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Sztuka</translation>
    </message>
    <message>
        <source>Fifth family</source>
        <extracomment>the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)</extracomment>
        <translation>Piąty rodzaj</translation>
    </message>
    <message>
        <source>Dango</source>
        <extracomment>a dish on a meal card (a Japanese word kept as a name), inserted into &quot;%1 eats %2&quot;</extracomment>
        <translation>Dango</translation>
    </message>
    <message>
        <source>Nigirimeshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Nigirimeshi</translation>
    </message>
    <message>
        <source>Misoshiru</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Misoshiru</translation>
    </message>
    <message>
        <source>Tofu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tofu</translation>
    </message>
    <message>
        <source>Tempura</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tempura</translation>
    </message>
    <message>
        <source>Sushi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Sushi</translation>
    </message>
    <message>
        <source>Soba</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Soba</translation>
    </message>
    <message>
        <source>Yakitori</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Yakitori</translation>
    </message>
    <message>
        <source>Unagi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Unagi</translation>
    </message>
    <message>
        <source>Udon</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Udon</translation>
    </message>
    <message>
        <source>Fugu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Fugu</translation>
    </message>
    <message>
        <source>Tai meshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Tai meshi</translation>
    </message>
    <message>
        <source>Sashimi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Sashimi</translation>
    </message>
    <message>
        <source>Donburi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Donburi</translation>
    </message>
    <message>
        <source>Shokunin</source>
        <extracomment>an encounter card (a Japanese word kept as a name: the craftsman), used as a label</extracomment>
        <translation>Shokunin</translation>
    </message>
    <message>
        <source>Annaibito</source>
        <extracomment>an encounter card (the guide), like &quot;Shokunin&quot;</extracomment>
        <translation>Annaibito</translation>
    </message>
    <message>
        <source>Samurai</source>
        <extracomment>an encounter card, like &quot;Shokunin&quot;</extracomment>
        <translation>Samuraj</translation>
    </message>
    <message>
        <source>Kuge</source>
        <extracomment>an encounter card (the noble), like &quot;Shokunin&quot;</extracomment>
        <translation>Kuge</translation>
    </message>
    <message>
        <source>Miko</source>
        <extracomment>an encounter card (the priestess), like &quot;Shokunin&quot;</extracomment>
        <translation>Miko</translation>
    </message>
    <message>
        <source>The craftsman gives a souvenir from the deck.</source>
        <translation>Rzemieślnik daje pamiątkę z talii.</translation>
    </message>
    <message>
        <source>The guide shows the next part of a panorama; once that panorama is complete, of any panorama you choose.</source>
        <translation>Przewodnik pokazuje następną część panoramy; jeśli ta panorama jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The samurai&apos;s company is worth 3 points.</source>
        <translation>Towarzystwo samuraja jest warte 3 punkty.</translation>
    </message>
    <message>
        <source>The noble gives 3 coins.</source>
        <translation>Arystokrata daje 3 monety.</translation>
    </message>
    <message>
        <source>The priestess puts a coin from the bank on the temple for you: 1 point.</source>
        <translation>Kapłanka kładzie za ciebie w świątyni monetę z banku: 1 punkt.</translation>
    </message>
    <message>
        <source>The next part of the rice paddy panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy pola ryżowego; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The next part of the mountain panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy gór; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>The next part of the sea panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Następna część panoramy morza; jeśli jest już ukończona – dowolnej wybranej panoramy.</translation>
    </message>
    <message>
        <source>Gourmet</source>
        <extracomment>an achievement card (the highest meal prices); also a category of the score sheet
----------
a row of the score sheet (the achievement card Gourmet)</extracomment>
        <translation>Smakosz</translation>
    </message>
    <message>
        <source>Collector</source>
        <extracomment>an achievement card (the most souvenirs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Collector)</extracomment>
        <translation>Kolekcjoner</translation>
    </message>
    <message>
        <source>Bather</source>
        <extracomment>an achievement card (the most hot springs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Bather)</extracomment>
        <translation>Miłośnik kąpieli</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <extracomment>an achievement card (the most encounters); also a category of the score sheet
----------
a row of the score sheet (the achievement card Chatterbox)</extracomment>
        <translation>Gaduła</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the rice paddy panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę pola ryżowego.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the mountain panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę gór.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the sea panorama.</source>
        <translation>3 punkty dla pierwszego podróżnika, który ukończy panoramę morza.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the highest total of meal prices.</source>
        <translation>Na koniec 3 punkty za najwyższą łączną cenę posiłków.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most souvenirs (legendary objects count).</source>
        <translation>Na koniec 3 punkty za najwięcej pamiątek (legendarne przedmioty też się liczą).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most hot springs (bath houses count).</source>
        <translation>Na koniec 3 punkty za najwięcej gorących źródeł (łaźnie też się liczą).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most encounters (calligraphies count).</source>
        <translation>Na koniec 3 punkty za najwięcej spotkań (kaligrafie też się liczą).</translation>
    </message>
    <message>
        <source>Vitality</source>
        <extracomment>an amulet card (Crossroads), inserted into &quot;%1 uses the %2 amulet.&quot;</extracomment>
        <translation>Witalność</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Health</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Zdrowie</translation>
    </message>
    <message>
        <source>Friendship</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Przyjaźń</translation>
    </message>
    <message>
        <source>Hospitality</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Gościnność</translation>
    </message>
    <message>
        <source>Devotion</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Oddanie</translation>
    </message>
    <message>
        <source>When a move takes you into the lead, you may move once more (not after reaching an inn).</source>
        <translation>Gdy po ruchu obejmiesz prowadzenie, możesz ruszyć się jeszcze raz (ale nie po dotarciu do karczmy).</translation>
    </message>
    <message>
        <source>Before your move, roll the fortune die and take as many coins as it shows.</source>
        <translation>Przed ruchem rzuć kością szczęścia i weź tyle monet, ile wskaże.</translation>
    </message>
    <message>
        <source>Take both effects of the stop you reach, in the order you like.</source>
        <translation>Wykonaj oba efekty pola, na którym stajesz, w dowolnej kolejności.</translation>
    </message>
    <message>
        <source>Stop at a single stop another traveller holds; you count as behind them.</source>
        <translation>Zatrzymaj się na pojedynczym polu zajętym przez innego podróżnika; liczysz się jako stojący za nim.</translation>
    </message>
    <message>
        <source>Your meal at an inn is free.</source>
        <translation>Twój posiłek w karczmie jest darmowy.</translation>
    </message>
    <message>
        <source>The coins you pay for one card go onto the temple: 1 point each.</source>
        <translation>Monety zapłacone za jedną kartę trafiają do świątyni: po 1 punkcie za każdą.</translation>
    </message>
    <message>
        <source>Shodo</source>
        <extracomment>a legendary object card (Crossroads; a Japanese word kept as a name), like &quot;Koma&quot;</extracomment>
        <translation>Shodo</translation>
    </message>
    <message>
        <source>Emaki</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Emaki</translation>
    </message>
    <message>
        <source>Buppatsu</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Buppatsu</translation>
    </message>
    <message>
        <source>Ema</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Ema</translation>
    </message>
    <message>
        <source>Murasame</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Murasame</translation>
    </message>
    <message>
        <source>Masamune</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>Masamune</translation>
    </message>
    <message>
        <source>1 point for each souvenir and legendary object you own, then 1 more point for each later souvenir.</source>
        <translation>1 punkt za każdą posiadaną pamiątkę i legendarny przedmiot, potem 1 dodatkowy punkt za każdą kolejną pamiątkę.</translation>
    </message>
    <message>
        <source>Counts as a souvenir of a fifth family in your sets.</source>
        <translation>W twoich zestawach liczy się jako pamiątka piątego rodzaju.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>the effect of Murasame and Masamune: %1 their points (&quot;8 points&quot;)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a legendary object now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a village and now lacks the coins</extracomment>
        <translation>%1 nie może teraz zapłacić za legendarny przedmiot i nic nie kupuje.</translation>
    </message>
    <message>
        <source>%1 cannot pay for an amulet now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a temple and now lacks the coin</extracomment>
        <translation>%1 nie może teraz zapłacić za amulet i nic nie kupuje.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a calligraphy now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of an encounter stop and now lacks the coin</extracomment>
        <translation>%1 nie może teraz zapłacić za kaligrafię i nic nie kupuje.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a bath house now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a hot spring and now lacks the coin</extracomment>
        <translation>%1 nie może teraz zapłacić za łaźnię i nic nie kupuje.</translation>
    </message>
    <message>
        <source>%1 and %2.</source>
        <extracomment>what a cherry tree gives: %1 its points (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>%1 i %2.</translation>
    </message>
    <message>
        <source>%1; it counts as a hot spring for the Bather.</source>
        <extracomment>what a bath house gives: %1 its points (&quot;4 points&quot;)</extracomment>
        <translation>%1; dla Miłośnika kąpieli liczy się jako gorące źródło.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back from the temple, %n point(s) less.</source>
        <extracomment>log, Sasayakko&apos;s ability when the Devotion amulet had paid the free souvenir onto the temple: %1 a player, %n the coins she takes back from there (and the points they scored)</extracomment>
        <translation>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot ze świątyni: %n moneta, %n punkt mniej.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot ze świątyni: %n monety, %n punkty mniej.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot ze świątyni: %n monet, %n punktów mniej.</numerusform>
        </translation>
    </message>
    <message>
        <source>The traveller furthest back on the road always moves next.</source>
        <translation>Zawsze rusza się podróżnik, który jest najdalej z tyłu na drodze.</translation>
    </message>
    <message>
        <source>Score track: every traveller&apos;s points so far.</source>
        <translation>Tor punktacji: dotychczasowe punkty każdego podróżnika.</translation>
    </message>
    <message>
        <source>At the end, the most generous donors to the temples score extra points.</source>
        <translation>Na koniec najhojniejsi ofiarodawcy świątyń dostają dodatkowe punkty.</translation>
    </message>
    <message>
        <source>Contemplation</source>
        <extracomment>a calligraphy card (Crossroads), a virtue, inserted into &quot;%1 buys the calligraphy %2.&quot;</extracomment>
        <translation>Kontemplacja</translation>
    </message>
    <message>
        <source>Nostalgia</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Nostalgia</translation>
    </message>
    <message>
        <source>Patience</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Cierpliwość</translation>
    </message>
    <message>
        <source>Perfection</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Doskonałość</translation>
    </message>
    <message>
        <source>Foresight</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Przezorność</translation>
    </message>
    <message>
        <source>Fasting</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Post</translation>
    </message>
    <message>
        <source>At the end, 3 points per completed panorama and 1 per cherry tree.</source>
        <translation>Na koniec 3 punkty za każdą ukończoną panoramę i 1 za każdą wiśnię.</translation>
    </message>
    <message>
        <source>At the end, 2 points per legendary object and 1 per souvenir.</source>
        <translation>Na koniec 2 punkty za każdy legendarny przedmiot i 1 za każdą pamiątkę.</translation>
    </message>
    <message>
        <source>At the end, 6 points for the last to reach the final inn, 4 for the one before, 2 for everyone else.</source>
        <translation>Na koniec 6 punktów dla tego, kto ostatni dotrze do ostatniej karczmy, 4 dla przedostatniego, 2 dla pozostałych.</translation>
    </message>
    <message>
        <source>At the end, 2 points per achievement card and 1 per calligraphy, this one included.</source>
        <translation>Na koniec 2 punkty za każdą kartę osiągnięcia i 1 za każdą kaligrafię, łącznie z tą.</translation>
    </message>
    <message>
        <source>At the end, 2 points per coin left.</source>
        <translation>Na koniec 2 punkty za każdą pozostałą monetę.</translation>
    </message>
    <message>
        <source>At the end, 2 points per meal not eaten (of the four of a journey).</source>
        <translation>Na koniec 2 punkty za każdy niezjedzony posiłek (z czterech w całej podróży).</translation>
    </message>
    <message>
        <source>×0</source>
        <extracomment>a face of the fortune die: the stake is lost (nothing comes back)</extracomment>
        <translation>×0</translation>
    </message>
    <message>
        <source>×1</source>
        <extracomment>a face of the fortune die: the stake once (it comes back)</extracomment>
        <translation>×1</translation>
    </message>
    <message>
        <source>×2</source>
        <extracomment>a face of the fortune die: the stake twice</extracomment>
        <translation>×2</translation>
    </message>
    <message>
        <source>×3</source>
        <extracomment>a face of the fortune die: the stake three times</extracomment>
        <translation>×3</translation>
    </message>
    <message>
        <source>×4</source>
        <extracomment>a face of the fortune die: the stake four times</extracomment>
        <translation>×4</translation>
    </message>
    <message>
        <source>Panoramas</source>
        <extracomment>a row of the score sheet: the points of the panorama parts</extracomment>
        <translation>Panoramy</translation>
    </message>
    <message>
        <source>Hot springs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Gorące źródła</translation>
    </message>
    <message>
        <source>Souvenirs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Pamiątki</translation>
    </message>
    <message>
        <source>Meals</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Posiłki</translation>
    </message>
    <message>
        <source>Encounters</source>
        <extracomment>a row of the score sheet: Samurai and Miko</extracomment>
        <translation>Spotkania</translation>
    </message>
    <message>
        <source>Temple gifts</source>
        <extracomment>a row of the score sheet: a point per coin given during the journey</extracomment>
        <translation>Datki dla świątyń</translation>
    </message>
    <message>
        <source>Panorama achievements</source>
        <extracomment>a row of the score sheet: the first to complete each panorama</extracomment>
        <translation>Osiągnięcia za panoramy</translation>
    </message>
    <message>
        <source>Traveller&apos;s ability</source>
        <extracomment>a row of the score sheet: what the traveller&apos;s own ability scored</extracomment>
        <translation>Zdolność podróżnika</translation>
    </message>
    <message>
        <source>Temple ranking</source>
        <extracomment>a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)</extracomment>
        <translation>Ranking datków</translation>
    </message>
    <message>
        <source>Cherry trees</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Wiśnie</translation>
    </message>
    <message>
        <source>Bath houses</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Łaźnie</translation>
    </message>
    <message>
        <source>Only %1 cards of each Crossroads type with 2 or 3 players, %2 with 4 or 5; the others stay in the box.</source>
        <extracomment>%1 and %2 the cards of each Crossroads type in the game with 2–3 and with 4–5 players</extracomment>
        <translation>Z każdego nowego rodzaju kart z dodatku Rozstaje do gry trafia tylko: %1 (przy 2 lub 3 graczach) albo %2 (przy 4 lub 5); pozostałe zostają w pudełku.</translation>
    </message>
    <message>
        <source>Legendary object</source>
        <translation>Legendarny przedmiot</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulet</translation>
    </message>
    <message>
        <source>Calligraphy</source>
        <translation>Kaligrafia</translation>
    </message>
    <message>
        <source>The stop&apos;s own effect, or the Crossroads one?</source>
        <translation>Zwykły efekt pola czy opcja Rozstajów?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Oba</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>the &apos;Both&apos; tiles of Miyataka and Kita: %1 the effect taken first (the stop&apos;s own or the Crossroads one), %2 the other</extracomment>
        <translation>%1, potem %2</translation>
    </message>
    <message>
        <source>%1: both, this one first</source>
        <extracomment>a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the clicked one first</extracomment>
        <translation>%1: oba, najpierw ten</translation>
    </message>
    <message>
        <source>Legendary objects</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Legendarne przedmioty</translation>
    </message>
    <message>
        <source>Amulets</source>
        <translation>Amulety</translation>
    </message>
    <message>
        <source>The amulets are hidden from you.</source>
        <translation>Amulety są przed tobą ukryte.</translation>
    </message>
    <message>
        <source>Calligraphies</source>
        <extracomment>a row of the score sheet (Crossroads), scored at the end</extracomment>
        <translation>Kaligrafie</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Rusz się jeszcze raz</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Zostań tutaj</translation>
    </message>
    <message>
        <source>Keep the amulet for later</source>
        <translation>Zachowaj amulet na później</translation>
    </message>
    <message>
        <source>Draw an amulet</source>
        <translation>Dobierz amulet</translation>
    </message>
    <message>
        <source>A random amulet from the supply</source>
        <translation>Losowy amulet z zapasu</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nie, dziękuję</translation>
    </message>
    <message>
        <source>Keep your coin</source>
        <translation>Zachowaj monetę</translation>
    </message>
    <message>
        <source>A bet at the inn</source>
        <translation>Zakład w karczmie</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <extracomment>Jirocho&apos;s bet: %1 the stake (&quot;1 coin&quot;)</extracomment>
        <translation>Stawka: %1</translation>
    </message>
    <message>
        <source>The die: lose it, or get it back ×1 to ×4</source>
        <translation>Kość: strata stawki albo zwrot od ×1 do ×4</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Bez zakładu</translation>
    </message>
    <message>
        <source>Go straight to dinner</source>
        <translation>Od razu na kolację</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <extracomment>a panorama&apos;s next part: %1 its number, %2 the parts of a whole panorama</extracomment>
        <translation>Część %1 z %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>what a cherry tree gave: %1 the points (&quot;+2 points&quot;), %2 the coins (&quot;+1 coin&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Only with %1</source>
        <extracomment>a tile that only an amulet or an ability opens: %1 its name (&quot;Hospitality&quot;)</extracomment>
        <translation>Wymaga: %1</translation>
    </message>
    <message>
        <source>%1: for 1 coin</source>
        <extracomment>a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1 coin</extracomment>
        <translation>%1: za 1 monetę</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 a player</extracomment>
        <translation>Czekamy na ruch gracza %1</translation>
    </message>
    <message>
        <source>On the road</source>
        <translation>W drodze</translation>
    </message>
    <message>
        <source>The road goes on…</source>
        <translation>Droga wiedzie dalej…</translation>
    </message>
    <message>
        <source>Switch on first to use</source>
        <extracomment>beside the chips of amulets and abilities (Devotion, Zen-emon&apos;s 1 coin) in the decision: a chip must be switched on before the card is chosen for it to be used</extracomment>
        <translation>Włącz przed wyborem, by użyć</translation>
    </message>
    <message>
        <source>Choose a stop</source>
        <translation>Wybierz pole</translation>
    </message>
    <message>
        <source>Choose above</source>
        <translation>Wybierz powyżej</translation>
    </message>
    <message>
        <source>Click the traveller you want to keep.</source>
        <translation>Kliknij kartę podróżnika, którą chcesz zatrzymać.</translation>
    </message>
    <message>
        <source>Point at any stop to see what it gives, or why it is closed.</source>
        <extracomment>the bar&apos;s hint under the hero&apos;s &quot;Click a lit stop on the road&quot;</extracomment>
        <translation>Wskaż dowolne pole, aby zobaczyć, co daje albo dlaczego jest zamknięte.</translation>
    </message>
    <message>
        <source>Click a souvenir to buy it; “Done buying” leaves the village.</source>
        <translation>Kliknij pamiątkę, aby ją kupić; przycisk „Koniec zakupów” kończy pobyt w wiosce.</translation>
    </message>
    <message>
        <source>Click a meal to eat it, or go without with “No meal”.</source>
        <translation>Kliknij posiłek, aby go zjeść, albo zrezygnuj z jedzenia przyciskiem „Bez posiłku”.</translation>
    </message>
    <message>
        <source>Take the free meal, or choose one at the inn.</source>
        <translation>Weź darmowy posiłek albo wybierz inny w karczmie.</translation>
    </message>
    <message>
        <source>Click how many coins to give.</source>
        <translation>Kliknij, ile monet chcesz ofiarować.</translation>
    </message>
    <message>
        <source>Click the effect to take at this stop.</source>
        <translation>Kliknij efekt, który wybierasz na tym polu.</translation>
    </message>
    <message>
        <source>Click the encounter to keep.</source>
        <translation>Kliknij spotkanie, które chcesz zatrzymać.</translation>
    </message>
    <message>
        <source>Click the panorama that gets its next part.</source>
        <translation>Kliknij panoramę, która dostanie następną część.</translation>
    </message>
    <message>
        <source>Click the legendary object to buy.</source>
        <translation>Kliknij legendarny przedmiot, który chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the amulet to buy.</source>
        <translation>Kliknij amulet, który chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the calligraphy to buy.</source>
        <translation>Kliknij kaligrafię, którą chcesz kupić.</translation>
    </message>
    <message>
        <source>Click the bath house to buy it.</source>
        <translation>Kliknij łaźnię, aby ją kupić.</translation>
    </message>
    <message>
        <source>Open the market</source>
        <translation>Otwórz targ</translation>
    </message>
    <message>
        <source>Meet the traveller</source>
        <translation>Spotkaj nieznajomego</translation>
    </message>
    <message>
        <source>Take the bath</source>
        <translation>Wykąp się</translation>
    </message>
    <message>
        <source>See the meals</source>
        <translation>Zobacz posiłki</translation>
    </message>
    <message>
        <source>Set off</source>
        <translation>Wyrusz</translation>
    </message>
    <message>
        <source>Draw the amulet</source>
        <translation>Dobierz amulet</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Rzuć kością</translation>
    </message>
    <message>
        <source>“%1” turns them over.</source>
        <extracomment>under the backs of cards still to come: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Przycisk „%1” je odkryje.</translation>
    </message>
    <message>
        <source>Press “%1” to roll it.</source>
        <extracomment>under the die still to roll: %1 the main button&apos;s words (&quot;Roll the die&quot;)</extracomment>
        <translation>Naciśnij „%1”, aby rzucić kością.</translation>
    </message>
    <message>
        <source>Press “%1” when you are ready.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Kiedy zechcesz, naciśnij „%1”.</translation>
    </message>
    <message>
        <source>“%1” goes on; until then Undo still takes your move back.</source>
        <extracomment>the hint while a drawn card or a roll waits: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Przycisk „%1” prowadzi dalej; do tego czasu możesz jeszcze cofnąć ruch przyciskiem „Cofnij”.</translation>
    </message>
    <message>
        <source>Press “%1” to go on.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Naciśnij „%1”, aby kontynuować.</translation>
    </message>
    <message>
        <source>Undo your last move now, or the game goes on.</source>
        <extracomment>the bar&apos;s hint while another player&apos;s hidden draw waits a moment (the panel above says whose draw it is): the watcher may still take their own last move back</extracomment>
        <translation>Cofnij teraz swój ostatni ruch przyciskiem „Cofnij”, inaczej gra toczy się dalej.</translation>
    </message>
    <message>
        <source>%1 will draw a card.</source>
        <extracomment>the same when nothing can be taken back: %1 that player&apos;s name</extracomment>
        <translation>%1 zaraz dobierze kartę.</translation>
    </message>
    <message>
        <source>Edo at last</source>
        <translation>Wreszcie Edo</translation>
    </message>
    <message>
        <source>The score sheet shows how every point was won.</source>
        <translation>Punktacja pokazuje, skąd wziął się każdy punkt.</translation>
    </message>
    <message>
        <source>The journey is over.</source>
        <translation>Podróż dobiegła końca.</translation>
    </message>
    <message>
        <source>Not enough coins</source>
        <translation>Za mało monet</translation>
    </message>
    <message>
        <source>Choose your traveller</source>
        <translation>Wybierz podróżnika</translation>
    </message>
    <message>
        <source>The travellers are dealt face down.</source>
        <translation>Karty podróżników rozdano zakryte.</translation>
    </message>
    <message>
        <source>Move the neutral traveller</source>
        <translation>Przesuń neutralnego podróżnika</translation>
    </message>
    <message>
        <source>Click a lit stop to move the neutral traveller</source>
        <translation>Kliknij podświetlone pole, aby przesunąć neutralnego podróżnika</translation>
    </message>
    <message>
        <source>%1: roll for coins</source>
        <extracomment>a button before the move: %1 the Fortune amulet</extracomment>
        <translation>%1: rzuć po monety</translation>
    </message>
    <message>
        <source>Click a lit stop on the road, or join a traveller with Friendship:</source>
        <translation>Kliknij podświetlone pole na drodze albo dołącz do podróżnika dzięki Przyjaźni:</translation>
    </message>
    <message>
        <source>Click a lit stop on the road</source>
        <translation>Kliknij podświetlone pole na drodze</translation>
    </message>
    <message>
        <source>%1 is choosing a stop</source>
        <extracomment>%1 a player, or the neutral traveller</extracomment>
        <translation>%1 wybiera pole</translation>
    </message>
    <message>
        <source>Next inn: %1</source>
        <extracomment>%1 an inn (&quot;First inn&quot;, &quot;Edo&quot;): nobody travels past it</extracomment>
        <translation>Następna karczma: %1</translation>
    </message>
    <message>
        <source>Beside %1</source>
        <extracomment>a stop Friendship lets you share: %1 the traveller standing there</extracomment>
        <translation>Obok: %1</translation>
    </message>
    <message>
        <source>Village market</source>
        <translation>Targ w wiosce</translation>
    </message>
    <message>
        <source>Nothing left on the stall.</source>
        <translation>Na straganie nic nie zostało.</translation>
    </message>
    <message>
        <source>Buy as many as you like, one after another.</source>
        <translation>Kupuj, ile chcesz, jedną po drugiej.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Koniec zakupów</translation>
    </message>
    <message>
        <source>Eaten before</source>
        <translation>Już zjedzony</translation>
    </message>
    <message>
        <source>The meals of the inn are hidden from you.</source>
        <translation>Posiłki w karczmie są przed tobą ukryte.</translation>
    </message>
    <message>
        <source>No meal</source>
        <translation>Bez posiłku</translation>
    </message>
    <message>
        <source>Dinner at %1</source>
        <extracomment>the hero&apos;s title at an inn: %1 the inn (&quot;First inn&quot;, &quot;Edo&quot;)</extracomment>
        <translation>Kolacja: %1</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Kolacja</translation>
    </message>
    <message>
        <source>The top card of the meal deck, for free</source>
        <translation>Wierzchnia karta z talii posiłków, za darmo</translation>
    </message>
    <message>
        <source>A free meal is on offer.</source>
        <translation>Czeka darmowy posiłek.</translation>
    </message>
    <message>
        <source>Choose at the inn</source>
        <translation>Wybierz w karczmie</translation>
    </message>
    <message>
        <source>The free meal goes under the deck</source>
        <translation>Darmowy posiłek trafia pod spód talii</translation>
    </message>
    <message>
        <source>Keep one encounter</source>
        <translation>Zatrzymaj jedno spotkanie</translation>
    </message>
    <message>
        <source>Two encounters are drawn; one is kept.</source>
        <translation>Dobrano dwie karty spotkania; jedna zostanie zatrzymana.</translation>
    </message>
    <message>
        <source>Choose a panorama</source>
        <translation>Wybierz panoramę</translation>
    </message>
    <message>
        <source>Given to the temples so far: %1</source>
        <extracomment>%1 a number of coins (&quot;3 coins&quot;)</extracomment>
        <translation>Dotychczasowe datki dla świątyń: %1</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Podróżnicy</translation>
    </message>
    <message>
        <source>Take your last decision back</source>
        <translation>Cofnij swoją ostatnią decyzję</translation>
    </message>
    <message>
        <source>Initiation (first journey)</source>
        <extracomment>an official variant: no traveller tiles, 7 coins each</extracomment>
        <translation>Pierwsza podróż</translation>
    </message>
    <message>
        <source>Return trip</source>
        <extracomment>an official variant: from Edo to Kyoto</extracomment>
        <translation>Podróż powrotna</translation>
    </message>
    <message>
        <source>Gastronomy</source>
        <extracomment>an official variant: one meal fewer at each inn</extracomment>
        <translation>Gastronomia</translation>
    </message>
    <message>
        <source>Preparations</source>
        <extracomment>an official variant: starting coins by the order of departure</extracomment>
        <translation>Przygotowania</translation>
    </message>
    <message>
        <source>Crossroads expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Dodatek Rozstaje</translation>
    </message>
    <message>
        <source>Rare and precious</source>
        <extracomment>a Crossroads variant: fewer cards of each new type</extracomment>
        <translation>Rzadkie i cenne</translation>
    </message>
    <message>
        <source>Good luck</source>
        <extracomment>a Crossroads variant: a random amulet at the start for 1 coin</extracomment>
        <translation>Powodzenia</translation>
    </message>
    <message>
        <source>No traveller tiles: everyone sets off with 7 coins.</source>
        <translation>Bez kart podróżników: każdy wyrusza z 7 monetami.</translation>
    </message>
    <message>
        <source>Travel the road the other way, from Edo.</source>
        <translation>Przemierz drogę w przeciwnym kierunku, wyruszając z Edo.</translation>
    </message>
    <message>
        <source>The first arrival at an inn draws one meal fewer.</source>
        <translation>Pierwsza osoba przybywająca do karczmy dobiera o jeden posiłek mniej.</translation>
    </message>
    <message>
        <source>Starting coins change with the order of departure: the last to leave gets more.</source>
        <translation>Liczba monet na start zależy od kolejności wyruszania: kto wyrusza później, dostaje więcej.</translation>
    </message>
    <message>
        <source>A second option at every stop but the inns, and six new travellers.</source>
        <translation>Druga możliwość na każdym polu poza karczmami, a do tego sześciu nowych podróżników.</translation>
    </message>
    <message>
        <source>Before departure, each traveller may pay 1 coin for a random amulet.</source>
        <translation>Przed wyruszeniem każdy podróżnik może zapłacić 1 monetę za losowy amulet.</translation>
    </message>
    <message>
        <source>There is no such stop on the road.</source>
        <translation>Na drodze nie ma takiego pola.</translation>
    </message>
    <message>
        <source>This stop is not ahead of the traveller: the road only leads forward.</source>
        <translation>To pole nie leży przed podróżnikiem: droga prowadzi tylko naprzód.</translation>
    </message>
    <message>
        <source>This stop lies beyond the next inn, and every traveller must stop at each inn.</source>
        <translation>To pole leży za następną karczmą, a każdy podróżnik musi się zatrzymać w każdej karczmie.</translation>
    </message>
    <message>
        <source>This stop is full: other travellers hold every space of it.</source>
        <translation>To pole jest pełne: wszystkie jego miejsca zajmują inni podróżnicy.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village.</source>
        <translation>Aby zatrzymać się w wiosce, potrzebujesz co najmniej 1 monety.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins.</source>
        <translation>Aby zatrzymać się w świątyni, potrzebujesz co najmniej 1 monety: datek to od 1 do 3 monet.</translation>
    </message>
    <message>
        <source>You have already completed this panorama.</source>
        <translation>Masz już ukończoną tę panoramę.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty: there is nothing to buy in this village.</source>
        <translation>Talia pamiątek jest pusta: w tej wiosce nie ma nic do kupienia.</translation>
    </message>
    <message>
        <source>The encounter deck is empty: nobody is left to meet here.</source>
        <translation>Talia spotkań jest pusta: nie ma tu już kogo spotkać.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty.</source>
        <translation>Talia gorących źródeł jest pusta.</translation>
    </message>
    <message>
        <source>It is another traveller&apos;s turn.</source>
        <translation>Teraz kolej innego podróżnika.</translation>
    </message>
    <message>
        <source>The Tokaido game data could not be loaded; reinstall Tabibito.</source>
        <translation>Nie udało się wczytać danych gry Tokaido; zainstaluj Tabibito ponownie.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village, for a souvenir or a legendary object.</source>
        <translation>Aby zatrzymać się w wiosce, potrzebujesz co najmniej 1 monety – na pamiątkę lub legendarny przedmiot.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple, to give it or to buy an amulet.</source>
        <translation>Aby zatrzymać się w świątyni, potrzebujesz co najmniej 1 monety – na datek lub zakup amuletu.</translation>
    </message>
    <message>
        <source>You have already completed this panorama, and no cherry tree is left.</source>
        <translation>Masz już ukończoną tę panoramę, a nie została żadna wiśnia.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty, and you cannot pay for any legendary object left.</source>
        <translation>Talia pamiątek jest pusta, a na żaden z pozostałych legendarnych przedmiotów cię nie stać.</translation>
    </message>
    <message>
        <source>The encounter deck is empty, and you cannot buy a calligraphy.</source>
        <translation>Talia spotkań jest pusta, a na kaligrafię cię nie stać.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty, and you cannot buy a bath house.</source>
        <translation>Talia gorących źródeł jest pusta, a na łaźnię cię nie stać.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an Annaibito (guide) card and the panorama it shows: &quot;Annaibito (Sea panorama)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>most generous</source>
        <extracomment>score detail of the temple ranking: the donor of the most coins</extracomment>
        <translation>najhojniejszy datek</translation>
    </message>
    <message>
        <source>second most generous</source>
        <extracomment>score detail of the temple ranking (dense ranking: ties share a place)</extracomment>
        <translation>drugi najhojniejszy datek</translation>
    </message>
    <message>
        <source>third most generous</source>
        <extracomment>score detail of the temple ranking</extracomment>
        <translation>trzeci najhojniejszy datek</translation>
    </message>
    <message>
        <source>another donor</source>
        <extracomment>score detail of the temple ranking: any donor after the third place</extracomment>
        <translation>inny datek</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>two short facts side by side in a score-sheet cell: &quot;5 coins on the temples · most generous&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <extracomment>two things together: the sizes of two souvenir sets in a score detail (&quot;4 + 1&quot;), or two switches a tile needs on at once (&quot;Devotion + Zen-emon: for 1 coin&quot;)</extracomment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>a panorama in a score detail: %1 the parts taken, %2 the parts it has (&quot;2/4&quot;)</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a card and how many of it, in a list: %1 its name, %2 how many (&quot;Samurai ×2&quot;)</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Cherry tree</source>
        <translation>Wiśnia</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>Łaźnia</translation>
    </message>
    <message>
        <source>Gaming room</source>
        <translation>Salon gier</translation>
    </message>
    <message>
        <source>Hot spring card</source>
        <translation>Karta gorącego źródła</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1 (%2, %n moneta)</numerusform>
            <numerusform>%1 (%2, %n monety)</numerusform>
            <numerusform>%1 (%2, %n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1 (%n moneta)</numerusform>
            <numerusform>%1 (%n monety)</numerusform>
            <numerusform>%1 (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cherry trees: %n left</source>
        <extracomment>in the label beside a panorama (Crossroads): %n cherry trees left in the supply</extracomment>
        <translation>
            <numerusform>Wiśnie: została %n</numerusform>
            <numerusform>Wiśnie: zostały %n</numerusform>
            <numerusform>Wiśnie: zostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bath houses: %n left</source>
        <extracomment>in the label beside a hot spring (Crossroads): %n bath houses left</extracomment>
        <translation>
            <numerusform>Łaźnie: została %n</numerusform>
            <numerusform>Łaźnie: zostały %n</numerusform>
            <numerusform>Łaźnie: zostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legendary objects: %n left</source>
        <extracomment>in the label beside a village (Crossroads): %n legendary objects left</extracomment>
        <translation>
            <numerusform>Legendarne przedmioty: został %n</numerusform>
            <numerusform>Legendarne przedmioty: zostały %n</numerusform>
            <numerusform>Legendarne przedmioty: zostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Amulets: %n left</source>
        <extracomment>in the label beside a temple (Crossroads): %n amulets left (face down)</extracomment>
        <translation>
            <numerusform>Amulety: został %n</numerusform>
            <numerusform>Amulety: zostały %n</numerusform>
            <numerusform>Amulety: zostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calligraphies: %n left</source>
        <extracomment>in the label beside an encounter (Crossroads): %n calligraphies left</extracomment>
        <translation>
            <numerusform>Kaligrafie: została %n</numerusform>
            <numerusform>Kaligrafie: zostały %n</numerusform>
            <numerusform>Kaligrafie: zostało %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 bierze %n monetę.</numerusform>
            <numerusform>%1 bierze %n monety.</numerusform>
            <numerusform>%1 bierze %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1 bierze część nr %n (%2): %n punkt.</numerusform>
            <numerusform>%1 bierze część nr %n (%2): %n punkty.</numerusform>
            <numerusform>%1 bierze część nr %n (%2): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punkt.</numerusform>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punkty.</numerusform>
            <numerusform>%1 bierze kartę osiągnięcia „%2” za pierwsze ukończenie tej panoramy: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1 ofiarowuje świątyni %n monetę: %n punkt.</numerusform>
            <numerusform>%1 ofiarowuje świątyni %n monety: %n punkty.</numerusform>
            <numerusform>%1 ofiarowuje świątyni %n monet: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1 kupuje %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 kupuje %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 kupuje %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1 dostaje %2 za darmo: %n punkt.</numerusform>
            <numerusform>%1 dostaje %2 za darmo: %n punkty.</numerusform>
            <numerusform>%1 dostaje %2 za darmo: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n moneta.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n monety.</numerusform>
            <numerusform>%1 dostaje najtańszą pamiątkę za darmo – zwrot: %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 kąpie się w gorącym źródle: %n punkt.</numerusform>
            <numerusform>%1 kąpie się w gorącym źródle: %n punkty.</numerusform>
            <numerusform>%1 kąpie się w gorącym źródle: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 spotyka samuraja: %n punkt.</numerusform>
            <numerusform>%1 spotyka samuraja: %n punkty.</numerusform>
            <numerusform>%1 spotyka samuraja: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monetę.</numerusform>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monety.</numerusform>
            <numerusform>%1 spotyka arystokratę (Kuge), który daje %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punkt.</numerusform>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punkty.</numerusform>
            <numerusform>%1 spotyka kapłankę (Miko): moneta z banku trafia do świątyni, %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 zjada %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 zjada %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 zjada %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 zjada %2 za darmo: %n punkt.</numerusform>
            <numerusform>%1 zjada %2 za darmo: %n punkty.</numerusform>
            <numerusform>%1 zjada %2 za darmo: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 bierze wiśnię: %n punkt i %2.</numerusform>
            <numerusform>%1 bierze wiśnię: %n punkty i %2.</numerusform>
            <numerusform>%1 bierze wiśnię: %n punktów i %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 kupuje łaźnię: %n punkt.</numerusform>
            <numerusform>%1 kupuje łaźnię: %n punkty.</numerusform>
            <numerusform>%1 kupuje łaźnię: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punkt.</numerusform>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punkty.</numerusform>
            <numerusform>%1 kupuje legendarny przedmiot %2 (%3): %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1 stawia %n monetę i wyrzuca %2: stawka przepada.</numerusform>
            <numerusform>%1 stawia %n monety i wyrzuca %2: stawka przepada.</numerusform>
            <numerusform>%1 stawia %n monet i wyrzuca %2: stawka przepada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1 stawia %n monetę i wyrzuca %2: stawka wraca.</numerusform>
            <numerusform>%1 stawia %n monety i wyrzuca %2: stawka wraca.</numerusform>
            <numerusform>%1 stawia %n monet i wyrzuca %2: stawka wraca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monetę.</numerusform>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monety.</numerusform>
            <numerusform>%1 wyrzuca %3 (stawka: %2) i dostaje %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n moneta.</numerusform>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n monety.</numerusform>
            <numerusform>%1 rzuca kością szczęścia i wyrzuca %2: %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1: %n punkt</numerusform>
            <numerusform>%1: %n punkty</numerusform>
            <numerusform>%1: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>Wygrywa %1 z %n punktem – przy remisie decydują karty osiągnięć (%2)!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami – przy remisie decydują karty osiągnięć (%2)!</numerusform>
            <numerusform>Wygrywa %1 z %n punktami – przy remisie decydują karty osiągnięć (%2)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>Wspólne zwycięstwo (%n punkt): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punkty): %1</numerusform>
            <numerusform>Wspólne zwycięstwo (%n punktów): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>%n gorące źródło</numerusform>
            <numerusform>%n gorące źródła</numerusform>
            <numerusform>%n gorących źródeł</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%n zestaw: %1</numerusform>
            <numerusform>%n zestawy: %1</numerusform>
            <numerusform>%n zestawów: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>posiłki warte łącznie %n monetę</numerusform>
            <numerusform>posiłki warte łącznie %n monety</numerusform>
            <numerusform>posiłki warte łącznie %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>%n moneta w świątyniach</numerusform>
            <numerusform>%n monety w świątyniach</numerusform>
            <numerusform>%n monet w świątyniach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>%n posiłek w karczmie</numerusform>
            <numerusform>%n posiłki w karczmie</numerusform>
            <numerusform>%n posiłków w karczmie</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>a gain: %1 a number beside its icon (&quot;+3&quot;) or an amount (&quot;+3 points&quot;, &quot;+1 coin&quot;)</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <extracomment>a loss: %1 a number beside its icon (&quot;−2&quot;) or an amount (&quot;−2 coins&quot;)</extracomment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>Choose your traveller: keep one of the two tiles.</source>
        <translation>Wybierz podróżnika: zatrzymaj jedną z dwóch kart.</translation>
    </message>
    <message>
        <source>Choose a stop ahead for your traveller.</source>
        <translation>Wybierz pole przed swoim podróżnikiem.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple.</source>
        <translation>Złóż w świątyni datek od 1 do 3 monet.</translation>
    </message>
    <message>
        <source>Buy souvenirs from the village display, or leave the village.</source>
        <translation>Kup pamiątki wyłożone w wiosce albo opuść wioskę.</translation>
    </message>
    <message>
        <source>Keep one of the two encounters.</source>
        <translation>Zatrzymaj jedno z dwóch spotkań.</translation>
    </message>
    <message>
        <source>Choose the panorama that gets its next part.</source>
        <translation>Wybierz panoramę, która dostanie następną część.</translation>
    </message>
    <message>
        <source>Take the free meal, or turn it down and buy one from the inn.</source>
        <translation>Weź darmowy posiłek albo go odrzuć i kup inny w karczmie.</translation>
    </message>
    <message>
        <source>Buy one meal you have not eaten yet, or go without.</source>
        <translation>Kup posiłek, którego jeszcze nie było w twojej podróży, albo zrezygnuj z jedzenia.</translation>
    </message>
    <message>
        <source>Choose the usual effect of the stop or its Crossroads option.</source>
        <translation>Wybierz zwykły efekt pola albo opcję Rozstajów.</translation>
    </message>
    <message>
        <source>Choose a legendary object to buy.</source>
        <translation>Wybierz legendarny przedmiot do kupienia.</translation>
    </message>
    <message>
        <source>Choose an amulet to buy.</source>
        <translation>Wybierz amulet do kupienia.</translation>
    </message>
    <message>
        <source>Choose a calligraphy to buy.</source>
        <translation>Wybierz kaligrafię do kupienia.</translation>
    </message>
    <message>
        <source>Buy a bath house.</source>
        <translation>Kup łaźnię.</translation>
    </message>
    <message>
        <source>You lead: use the Vitality amulet to move again, or keep it?</source>
        <translation>Prowadzisz: użyć amuletu Witalność, aby ruszyć się jeszcze raz, czy go zachować?</translation>
    </message>
    <message>
        <source>Pay 1 coin for a random amulet before setting off?</source>
        <translation>Zapłacić 1 monetę za losowy amulet przed wyruszeniem?</translation>
    </message>
    <message>
        <source>Bet 1 coin on the fortune die, or not?</source>
        <translation>Postawić 1 monetę na kość szczęścia czy nie?</translation>
    </message>
    <message>
        <source>Your traveller leads: move the neutral traveller to a stop ahead.</source>
        <translation>Twój podróżnik prowadzi: przesuń neutralnego podróżnika na pole przed nim.</translation>
    </message>
    <message>
        <source>%1: choose its usual effect or its Crossroads option.</source>
        <extracomment>prompt at a stop with Crossroads: %1 the stop (&quot;Temple&quot;, &quot;Sea panorama&quot;…)</extracomment>
        <translation>%1: wybierz zwykły efekt pola albo opcję Rozstajów.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Podejmij decyzję.</translation>
    </message>
    <message>
        <source>%1 arrives at the first inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do pierwszej karczmy.</translation>
    </message>
    <message>
        <source>%1 arrives at the second inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do drugiej karczmy.</translation>
    </message>
    <message>
        <source>%1 arrives at the third inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 dociera do trzeciej karczmy.</translation>
    </message>
    <message>
        <source>%1 reaches the final inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;; the end of the road</extracomment>
        <translation>%1 dociera do ostatniej karczmy.</translation>
    </message>
    <message>
        <source>%1 stops at a village.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się w wiosce.</translation>
    </message>
    <message>
        <source>%1 stops at a temple.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się w świątyni.</translation>
    </message>
    <message>
        <source>%1 stops for an encounter.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się na spotkanie.</translation>
    </message>
    <message>
        <source>%1 stops at a rice paddy panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie pola ryżowego.</translation>
    </message>
    <message>
        <source>%1 stops at a mountain panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie gór.</translation>
    </message>
    <message>
        <source>%1 stops at a sea panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy panoramie morza.</translation>
    </message>
    <message>
        <source>%1 stops at a hot spring.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się przy gorącym źródle.</translation>
    </message>
    <message>
        <source>%1 stops at a farm.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 zatrzymuje się na farmie.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>log, a score that has no sentence of its own: %1 a player, %2 what scored (a traveller&apos;s ability, a legendary object, an achievement card, a calligraphy, the temple ranking), %3 the points (&quot;Anna: Shodo, 1 point.&quot;)</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>The neutral traveller</source>
        <extracomment>the neutral traveller as the subject of a log sentence, at its start: &quot;%1 stops at a farm.&quot;</extracomment>
        <translation>Neutralny podróżnik</translation>
    </message>
    <message>
        <source>The neutral traveller stops at a temple and puts a coin from the bank on it.</source>
        <translation>Neutralny podróżnik zatrzymuje się w świątyni i kładzie w niej monetę z banku.</translation>
    </message>
    <message>
        <source>%1 stops at: %2.</source>
        <extracomment>log: %1 a player, %2 a kind of stop</extracomment>
        <translation>%1 zatrzymuje się na polu: %2.</translation>
    </message>
    <message>
        <source>The journey begins. In order of departure: %1.</source>
        <extracomment>log: %1 lists the travellers in the order they leave (&quot;Ann (Kinko, 7 coins), …&quot;)</extracomment>
        <translation>Podróż się zaczyna. Kolejność wyruszania: %1.</translation>
    </message>
    <message>
        <source>%1 meets a Shokunin, who gives a souvenir from the deck.</source>
        <extracomment>log: %1 a player; the craftsman&apos;s souvenir follows on the next line</extracomment>
        <translation>%1 spotyka rzemieślnika (Shokunin), który daje pamiątkę z talii.</translation>
    </message>
    <message>
        <source>%1 meets an Annaibito, who shows the %2.</source>
        <extracomment>log: %1 a player, %2 the panorama the guide shows (&quot;Sea panorama&quot;); the part it gives follows on the next line</extracomment>
        <translation>%1 spotyka przewodnika (Annaibito), który pokazuje: %2.</translation>
    </message>
    <message>
        <source>%1 meets: %2.</source>
        <extracomment>log: %1 a player, %2 an encounter card</extracomment>
        <translation>%1 spotyka: %2.</translation>
    </message>
    <message>
        <source>%1 takes the usual effect of the stop.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 wybiera zwykły efekt pola.</translation>
    </message>
    <message>
        <source>%1 takes the Crossroads option.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 wybiera opcję Rozstajów.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the Crossroads option first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 wykonuje oba efekty pola, najpierw opcję Rozstajów.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the usual one first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 wykonuje oba efekty pola, najpierw zwykły.</translation>
    </message>
    <message>
        <source>%1 is dealt %2 and %3: keep one.</source>
        <extracomment>log: %1 a player, %2 and %3 two travellers&apos; names</extracomment>
        <translation>%1 dostaje karty: %2 i %3. Zatrzymaj jedną.</translation>
    </message>
    <message>
        <source>%1 is dealt two travellers.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 dostaje dwie karty podróżników.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>log: %1 a player, %2 a traveller&apos;s name</extracomment>
        <translation>%1 wybiera: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a traveller.</source>
        <translation>%1 ma już wybranego podróżnika.</translation>
    </message>
    <message>
        <source>%1 draws %2 and keeps one.</source>
        <extracomment>log, Yoshiyasu&apos;s ability: %1 a player, %2 a list of encounter cards</extracomment>
        <translation>%1 dobiera karty: %2 – zatrzymuje jedną.</translation>
    </message>
    <message>
        <source>%1 draws two encounters and keeps one.</source>
        <translation>%1 dobiera dwie karty spotkania i zatrzymuje jedną.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn: %2.</source>
        <extracomment>log: %1 a player, %2 the list of meals left at the inn</extracomment>
        <translation>%1 ogląda posiłki w karczmie: %2.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn.</source>
        <translation>%1 ogląda posiłki w karczmie.</translation>
    </message>
    <message>
        <source>%1 is offered %2 for free.</source>
        <extracomment>log, Satsuki&apos;s ability: %1 a player, %2 a dish</extracomment>
        <translation>%1 może dostać za darmo: %2.</translation>
    </message>
    <message>
        <source>%1 is offered a free meal.</source>
        <translation>%1 może dostać darmowy posiłek.</translation>
    </message>
    <message>
        <source>%1 takes the %2 amulet, hidden from the others.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;); the others do not see which</extracomment>
        <translation>%1 bierze amulet „%2”, ukryty przed innymi.</translation>
    </message>
    <message>
        <source>Journey&apos;s end at the final inn. %1</source>
        <extracomment>log: %1 lists every traveller&apos;s total (&quot;Ann: 62 points, …&quot;)</extracomment>
        <translation>Koniec podróży w ostatniej karczmie. %1</translation>
    </message>
    <message>
        <source>%1 looks at the souvenirs of the village: %2.</source>
        <extracomment>log: %1 a player, %2 the list of the three souvenirs on display</extracomment>
        <translation>%1 ogląda pamiątki w wiosce: %2.</translation>
    </message>
    <message>
        <source>For the neutral traveller, %1 puts a meal of the inn under the deck unseen.</source>
        <extracomment>log, two players: %1 the player who moved the neutral traveller to the inn</extracomment>
        <translation>Za neutralnego podróżnika %1 odkłada w ciemno jeden posiłek z karczmy pod spód talii.</translation>
    </message>
    <message>
        <source>%1 does not eat at this inn.</source>
        <translation>%1 nie je w tej karczmie.</translation>
    </message>
    <message>
        <source>%1 uses the %2 amulet.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;)</extracomment>
        <translation>%1 używa amuletu „%2”.</translation>
    </message>
    <message>
        <source>%1 takes an amulet.</source>
        <extracomment>log: %1 a player; which amulet stays hidden</extracomment>
        <translation>%1 bierze amulet.</translation>
    </message>
    <message>
        <source>%1 buys the calligraphy %2, which scores at the end.</source>
        <extracomment>log: %1 a player, %2 a calligraphy (&quot;Patience&quot;)</extracomment>
        <translation>%1 kupuje kaligrafię „%2”, punktowaną na koniec gry.</translation>
    </message>
    <message>
        <source>Painter of the road</source>
        <translation>Malarz szlaku</translation>
    </message>
    <message>
        <source>First at every view</source>
        <translation>Pierwszy przy każdym widoku</translation>
    </message>
    <message>
        <source>A meal at every inn</source>
        <translation>Posiłek w każdej karczmie</translation>
    </message>
    <message>
        <source>The temples&apos; greatest donor</source>
        <translation>Największy darczyńca świątyń</translation>
    </message>
    <message>
        <source>A gift for everyone</source>
        <translation>Pamiątka dla każdego</translation>
    </message>
    <message>
        <source>A long soak</source>
        <translation>Długa kąpiel</translation>
    </message>
    <message>
        <source>Friends along the road</source>
        <translation>Przyjaciele na szlaku</translation>
    </message>
    <message>
        <source>Three accolades</source>
        <translation>Trzy wyróżnienia</translation>
    </message>
    <message>
        <source>A great journey</source>
        <translation>Wielka podróż</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Fotofinisz</translation>
    </message>
    <message>
        <source>Complete all three panoramas: sea, mountains and rice paddies.</source>
        <translation>Ukończ wszystkie trzy panoramy: morza, gór i pola ryżowego.</translation>
    </message>
    <message>
        <source>Be the first to complete each of the three panoramas.</source>
        <translation>Ukończ każdą z trzech panoram jako pierwszy.</translation>
    </message>
    <message>
        <source>Eat a meal at each of the four inns after Kyoto.</source>
        <translation>Zjedz posiłek w każdej z czterech karczm po Kioto.</translation>
    </message>
    <message>
        <source>Give the temples more coins than anyone else.</source>
        <translation>Złóż w świątyniach więcej monet niż ktokolwiek inny.</translation>
    </message>
    <message>
        <source>Buy souvenirs of all four kinds: small objects, clothing, art, food and drink.</source>
        <translation>Kup pamiątki wszystkich czterech rodzajów: drobiazgi, ubrania, sztukę, żywność i napoje.</translation>
    </message>
    <message>
        <source>Bathe in three or more hot springs.</source>
        <translation>Wykąp się w co najmniej trzech gorących źródłach.</translation>
    </message>
    <message>
        <source>Have five or more encounters.</source>
        <translation>Odbądź co najmniej pięć spotkań.</translation>
    </message>
    <message>
        <source>Win three of the final achievement cards: Gourmet, Collector, Bather, Chatterbox.</source>
        <translation>Zdobądź trzy z końcowych kart osiągnięć: Smakosz, Kolekcjoner, Miłośnik kąpieli, Gaduła.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Zdobądź co najmniej 100 punktów.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Wygraj różnicą jednego punktu.</translation>
    </message>
    <message>
        <source>On the way to inn %1 of %2</source>
        <translation>W drodze do karczmy %1 z %2</translation>
    </message>
    <message>
        <source>Final inn: %1</source>
        <extracomment>the banner when a traveller reaches the end of the road; %1 the inn (Edo, or Kyoto on the Return trip)</extracomment>
        <translation>Ostatnia karczma: %1</translation>
    </message>
    <message>
        <source>In order of arrival: %1</source>
        <extracomment>the banner when a traveller reaches an inn; %1 the travellers there, first come first</extracomment>
        <translation>W kolejności przybycia: %1</translation>
    </message>
</context>
<context>
    <name>TokaidoChoosers</name>
    <message numerus="yes">
        <source>→ %n point(s) now</source>
        <extracomment>a legendary object in the list to buy from: what it scores at once, all counted</extracomment>
        <translation>
            <numerusform>→ %n punkt teraz</numerusform>
            <numerusform>→ %n punkty teraz</numerusform>
            <numerusform>→ %n punktów teraz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>→ %n point(s) at the end, as your journey stands now</source>
        <extracomment>a calligraphy in the list to buy from: what it would score at the end if the journey ended right after buying it</extracomment>
        <translation>
            <numerusform>→ %n punkt na koniec, przy obecnym stanie podróży</numerusform>
            <numerusform>→ %n punkty na koniec, przy obecnym stanie podróży</numerusform>
            <numerusform>→ %n punktów na koniec, przy obecnym stanie podróży</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoHints</name>
    <message numerus="yes">
        <source>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop(s).</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;, &quot;First inn&quot;), %n the stops passed on the way</extracomment>
        <translation>
            <numerusform>Idź dalej na pole &lt;b&gt;%1&lt;/b&gt;, pomijając %n pole.</numerusform>
            <numerusform>Idź dalej na pole &lt;b&gt;%1&lt;/b&gt;, pomijając %n pola.</numerusform>
            <numerusform>Idź dalej na pole &lt;b&gt;%1&lt;/b&gt;, pomijając %n pól.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First at the inn, you choose from all %n meal(s).</source>
        <extracomment>hint, a move to an inn nobody has reached yet: %n the meals drawn there</extracomment>
        <translation>
            <numerusform>Jako pierwszy w karczmie wybierasz spośród %n posiłku.</numerusform>
            <numerusform>Jako pierwszy w karczmie wybierasz spośród wszystkich %n posiłków.</numerusform>
            <numerusform>Jako pierwszy w karczmie wybierasz spośród wszystkich %n posiłków.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is drawn from the %n amulet(s) left.</source>
        <extracomment>hint, the Good luck amulet before departure: %n the amulets it is drawn from</extracomment>
        <translation>
            <numerusform>Losujesz go spośród %n pozostałego amuletu.</numerusform>
            <numerusform>Losujesz go spośród %n pozostałych amuletów.</numerusform>
            <numerusform>Losujesz go spośród %n pozostałych amuletów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n ahead of your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the traveller&apos;s mean final points (&quot;62 points&quot;), %n how far ahead of the best rival they end on average</extracomment>
        <translation>
            <numerusform>%1 na koniec, %n punkt przed najgroźniejszym rywalem</numerusform>
            <numerusform>%1 na koniec, %n punkty przed najgroźniejszym rywalem</numerusform>
            <numerusform>%1 na koniec, %n punktów przed najgroźniejszym rywalem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n behind your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, %n how far behind the best rival the traveller ends on average</extracomment>
        <translation>
            <numerusform>%1 na koniec, %n punkt za najgroźniejszym rywalem</numerusform>
            <numerusform>%1 na koniec, %n punkty za najgroźniejszym rywalem</numerusform>
            <numerusform>%1 na koniec, %n punktów za najgroźniejszym rywalem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ahead</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n ahead of the best rival (after &quot;62 points at the end, 4 ahead of your best rival, against&quot;)</extracomment>
        <translation>
            <numerusform>%1, %n punkt przewagi</numerusform>
            <numerusform>%1, %n punkty przewagi</numerusform>
            <numerusform>%1, %n punktów przewagi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n behind</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n behind the best rival</extracomment>
        <translation>
            <numerusform>%1, %n punkt straty</numerusform>
            <numerusform>%1, %n punkty straty</numerusform>
            <numerusform>%1, %n punktów straty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about %n point(s) by the computer player&apos;s count</source>
        <extracomment>hint, a move the computer player values without playing it out: %n its value</extracomment>
        <translation>
            <numerusform>według rachunku komputera warte około %n punkt</numerusform>
            <numerusform>według rachunku komputera warte około %n punkty</numerusform>
            <numerusform>według rachunku komputera warte około %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer player played each move to the end %n time(s).</source>
        <extracomment>hint: the computer player played each of its best moves to the end %n times, on journeys dealt from what you can see (the sentence before the comparison)</extracomment>
        <translation>
            <numerusform>Komputer rozegrał każdy ruch do końca %n raz.</numerusform>
            <numerusform>Komputer rozegrał każdy ruch do końca %n razy.</numerusform>
            <numerusform>Komputer rozegrał każdy ruch do końca %n razy.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later, and you lead the race to complete it first.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take, worth their numbers in points (&quot;3+4+5&quot;); the traveller has more parts of it than anyone</extracomment>
        <translation>Ta panorama (%1) da później jeszcze %2 pkt, a ty prowadzisz w wyścigu o jej ukończenie jako pierwszy.</translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take (&quot;3+4+5&quot;)</extracomment>
        <translation>Ta panorama (%1) da później jeszcze %2 pkt.</translation>
    </message>
    <message>
        <source>%1, level</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, level with the best rival</extracomment>
        <translation>%1, na równi</translation>
    </message>
    <message>
        <source>%1 at the end, level with your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, level with the best rival</extracomment>
        <translation>%1 na koniec, na równi z najgroźniejszym rywalem</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>hint: two sentences of a hint one after the other (%1 the first, %2 the next)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Part %1 of the %2: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 the gain (&quot;+3 points&quot;)</extracomment>
        <translation>Część nr %1 (%2): od razu %3.</translation>
    </message>
    <message>
        <source>That brings %1 now.</source>
        <extracomment>hint: %1 what the move brings at once (&quot;+3 points and +1 coin&quot;)</extracomment>
        <translation>To daje od razu: %1.</translation>
    </message>
    <message>
        <source>You are the first to complete the %1: its achievement card is yours.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;) the traveller is the first to complete</extracomment>
        <translation>Jako pierwszy ukończysz tę panoramę (%1): jej karta osiągnięcia jest twoja.</translation>
    </message>
    <message>
        <source>That puts you ahead for the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Dzięki temu prowadzisz w walce o kartę „%1” (%2).</translation>
    </message>
    <message>
        <source>That ties you for the lead of the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Dzięki temu remisujesz o prowadzenie w walce o kartę „%1” (%2).</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2.</source>
        <extracomment>hint: %1 a traveller (&quot;Kinko&quot;), %2 the coins printed on the tile (&quot;7 coins&quot;)</extracomment>
        <translation>Zachowaj podróżnika &lt;b&gt;%1&lt;/b&gt; – na start %2.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2 (%3: %4).</source>
        <extracomment>hint: %1 the traveller to keep, %2 their starting coins; %3 the other tile&apos;s traveller, %4 theirs</extracomment>
        <translation>Zachowaj podróżnika &lt;b&gt;%1&lt;/b&gt; – na start %2 (%3: %4).</translation>
    </message>
    <message>
        <source>Walk on to the next stop, &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop right ahead (&quot;Village&quot;, &quot;First inn&quot;)</extracomment>
        <translation>Idź dalej na najbliższe pole: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use the Friendship amulet and share &lt;b&gt;%1&lt;/b&gt; with the traveller there.</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;) another traveller holds; the Friendship amulet lets the traveller stop there too</extracomment>
        <translation>Użyj amuletu Przyjaźń i zatrzymaj się razem z innym podróżnikiem na polu &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A souvenir there scores up to %1 for your sets; you have %2.</source>
        <extracomment>hint, a move to a village: %1 the most a souvenir could score for the traveller&apos;s sets (&quot;5 points&quot;), %2 the coins to spend (&quot;4 coins&quot;)</extracomment>
        <translation>Pamiątka jest tam warta w twoich zestawach najwyżej %1; masz przy sobie: %2.</translation>
    </message>
    <message>
        <source>You can give up to %1 there: 1 point each.</source>
        <extracomment>hint, a move to a temple: %1 the most the traveller can give (&quot;3 coins&quot;)</extracomment>
        <translation>Możesz tam złożyć datek do wysokości: %1 – 1 punkt za każdą monetę.</translation>
    </message>
    <message>
        <source>The last to arrive, you leave the inn first.</source>
        <translation>Przybywasz ostatni, więc jako pierwszy opuścisz karczmę.</translation>
    </message>
    <message>
        <source>You are still the farthest behind, so you move again.</source>
        <translation>Nadal jesteś najdalej z tyłu, więc ruszasz się ponownie.</translation>
    </message>
    <message>
        <source>Move the neutral traveller to &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint, two players: %1 the stop the leading player sends the neutral traveller to</extracomment>
        <translation>Przesuń neutralnego podróżnika na pole &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The bank puts 1 coin on the temple in its colour, for the temple ranking.</source>
        <translation>Bank kładzie w świątyni 1 monetę w jego kolorze – liczy się ona w rankingu datków.</translation>
    </message>
    <message>
        <source>It takes one meal of the inn away, unseen.</source>
        <translation>Zabiera w ciemno jeden posiłek z karczmy.</translation>
    </message>
    <message>
        <source>It does nothing there, but no other traveller can stop there now.</source>
        <translation>Nic tam nie robi, ale żaden inny podróżnik nie może się już tam zatrzymać.</translation>
    </message>
    <message>
        <source>It does nothing there.</source>
        <translation>Nic tam nie robi.</translation>
    </message>
    <message>
        <source>Use the Fortune amulet before you move: the fortune die gives up to %1.</source>
        <extracomment>hint, the Fortune amulet before a move: %1 the most the die can give (&quot;4 coins&quot;)</extracomment>
        <translation>Przed ruchem użyj amuletu Fortuna: kość szczęścia da najwyżej %1.</translation>
    </message>
    <message>
        <source>Use the Vitality amulet: you lead, so you move once more.</source>
        <translation>Użyj amuletu Witalność: prowadzisz, więc ruszasz się jeszcze raz.</translation>
    </message>
    <message>
        <source>Keep the Vitality amulet for later and stay at &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop the traveller stays at (&quot;Farm&quot;)</extracomment>
        <translation>Zachowaj amulet Witalność na później i zostań na polu &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Give %1 to the temple: %2 now.</source>
        <extracomment>hint: %1 the coins given (&quot;2 coins&quot;), %2 what they score now (&quot;+2 points&quot;)</extracomment>
        <translation>Złóż w świątyni datek: %1 – od razu %2.</translation>
    </message>
    <message>
        <source>Temple ranking with %1 on the temples: %2 (%3 at the end).</source>
        <extracomment>hint: %1 the coins on the temples (&quot;5 coins&quot;), %2 the place (&quot;most generous&quot;), %3 what that place scores at the end (&quot;10 points&quot;)</extracomment>
        <translation>Ranking datków (łącznie w świątyniach: %1): %2 – %3 na koniec gry.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 what it scores now (&quot;+3 points&quot;)</extracomment>
        <translation>Kup &lt;b&gt;%1&lt;/b&gt; (%2); dzięki amuletowi Oddanie zapłata trafi do świątyni: od razu %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, Zen-emon&apos;s one-coin souvenir: %3 now.</source>
        <extracomment>hint: %1 a souvenir, %2 its price (&quot;1 coin&quot;) with Zen-emon&apos;s ability, %3 its points</extracomment>
        <translation>Kup &lt;b&gt;%1&lt;/b&gt; (%2) – pamiątka Zen-emona za 1 monetę: od razu %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), %3 what it scores now</extracomment>
        <translation>Kup &lt;b&gt;%1&lt;/b&gt; (%2): od razu %3.</translation>
    </message>
    <message>
        <source>It starts a new set.</source>
        <translation>Zaczyna nowy zestaw.</translation>
    </message>
    <message>
        <source>It becomes card %1 of a set.</source>
        <extracomment>hint: %1 the souvenir&apos;s place in its set (2 to 5): its points are 1, 3, 5, 7 by place</extracomment>
        <translation>Staje się %1. kartą zestawu.</translation>
    </message>
    <message>
        <source>Leave the village and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;4 coins&quot;)</extracomment>
        <translation>Opuść wioskę i zachowaj swoje monety (%1).</translation>
    </message>
    <message>
        <source>Sasayakko takes %1 back off the temple for the cheapest souvenir, which Devotion paid there, and loses %2.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she takes back off the temple, where the Devotion amulet had paid the cheapest souvenir (&quot;1 coin&quot;), %2 the points they scored</extracomment>
        <translation>Sasayakko odzyskuje ze świątyni %1 za najtańszą pamiątkę, którą opłaciło tam Oddanie, i traci %2.</translation>
    </message>
    <message>
        <source>Sasayakko gets %1 back for the cheapest souvenir.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she gets back (&quot;2 coins&quot;)</extracomment>
        <translation>Sasayakko odzyskuje za najtańszą pamiątkę: %1.</translation>
    </message>
    <message>
        <source>The souvenirs left would score at most %1.</source>
        <extracomment>hint: %1 the most a souvenir left on display would score (&quot;1 point&quot;)</extracomment>
        <translation>Pozostałe pamiątki dałyby najwyżej %1.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;; the other card goes under the deck.</source>
        <extracomment>hint, Yoshiyasu&apos;s ability: %1 the encounter card he keeps (&quot;Samurai&quot;)</extracomment>
        <translation>Zatrzymaj kartę &lt;b&gt;%1&lt;/b&gt;; druga trafia pod spód talii.</translation>
    </message>
    <message>
        <source>Take part %1 of the &lt;b&gt;%2&lt;/b&gt;: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 its points (&quot;+3 points&quot;)</extracomment>
        <translation>Weź część nr %1 (&lt;b&gt;%2&lt;/b&gt;): od razu %3.</translation>
    </message>
    <message>
        <source>Take the usual effect of &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;)</extracomment>
        <translation>Wybierz zwykły efekt pola &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take the Crossroads option of &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;), %2 its Crossroads option (&quot;Amulet&quot;, &quot;Cherry tree&quot;)</extracomment>
        <translation>Wybierz opcję Rozstajów na polu &lt;b&gt;%1&lt;/b&gt;: %2.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop (&quot;Temple&quot;); with the Health amulet, the Crossroads option first</extracomment>
        <translation>Użyj amuletu Zdrowie i wykonaj oba efekty pola &lt;b&gt;%1&lt;/b&gt;, najpierw opcję Rozstajów.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the usual one first.</source>
        <extracomment>hint: %1 the stop; with the Health amulet, the usual effect first</extracomment>
        <translation>Użyj amuletu Zdrowie i wykonaj oba efekty pola &lt;b&gt;%1&lt;/b&gt;, najpierw zwykły.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the Crossroads option first</extracomment>
        <translation>Wykonaj oba efekty pola &lt;b&gt;%1&lt;/b&gt;, najpierw opcję Rozstajów – pozwala na to zdolność twojego podróżnika.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the usual one first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the usual one first</extracomment>
        <translation>Wykonaj oba efekty pola &lt;b&gt;%1&lt;/b&gt;, najpierw zwykły – pozwala na to zdolność twojego podróżnika.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free with the Hospitality amulet: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), free with the Hospitality amulet; %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Zjedz &lt;b&gt;%1&lt;/b&gt; za darmo dzięki amuletowi Gościnność: od razu %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;) that costs this traveller nothing, %2 its points</extracomment>
        <translation>Zjedz &lt;b&gt;%1&lt;/b&gt; za darmo: od razu %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a dish, %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 its points (&quot;+8 points&quot;)</extracomment>
        <translation>Zjedz &lt;b&gt;%1&lt;/b&gt; (%2); dzięki amuletowi Oddanie zapłata trafi do świątyni: od razu %3.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), %2 its price (&quot;2 coins&quot;), %3 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Zjedz &lt;b&gt;%1&lt;/b&gt; (%2): od razu %3.</translation>
    </message>
    <message>
        <source>Eat the free &lt;b&gt;%1&lt;/b&gt;: %2 now, and your coins stay in your purse.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish (&quot;Dango&quot;), %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Zjedz darmowy posiłek &lt;b&gt;%1&lt;/b&gt;: od razu %2, a monety zostają w sakiewce.</translation>
    </message>
    <message>
        <source>Turn the free &lt;b&gt;%1&lt;/b&gt; down and choose one of the inn&apos;s meals instead.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish she turns down</extracomment>
        <translation>Odrzuć darmowy posiłek &lt;b&gt;%1&lt;/b&gt; i wybierz zamiast niego posiłek z karczmy.</translation>
    </message>
    <message>
        <source>Go without a meal at this inn and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;3 coins&quot;)</extracomment>
        <translation>Zrezygnuj z posiłku w tej karczmie i zachowaj swoje monety (%1).</translation>
    </message>
    <message>
        <source>The cheapest meal you may eat here costs %1.</source>
        <extracomment>hint, going without a meal: %1 the price of the cheapest meal the traveller may eat</extracomment>
        <translation>Najtańszy posiłek, który możesz tu zjeść: %1.</translation>
    </message>
    <message>
        <source>Bet %1 on the fortune die: it pays the stake %2 to %3.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake (&quot;1 coin&quot;), %2 and %3 the die&apos;s lowest and highest faces (&quot;×0&quot;, &quot;×4&quot;)</extracomment>
        <translation>Postaw na kość szczęścia stawkę: %1 – wypłata od %2 do %3.</translation>
    </message>
    <message>
        <source>Keep your %1: no bet at this inn.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake he keeps (&quot;1 coin&quot;)</extracomment>
        <translation>Zachowaj stawkę (%1): w tej karczmie nie grasz.</translation>
    </message>
    <message>
        <source>Pay %1 for a random amulet before setting off.</source>
        <extracomment>hint, the Good luck variant: %1 the price (&quot;1 coin&quot;)</extracomment>
        <translation>Przed wyruszeniem kup losowy amulet (%1).</translation>
    </message>
    <message>
        <source>Set off without an amulet and keep your %1.</source>
        <extracomment>hint, the Good luck variant: %1 the coins kept (&quot;3 coins&quot;)</extracomment>
        <translation>Wyrusz bez amuletu i zachowaj swoje monety (%1).</translation>
    </message>
    <message>
        <source>Buy the legendary object &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a legendary object (&quot;Shodo&quot;), %2 its price (&quot;3 coins&quot;)</extracomment>
        <translation>Kup legendarny przedmiot &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;%1&lt;/b&gt; amulet for %2, to use from your next turn on.</source>
        <extracomment>hint: %1 an amulet (&quot;Fortune&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Kup amulet &lt;b&gt;%1&lt;/b&gt; (%2); użyjesz go od następnej tury.</translation>
    </message>
    <message>
        <source>Buy the calligraphy &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a calligraphy (&quot;Patience&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Kup kaligrafię „&lt;b&gt;%1&lt;/b&gt;” (%2).</translation>
    </message>
    <message>
        <source>Counted now, it would score %1 at the end.</source>
        <extracomment>hint: %1 what the calligraphy would score at the end (&quot;6 points&quot;), counted now</extracomment>
        <translation>Liczona teraz, dałaby na koniec gry %1.</translation>
    </message>
    <message>
        <source>Buy a bath house for %1: %2 now.</source>
        <extracomment>hint: %1 the price (&quot;1 coin&quot;), %2 the points (&quot;+4 points&quot;)</extracomment>
        <translation>Kup łaźnię (%1): od razu %2.</translation>
    </message>
    <message>
        <source>It counts as a hot spring for the %1.</source>
        <extracomment>hint: %1 the end achievement of the most hot springs (&quot;Bather&quot;)</extracomment>
        <translation>W walce o kartę „%1” liczy się jako gorące źródło.</translation>
    </message>
    <message>
        <source>The computer player would choose this.</source>
        <translation>Komputer wybrałby to.</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>a gift to the temple named as a move (&quot;Give 2 coins&quot;)</extracomment>
        <translation>Datek: %1</translation>
    </message>
    <message>
        <source>Both effects</source>
        <translation>Oba efekty</translation>
    </message>
    <message>
        <source>The other choice</source>
        <translation>Drugi wybór</translation>
    </message>
</context>
<context>
    <name>TokaidoReplay</name>
    <message>
        <source>%1 keeps a traveller</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of the two traveller tiles: %1 the player</extracomment>
        <translation>%1 zatrzymuje podróżnika</translation>
    </message>
    <message>
        <source>%1 keeps an encounter</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of two encounters: %1 the player</extracomment>
        <translation>%1 zatrzymuje spotkanie</translation>
    </message>
    <message>
        <source>%1 chooses a panorama part</source>
        <extracomment>a replay&apos;s hero, before a player takes the panorama part of their choice: %1 the player</extracomment>
        <translation>%1 wybiera część panoramy</translation>
    </message>
    <message>
        <source>%1 moves the neutral traveller</source>
        <extracomment>a replay&apos;s hero, before a player moves the two-player game&apos;s neutral traveller: %1 the player</extracomment>
        <translation>%1 przesuwa neutralnego podróżnika</translation>
    </message>
    <message>
        <source>%1&apos;s choice: the framed card</source>
        <extracomment>in a replay, over the cards a player chose from, the one taken framed: %1 the player</extracomment>
        <translation>Wybór gracza %1: karta w ramce</translation>
    </message>
</context>
<context>
    <name>TokaidoSupply</name>
    <message numerus="yes">
        <source>%n cherry tree(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Została %n wiśnia</numerusform>
            <numerusform>Zostały %n wiśnie</numerusform>
            <numerusform>Zostało %n wiśni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Została %n łaźnia</numerusform>
            <numerusform>Zostały %n łaźnie</numerusform>
            <numerusform>Zostało %n łaźni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Został %n legendarny przedmiot</numerusform>
            <numerusform>Zostały %n legendarne przedmioty</numerusform>
            <numerusform>Zostało %n legendarnych przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy/calligraphies left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Została %n kaligrafia</numerusform>
            <numerusform>Zostały %n kaligrafie</numerusform>
            <numerusform>Zostało %n kaligrafii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s) left, face down</source>
        <extracomment>the Crossroads supply on the board: the amulets are face down, only their number is known</extracomment>
        <translation>
            <numerusform>Został %n amulet, zakryty</numerusform>
            <numerusform>Zostały %n amulety, zakryte</numerusform>
            <numerusform>Zostało %n amuletów, zakrytych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rare and precious: %n of each in this game</source>
        <extracomment>the Crossroads supply&apos;s tooltip with the &quot;Rare and precious&quot; variant</extracomment>
        <translation>
            <numerusform>Rzadkie i cenne: w tej grze po %n z każdego rodzaju</numerusform>
            <numerusform>Rzadkie i cenne: w tej grze po %n z każdego rodzaju</numerusform>
            <numerusform>Rzadkie i cenne: w tej grze po %n z każdego rodzaju</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game (bought ones included):</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip: the amulets laid out at the start follow, one per line (some may be held by travellers now)</extracomment>
        <translation>W tej grze (łącznie z kupionymi):</translation>
    </message>
    <message>
        <source>You see:</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip while you look through the amulets to buy one</extracomment>
        <translation>Widzisz:</translation>
    </message>
</context>
<context>
    <name>TokaidoTutorial</name>
    <message>
        <source>Welcome to the Tokaido, the great road from &lt;b&gt;Kyoto&lt;/b&gt; to &lt;b&gt;Edo&lt;/b&gt;. On the way you collect sights, souvenirs and meals that score points. The richest journey wins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Witaj na Tokaido, wielkim trakcie z &lt;b&gt;Kioto&lt;/b&gt; do &lt;b&gt;Edo&lt;/b&gt;! Po drodze zbierasz widoki, pamiątki i posiłki, które dają punkty. Wygrywa najbogatsza podróż.</translation>
    </message>
    <message>
        <source>You travel as &lt;b&gt;Hiroshige&lt;/b&gt;, the artist. He sets off with 3 coins, and at each inn on the way he paints a panorama part of his choice.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the traveller card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Podróżujesz jako &lt;b&gt;Hiroshige&lt;/b&gt;, artysta. Wyrusza z 3 monetami, a w każdej karczmie po drodze maluje wybraną przez siebie część panoramy.</translation>
    </message>
    <message>
        <source>The traveller &lt;b&gt;farthest behind&lt;/b&gt; on the road always moves next. You wait last in line at Kyoto, so you go first.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jako następny zawsze rusza podróżnik, który jest na trakcie &lt;b&gt;najbardziej z tyłu&lt;/b&gt;. W Kioto stoisz na końcu kolejki, więc zaczynasz.</translation>
    </message>
    <message>
        <source>You may walk forward to any free stop, as far as you like, but never past the next inn. Start with the &lt;b&gt;village&lt;/b&gt; right ahead: click it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Możesz iść naprzód na dowolne wolne pole, jak daleko chcesz, ale nigdy za następną karczmę. Zacznij od &lt;b&gt;wioski&lt;/b&gt; tuż przed tobą: kliknij ją.</translation>
    </message>
    <message>
        <source>Not so fast: stop at the village right ahead first.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nie tak szybko: najpierw zatrzymaj się w wiosce tuż przed tobą.</translation>
    </message>
    <message>
        <source>A village shows three souvenirs. Press &lt;b&gt;Open the market&lt;/b&gt; to see them.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>W wiosce czekają trzy pamiątki. Naciśnij &lt;b&gt;Otwórz targ&lt;/b&gt;, aby je zobaczyć.</translation>
    </message>
    <message>
        <source>Souvenirs come in four families. A set holds one of each: its first card scores 1 point, the second 3, the third 5 and the fourth 7.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice over the board.</extracomment>
        <translation>Pamiątki są czterech rodzajów. Zestaw mieści po jednej karcie każdego rodzaju: pierwsza daje 1 punkt, druga 3, trzecia 5, a czwarta 7.</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;Koma&lt;/b&gt;, a small object, for 1 coin: it starts your first set.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kup pamiątkę &lt;b&gt;Koma&lt;/b&gt;, drobiazg za 1 monetę: od niej zaczyna się twój pierwszy zestaw.</translation>
    </message>
    <message>
        <source>The Haori would score 3, but the temple ahead needs a coin too. Press &lt;b&gt;Done buying&lt;/b&gt; to keep your 2 coins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Haori dałoby 3 punkty, ale świątynia przed tobą też wymaga monety. Naciśnij &lt;b&gt;Koniec zakupów&lt;/b&gt; i zachowaj swoje 2 monety.</translation>
    </message>
    <message>
        <source>Take the &lt;b&gt;Koma&lt;/b&gt; for now: it costs only 1 coin.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Na razie weź pamiątkę &lt;b&gt;Koma&lt;/b&gt;: kosztuje tylko 1 monetę.</translation>
    </message>
    <message>
        <source>Keep your coins this time: press &lt;b&gt;Done buying&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tym razem zachowaj monety: naciśnij &lt;b&gt;Koniec zakupów&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Now Hana and Kenji are behind you, so they move. Hana walked on to a hot spring: press &lt;b&gt;Take the bath&lt;/b&gt; to draw her card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Teraz Hana i Kenji są za tobą, więc to oni się ruszają. Hana doszła do gorącego źródła: naciśnij &lt;b&gt;Wykąp się&lt;/b&gt;, aby dobrała swoją kartę.</translation>
    </message>
    <message>
        <source>Hana and Kenji hurried far ahead, so you are the farthest behind again and move once more. Lingering gives you more turns.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>Hana i Kenji pospieszyli daleko naprzód, więc znów jesteś najbardziej z tyłu i ruszasz się jeszcze raz. Kto zwleka, ma więcej ruchów.</translation>
    </message>
    <message>
        <source>Stop at the &lt;b&gt;temple&lt;/b&gt;. There you give 1 to 3 coins, and each coin scores 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Zatrzymaj się w &lt;b&gt;świątyni&lt;/b&gt;. Składasz tam datek od 1 do 3 monet, a każda moneta to 1 punkt.</translation>
    </message>
    <message>
        <source>The temple first, right ahead of you.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Najpierw świątynia, tuż przed tobą.</translation>
    </message>
    <message>
        <source>Give 1 coin and keep the other one for later.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Daj 1 monetę, a drugą zachowaj na później.</translation>
    </message>
    <message>
        <source>Give just 1 coin this time.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tym razem daj tylko 1 monetę.</translation>
    </message>
    <message>
        <source>Your coins stay at the temple. At the end, the most generous travellers score a bonus: 10, 7, 4 or 2 points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the temple.</extracomment>
        <translation>Twoje monety zostają w świątyni. Na końcu najhojniejsi podróżnicy dostają premię: 10, 7, 4 lub 2 punkty.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you meet someone on the road who helps you. Stop there.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Na polu &lt;b&gt;spotkania&lt;/b&gt; poznajesz na trakcie kogoś, kto ci pomoże. Zatrzymaj się tam.</translation>
    </message>
    <message>
        <source>Try the encounter right ahead.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Spróbuj spotkania tuż przed tobą.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Meet the traveller&lt;/b&gt; to draw an encounter card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Spotkaj nieznajomego&lt;/b&gt;, aby dobrać kartę spotkania.</translation>
    </message>
    <message>
        <source>You met the &lt;b&gt;Annaibito&lt;/b&gt;, a guide. He shows you the first part of the rice paddy panorama: 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Oto &lt;b&gt;Annaibito&lt;/b&gt;, przewodnik. Pokazuje ci pierwszą część panoramy pola ryżowego: 1 punkt.</translation>
    </message>
    <message>
        <source>At a panorama stop you take the next part of that panorama, and it scores its number. Walk on to the &lt;b&gt;rice paddy&lt;/b&gt; for part 2.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Na polu panoramy bierzesz następną część tej panoramy, a daje ona tyle punktów, ile wynosi jej numer. Idź dalej na &lt;b&gt;pole ryżowe&lt;/b&gt; po część 2.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama next: part 2 waits there.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Teraz idź na panoramę pola ryżowego: czeka tam część 2.</translation>
    </message>
    <message>
        <source>The rice paddy has 3 parts, the mountain 4 and the sea 5. Whoever completes one first wins its achievement card. A finished panorama is closed to you.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama.</extracomment>
        <translation>Pole ryżowe ma 3 części, góry 4, a morze 5. Kto pierwszy ukończy panoramę, zdobywa jej kartę osiągnięcia. Na ukończonej panoramie nie możesz się już zatrzymać.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;hot spring&lt;/b&gt; card is worth 2 or 3 points. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Karta &lt;b&gt;gorącego źródła&lt;/b&gt; jest warta 2 lub 3 punkty. Zatrzymaj się przy gorącym źródle.</translation>
    </message>
    <message>
        <source>The hot spring is next.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.
----------
Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Następne jest gorące źródło.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Take the bath&lt;/b&gt; to draw your card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Wykąp się&lt;/b&gt;, aby dobrać swoją kartę.</translation>
    </message>
    <message>
        <source>Your purse is almost empty. A &lt;b&gt;farm&lt;/b&gt; gives you 3 coins. You may skip any stops on the way.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Twoja sakiewka jest prawie pusta. &lt;b&gt;Farma&lt;/b&gt; daje ci 3 monety. Pola po drodze możesz pominąć.</translation>
    </message>
    <message>
        <source>You need coins: go to the farm.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Potrzebujesz monet: idź na farmę.</translation>
    </message>
    <message>
        <source>Walk on to the &lt;b&gt;sea&lt;/b&gt; panorama and take its first part.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Idź dalej na panoramę &lt;b&gt;morza&lt;/b&gt; i weź jej pierwszą część.</translation>
    </message>
    <message>
        <source>Head for the sea panorama.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Kieruj się na panoramę morza.</translation>
    </message>
    <message>
        <source>Every traveller must stop at each &lt;b&gt;inn&lt;/b&gt;. Walk to the first inn, where Kenji is waiting.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Każdy podróżnik musi zatrzymać się w każdej &lt;b&gt;karczmie&lt;/b&gt;. Idź do pierwszej karczmy, gdzie czeka Kenji.</translation>
    </message>
    <message>
        <source>On to the inn now.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Teraz prosto do karczmy.</translation>
    </message>
    <message>
        <source>Before dinner Hiroshige paints a panorama part of his choice. Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Przed kolacją Hiroshige maluje wybraną część panoramy. Wybierz &lt;b&gt;pole ryżowe&lt;/b&gt;: jego ostatnia część je ukończy.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wybierz &lt;b&gt;pole ryżowe&lt;/b&gt;: jego ostatnia część je ukończy.</translation>
    </message>
    <message>
        <source>Try the new effect: a &lt;b&gt;legendary object&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wypróbuj nowy efekt: &lt;b&gt;legendarny przedmiot&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Murasame&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tym razem weź &lt;b&gt;Murasame&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;amulet&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tym razem wybierz &lt;b&gt;amulet&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;: you will use it soon.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Weź &lt;b&gt;Zdrowie&lt;/b&gt;: wkrótce go użyjesz.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;calligraphy&lt;/b&gt; alone: keep &lt;b&gt;Health&lt;/b&gt; for the next stop.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wybierz samą &lt;b&gt;kaligrafię&lt;/b&gt;: &lt;b&gt;Zdrowie&lt;/b&gt; zachowaj na następne pole.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Contemplation&lt;/b&gt; for this journey.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>W tej podróży weź &lt;b&gt;Kontemplację&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use &lt;b&gt;Health&lt;/b&gt;: take both effects.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Użyj &lt;b&gt;Zdrowia&lt;/b&gt;: weź oba efekty.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;bath house&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tym razem wybierz &lt;b&gt;łaźnię&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>You are the first to complete the rice paddy, so its &lt;b&gt;achievement card&lt;/b&gt; is yours: 3 more points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the achievements. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nikt cię nie wyprzedził: pole ryżowe jest ukończone, a jego &lt;b&gt;karta osiągnięcia&lt;/b&gt; należy do ciebie: 3 punkty więcej.</translation>
    </message>
    <message>
        <source>The first traveller at an inn draws one meal more than there are players; each arrival may buy one of those left. Press &lt;b&gt;See the meals&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kto pierwszy dotrze do karczmy, dobiera o jeden posiłek więcej, niż jest graczy; każdy przybyły może kupić jeden z pozostałych. Naciśnij &lt;b&gt;Zobacz posiłki&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every meal scores 6 points, whatever it costs. Choose one you like.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board.</extracomment>
        <translation>Każdy posiłek daje 6 punktów, niezależnie od ceny. Wybierz ten, który ci odpowiada.</translation>
    </message>
    <message>
        <source>Have dinner: any meal here is worth 6 points.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Zjedz kolację: każdy posiłek tutaj jest wart 6 punktów.</translation>
    </message>
    <message>
        <source>You may eat only one meal at each inn, and never the same dish twice on your journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the meals.</extracomment>
        <translation>W każdej karczmie możesz zjeść tylko jeden posiłek i nigdy nie jesz tej samej potrawy dwa razy w podróży.</translation>
    </message>
    <message>
        <source>Hana reaches the inn last and looks at the meals left. Press &lt;b&gt;See the meals&lt;/b&gt; to let her choose.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana dociera do karczmy ostatnia i ogląda pozostałe posiłki. Naciśnij &lt;b&gt;Zobacz posiłki&lt;/b&gt;, aby mogła wybrać.</translation>
    </message>
    <message>
        <source>Everyone waits at an inn until all have arrived. Then the last to arrive is the farthest behind: Hana set off first, and you are next.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>W karczmie wszyscy czekają, aż dotrze każdy. Wtedy najbardziej z tyłu jest ten, kto przyszedł ostatni: Hana wyruszyła pierwsza, a teraz twoja kolej.</translation>
    </message>
    <message>
        <source>Now the road to Edo is yours: travel as you like. Point at any stop to see what it gives. We meet again at the end of the journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Teraz droga do Edo należy do ciebie: podróżuj, jak chcesz. Wskaż dowolne pole, aby zobaczyć, co daje. Spotkamy się na końcu podróży.</translation>
    </message>
    <message>
        <source>Welcome to Edo! The journey is over, and the end bonuses are on the score sheet.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Witaj w Edo! Podróż dobiegła końca, a premie końcowe widać w punktacji.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;temple ranking&lt;/b&gt;: the most generous giver scores 10, the next 7, the third 4, and every other giver 2. Tied travellers share a rank.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Ranking datków&lt;/b&gt;: najhojniejszy darczyńca dostaje 10 punktów, następny 7, trzeci 4, a każdy inny darczyńca 2. Remisujący dzielą miejsce.</translation>
    </message>
    <message>
        <source>Four achievement cards are awarded now, 3 points each: &lt;b&gt;Gourmet&lt;/b&gt; for the dearest meals, &lt;b&gt;Collector&lt;/b&gt; for the most souvenirs, &lt;b&gt;Bather&lt;/b&gt; for the most hot springs and &lt;b&gt;Chatterbox&lt;/b&gt; for the most encounters.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Teraz przyznawane są cztery karty osiągnięć, każda za 3 punkty: &lt;b&gt;Smakosz&lt;/b&gt; za najdroższe posiłki, &lt;b&gt;Kolekcjoner&lt;/b&gt; za najwięcej pamiątek, &lt;b&gt;Miłośnik kąpieli&lt;/b&gt; za najwięcej gorących źródeł i &lt;b&gt;Gaduła&lt;/b&gt; za najwięcej spotkań.</translation>
    </message>
    <message>
        <source>The most points wins; on a tie, the most achievement cards. You know the Tokaido now: have a good journey!</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Wygrywa osoba z największą liczbą punktów, a przy remisie – z największą liczbą kart osiągnięć. Znasz już Tokaido: szerokiej drogi!</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name); it is also %1 of &quot;You know how to play %1&quot; after the last lesson</extracomment>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>With &lt;b&gt;Crossroads&lt;/b&gt; every stop but the inns offers a second effect. When you stop, you take &lt;b&gt;either&lt;/b&gt; the usual effect &lt;b&gt;or&lt;/b&gt; the new one, never both.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Z &lt;b&gt;Rozstajami&lt;/b&gt; każde pole oprócz karczm daje drugi efekt. Gdy się zatrzymujesz, bierzesz &lt;b&gt;albo&lt;/b&gt; zwykły efekt, &lt;b&gt;albo&lt;/b&gt; nowy, nigdy oba.</translation>
    </message>
    <message>
        <source>Six new travellers join the road: Hana travels as Kita, Kenji as Jirocho. Point at a traveller&apos;s name to read the ability.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks a stop on the road.</extracomment>
        <translation>Na trakt wyrusza sześciu nowych podróżników: Hana podróżuje jako Kita, Kenji jako Jirocho. Wskaż imię podróżnika, aby przeczytać jego zdolność.</translation>
    </message>
    <message>
        <source>You move first. Stop at the &lt;b&gt;village&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Zaczynasz. Zatrzymaj się w &lt;b&gt;wiosce&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Start with the village right ahead.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Zacznij od wioski tuż przed tobą.</translation>
    </message>
    <message>
        <source>Instead of souvenirs, a village sells &lt;b&gt;legendary objects&lt;/b&gt;: exactly one, of your choice. Choose the legendary object.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Zamiast pamiątek wioska sprzedaje &lt;b&gt;legendarne przedmioty&lt;/b&gt;: dokładnie jeden, wybrany przez ciebie. Wybierz legendarny przedmiot.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;Murasame&lt;/b&gt; for 3 coins: 8 points at once. Like souvenirs, legendary objects count for the Collector.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kup &lt;b&gt;Murasame&lt;/b&gt; za 3 monety: od razu 8 punktów. Tak jak pamiątki, legendarne przedmioty liczą się do Kolekcjonera.</translation>
    </message>
    <message>
        <source>Hana and Kenji walk on, Kenji right to the first inn. Press &lt;b&gt;See the meals&lt;/b&gt; to let him choose his dinner.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana i Kenji idą dalej, Kenji aż do pierwszej karczmy. Naciśnij &lt;b&gt;Zobacz posiłki&lt;/b&gt;, aby mógł wybrać kolację.</translation>
    </message>
    <message>
        <source>At a &lt;b&gt;temple&lt;/b&gt; the new effect is an &lt;b&gt;amulet&lt;/b&gt;: 1 coin to the bank, not to the temple. Stop at the temple.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>W &lt;b&gt;świątyni&lt;/b&gt; nowym efektem jest &lt;b&gt;amulet&lt;/b&gt;: 1 moneta do banku, nie dla świątyni. Zatrzymaj się w świątyni.</translation>
    </message>
    <message>
        <source>The temple is next.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Następna jest świątynia.</translation>
    </message>
    <message>
        <source>Choose the amulet instead of a gift.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Zamiast datku wybierz amulet.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;. The others cannot see your amulets. Each is used once, and not in the turn you got it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Weź &lt;b&gt;Zdrowie&lt;/b&gt;. Inni nie widzą twoich amuletów. Każdego używa się raz i nie w tej turze, w której trafił do ciebie.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you may buy a &lt;b&gt;calligraphy&lt;/b&gt; for 1 coin instead. Stop at the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Na polu &lt;b&gt;spotkania&lt;/b&gt; możesz zamiast tego kupić &lt;b&gt;kaligrafię&lt;/b&gt; za 1 monetę. Zatrzymaj się na spotkaniu.</translation>
    </message>
    <message>
        <source>On to the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Dalej, na spotkanie.</translation>
    </message>
    <message>
        <source>Choose the calligraphy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wybierz kaligrafię.</translation>
    </message>
    <message>
        <source>Calligraphies score at the end, as printed. &lt;b&gt;Contemplation&lt;/b&gt; gives 3 points per completed panorama and 1 per cherry tree. Take it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kaligrafie punktują na końcu, zgodnie z opisem. &lt;b&gt;Kontemplacja&lt;/b&gt; daje 3 punkty za każdą ukończoną panoramę i 1 za każdą wiśnię. Weź ją.</translation>
    </message>
    <message>
        <source>A panorama stop offers a &lt;b&gt;cherry tree&lt;/b&gt;: 2 points and 1 coin. Stop at the rice paddy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Pole panoramy oferuje &lt;b&gt;wiśnię&lt;/b&gt;: 2 punkty i 1 monetę. Zatrzymaj się na polu ryżowym.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Idź na panoramę pola ryżowego.</translation>
    </message>
    <message>
        <source>Your Health amulet lets you take &lt;b&gt;both&lt;/b&gt; effects here: the panorama part and the cherry tree. Switch on its chip, then click the effect to take first.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Amulet Zdrowie pozwala ci wziąć tu &lt;b&gt;oba&lt;/b&gt; efekty: część panoramy i wiśnię. Włącz Zdrowie, a potem kliknij efekt, który chcesz wziąć najpierw.</translation>
    </message>
    <message>
        <source>A hot spring sells a &lt;b&gt;bath house&lt;/b&gt;: 1 coin for 4 points, and it counts for the Bather. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Gorące źródło sprzedaje &lt;b&gt;łaźnię&lt;/b&gt;: 1 moneta za 4 punkty, a łaźnia liczy się do Miłośnika kąpieli. Zatrzymaj się przy gorącym źródle.</translation>
    </message>
    <message>
        <source>Choose the bath house.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wybierz łaźnię.</translation>
    </message>
    <message>
        <source>At a farm you may bet 2 coins in the &lt;b&gt;gaming room&lt;/b&gt; instead of taking 3. Stop at the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Na farmie zamiast brać 3 monety możesz postawić 2 w &lt;b&gt;salonie gier&lt;/b&gt;. Zatrzymaj się na farmie.</translation>
    </message>
    <message>
        <source>Go to the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Idź na farmę.</translation>
    </message>
    <message>
        <source>Choose the gaming room. The fortune die shows ×0 twice, then ×1 to ×4: it multiplies your stake.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wybierz salon gier. Kość szczęścia ma dwa razy ×0 oraz ×1 do ×4: tyle razy mnoży twoją stawkę.</translation>
    </message>
    <message>
        <source>Try your luck in the gaming room.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Spróbuj szczęścia w salonie gier.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Roll the die&lt;/b&gt; and see what your bet brings.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Naciśnij &lt;b&gt;Rzuć kością&lt;/b&gt; i zobacz, co przyniesie zakład.</translation>
    </message>
    <message>
        <source>Now travel on as you like to the first inn. Remember: at each stop, the usual effect or the new one.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Teraz podróżuj dowolnie do pierwszej karczmy. Pamiętaj: na każdym polu zwykły efekt albo nowy.</translation>
    </message>
    <message>
        <source>That is all Crossroads adds. Your calligraphy and the other bonuses count at Edo: enjoy the rest of the journey!</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>To wszystko, co wnoszą Rozstaje. Twoja kaligrafia i pozostałe premie liczą się w Edo: miłej dalszej podróży!</translation>
    </message>
    <message>
        <source>the Crossroads expansion</source>
        <extracomment>the Crossroads lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>dodatek Rozstaje</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read this step first, then press “Next”.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner clicks the table during a lesson to read; “Next” is the bubble&apos;s button</extracomment>
        <translation>Najpierw przeczytaj ten krok, a potem naciśnij „Dalej”.</translation>
    </message>
    <message>
        <source>First confirm, with the button the ring points at.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner should press the ringed Confirm button</extracomment>
        <translation>Najpierw potwierdź przyciskiem, który wskazuje pierścień.</translation>
    </message>
    <message>
        <source>Not yet: first make the move this step asks for.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner presses Next before making the lesson&apos;s move</extracomment>
        <translation>Jeszcze nie: najpierw wykonaj ruch, o który prosi ten krok.</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not this lesson. Do what the bubble says, or press “Show me”.</source>
        <extracomment>the tutorial bubble&apos;s note for a legal move that is not the lesson&apos;s; “Show me” is the bubble&apos;s button</extracomment>
        <translation>Ten ruch jest dozwolony, ale ta lekcja dotyczy czegoś innego. Zrób to, co mówi dymek, albo naciśnij „Pokaż mi”.</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>the tutorial bubble&apos;s button after a lesson that is only read</extracomment>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Show me</source>
        <extracomment>the tutorial bubble&apos;s button that makes the lesson&apos;s move for the learner</extracomment>
        <translation>Pokaż mi</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>the tutorial bubble&apos;s button that leaves the tutorial for the home screen</extracomment>
        <translation>Wyjdź</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>the tutorial bubble&apos;s menu button (start the lesson again, skip the tutorial)</extracomment>
        <translation>Więcej</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu</extracomment>
        <translation>Zacznij od nowa</translation>
    </message>
    <message>
        <source>Skip the tutorial</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu: play on without lessons</extracomment>
        <translation>Pomiń samouczek</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>the tutorial bubble&apos;s button after the last lesson: a new game against the computer</extracomment>
        <translation>Zagraj naprawdę</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player.</source>
        <extracomment>the tutorial bubble after the last lesson, its game over; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Brawo!&lt;/b&gt; Już wiesz, jak grać w %1. Zagraj prawdziwą partię z łatwym przeciwnikiem komputerowym.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player, or play this one to its end.</source>
        <extracomment>the tutorial bubble after the last lesson; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Brawo!&lt;/b&gt; Już wiesz, jak grać w %1. Zagraj prawdziwą partię z łatwym przeciwnikiem komputerowym albo dokończ tę.</translation>
    </message>
    <message>
        <source>Tutorial finished</source>
        <extracomment>the tutorial bubble&apos;s heading after the last lesson</extracomment>
        <translation>Samouczek ukończony</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>the tutorial bubble&apos;s heading: %1 the lesson&apos;s number (from 1), %2 the number of lessons</extracomment>
        <translation>Krok %1 z %2</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the learner&apos;s name in a tutorial game when no profile name is known</extracomment>
        <translation>Gracz</translation>
    </message>
</context>
<context>
    <name>TutorialDesk</name>
    <message>
        <source>Learn %1</source>
        <extracomment>an entry of &quot;Learn to play&quot; when a game has several tutorials, and of a finished lesson&apos;s &quot;More&quot; menu: %1 what it teaches (&quot;Tokaido&quot;, &quot;the Crossroads expansion&quot;)</extracomment>
        <translation>Poznaj %1</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>On</source>
        <extracomment>the value of a game option that is switched on (new-game dialog, saved games&apos; descriptions), in every game</extracomment>
        <translation>Włączone</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>the value of a game option that is switched off, in every game</extracomment>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>the button (top bar and panels) that takes the last move back</extracomment>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>the row or column of a score table that adds up the others</extracomment>
        <translation>Suma</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>the status line while a computer player decides: %1 its name</extracomment>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round (from 1), %2 the number of rounds</extracomment>
        <translation>Runda %1 z %2</translation>
    </message>
</context>
</TS>
