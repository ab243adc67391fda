<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <extracomment>%1 the game&apos;s designers, a list of names</extracomment>
        <translation>Entworfen von %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <extracomment>%1 the publisher, %2 the year of publication</extracomment>
        <translation>Erschienen bei %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <extracomment>%1 the publisher (its year is not known)</extracomment>
        <translation>Erschienen bei %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <extracomment>%1 the expansion&apos;s title, %2 its year or years</extracomment>
        <translation>Erweiterung: %1 (%2)</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <extracomment>the About dialog: the app&apos;s one-line description under its name</extracomment>
        <translation>Brettspiele rund ums Reisen in Japan, offline spielbar – allein oder gemeinsam.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <extracomment>the About dialog: where the pictures come from</extracomment>
        <translation>Alle Grafiken dieser App wurden eigens für sie gezeichnet; die Spiele gehören ihren Autoren und Verlagen.</translation>
    </message>
    <message>
        <source>Built with Qt %1, Qt for Python and Python %2: free software, each under its own licence.</source>
        <extracomment>%1 the Qt version, %2 the Python version (numbers such as 6.8.1)</extracomment>
        <translation>Entwickelt mit Qt %1, Qt for Python und Python %2: freie Software, jede unter ihrer eigenen Lizenz.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <extracomment>the About dialog&apos;s window title (Help menu)</extracomment>
        <translation>Über Tabibito</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <extracomment>the About dialog&apos;s heading: the app&apos;s name (旅人, “traveller”); keep it unless the edition writes it otherwise</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 the version of Tabibito (such as 1.4.0)</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Licences…</source>
        <extracomment>a button of the About dialog that opens the list of licences</extracomment>
        <translation>Lizenzen…</translation>
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
        <translation>In dieser Partie errungene Erfolge</translation>
    </message>
</context>
<context>
    <name>GameFigures</name>
    <message>
        <source>Games played</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Mean score</source>
        <extracomment>the Records screen: a figure of one player in one game (the average)</extracomment>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>the Records screen: the heading over the badges a player has earned in a game</extracomment>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>First earned %1</source>
        <extracomment>below an achievement&apos;s name in the records: %1 when it was first earned</extracomment>
        <translation>Zuerst errungen: %1</translation>
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
        <translation>Seit deinem letzten Zug: %1</translation>
    </message>
    <message>
        <source>Since your last turn: no points scored</source>
        <extracomment>the game log&apos;s summary line over what the others did since the reader&apos;s last move, when nobody scored</extracomment>
        <translation>Seit deinem letzten Zug: keine Punkte erzielt</translation>
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
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Replay of a finished game</source>
        <extracomment>the status of the game screen while a finished game is replayed</extracomment>
        <translation>Wiederholung einer beendeten Partie</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>the top bar&apos;s status once the game has ended</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>the top bar&apos;s status while the device is to be passed on: %1 the next player&apos;s name</extracomment>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <extracomment>the top bar&apos;s status after a move that waits to be confirmed</extracomment>
        <translation>Du kannst das noch mit „Rückgängig“ zurücknehmen.</translation>
    </message>
    <message>
        <source>Confirm to go on.</source>
        <extracomment>the top bar&apos;s status in a tutorial after a move that waits to be confirmed (no Undo there)</extracomment>
        <translation>Bestätige, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>the top bar&apos;s status when the only person at the screen is to move</extracomment>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>▶ still to play</source>
        <extracomment>beside the heading of the list of scores: what the ▶ before a player&apos;s name means</extracomment>
        <translation>▶ noch am Zug</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <extracomment>the curtain over the table when several people share the screen and the next one is to play: %1 that player&apos;s name
----------
the strip over the action bar when several people share the screen: %1 the name of the player to move
----------
the top bar&apos;s status when one of several people at the screen is to move: %1 their name</extracomment>
        <translation>%1, du bist am Zug</translation>
    </message>
    <message>
        <source>▶ %1 still has to play</source>
        <extracomment>tooltip of a row marked ▶ in the list of scores: %1 that player, whose move the table still waits for (in Next Station every player draws on each card, so several may be marked)</extracomment>
        <translation>▶ %1 ist noch am Zug</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the heading of the list of players and their scores beside the board</extracomment>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the heading of the game log pane beside the board (collapsible)</extracomment>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>GameStandings</name>
    <message numerus="yes">
        <source>%n game(s) recorded</source>
        <extracomment>below the player&apos;s name in the records: how many finished games the records hold</extracomment>
        <translation>
            <numerusform>%n Partie aufgezeichnet</numerusform>
            <numerusform>%n Partien aufgezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the Records screen, “Everyone” table: the column of player names</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>the Records screen, “Everyone” table: the column of games played</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>the Records screen, “Everyone” table: the column of games won</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>the Records screen, “Everyone” table: the column of best scores</extracomment>
        <translation>Bestwert</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <extracomment>a game tile on the home screen: the button that opens the new-game dialog</extracomment>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>a game tile on the home screen: the button that offers the game&apos;s tutorials</extracomment>
        <translation>Spielen lernen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>a game tile on the home screen: how many games of it were finished</extracomment>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: %1 (%2)</source>
        <extracomment>a game tile on the home screen: %1 the best score a person made, %2 their name</extracomment>
        <translation>Bestes Ergebnis: %1 (%2)</translation>
    </message>
    <message>
        <source>Best solo rating: %1</source>
        <extracomment>a game tile on the home screen: %1 the best solo rating reached (&quot;Network planner&quot;)</extracomment>
        <translation>Beste Solo-Einstufung: %1</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <extracomment>the hand-off screen between two people&apos;s turns: %1 the next player&apos;s name</extracomment>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <extracomment>the hand-off screen under its heading: %1 the next player&apos;s name</extracomment>
        <translation>Jetzt darf nur %1 auf den Bildschirm schauen. Die Karten bleiben verdeckt, bis %1 bereit ist.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <extracomment>the hand-off screen&apos;s button the next player presses: %1 their name</extracomment>
        <translation>Ich bin %1 – zeig mir meinen Zug</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <extracomment>the hand-off screen&apos;s button for the player who just moved (their move is undone)</extracomment>
        <translation>Letzten Zug zurücknehmen</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hint</source>
        <extracomment>the heading of the hint bubble (what the hard computer player would do now)</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>the hint bubble&apos;s button that closes it (Esc)</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>the hint bubble&apos;s button that makes the move it recommends (Enter)</extracomment>
        <translation>So spielen</translation>
    </message>
    <message>
        <source>The computer player is thinking it over…</source>
        <extracomment>the hint bubble while the hint is being worked out; a click elsewhere cancels it</extracomment>
        <translation>Der Computergegner denkt nach…</translation>
    </message>
    <message>
        <source>“%1” would bring more now (%2), but this move is worth more in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %2 what it brings at once (&quot;+2 points and +1 coin&quot;), %3 the hinted move&apos;s value, %4 the other&apos;s (in the game&apos;s words: &quot;62 points at the end, 4 ahead of your best rival&quot;, &quot;59 points, 2 behind&quot;)</extracomment>
        <translation>„%1“ brächte jetzt mehr (%2), aber dieser Zug ist insgesamt mehr wert: %3, mit dem anderen Zug nur %4.</translation>
    </message>
    <message>
        <source>“%1” would set up more for later, but this move brings more now and is worth more in all: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the other sets up more for later, the hinted one brings more now</extracomment>
        <translation>„%1“ brächte später mehr, aber dieser Zug bringt jetzt mehr und ist insgesamt mehr wert: %3, mit dem anderen Zug nur %4.</translation>
    </message>
    <message>
        <source>Better than “%1”, now and in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the hinted move brings at least as much now and more later</extracomment>
        <translation>Besser als „%1“, jetzt und am Ende: %3, mit „%1“ nur %4.</translation>
    </message>
    <message>
        <source>“%1” would be just as good: %3 either way.</source>
        <extracomment>hint: %1 the best other move, worth as much; %3 the value of either</extracomment>
        <translation>„%1“ wäre genauso gut: in beiden Fällen %3.</translation>
    </message>
    <message>
        <source>“%1” comes a close second: the computer player weighs the two almost alike.</source>
        <extracomment>hint: %1 the best other move, all but as good as the hinted one</extracomment>
        <translation>„%1“ folgt knapp dahinter: Der Computergegner bewertet beide fast gleich.</translation>
    </message>
    <message>
        <source>Better than “%1”: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s</extracomment>
        <translation>Besser als „%1“: %3, mit „%1“ nur %4.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 players</source>
        <extracomment>a game tile on the home screen: %1 the only possible number of players (2 or more)</extracomment>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <extracomment>a game tile on the home screen: %1 the largest number of players</extracomment>
        <translation>Solo oder bis zu %1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <extracomment>a game tile on the home screen: %1 the fewest, %2 the most players</extracomment>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a game tile on the home screen: the button that opens the game&apos;s rules</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <extracomment>tooltip of a game tile&apos;s Rules button: %1 the game&apos;s title</extracomment>
        <translation>So spielt man %1</translation>
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
        <translation>Brettspiele rund ums Reisen in Japan, offline spielbar: allein gegen den Computer oder gemeinsam an einem Bildschirm, der am Tisch herumgereicht wird.</translation>
    </message>
    <message>
        <source>Open…</source>
        <extracomment>the home screen&apos;s button that opens a saved game from a file</extracomment>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the home screen&apos;s button to the Records screen</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your finished games, figures and achievements</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Deine beendeten Partien, Zahlen und Erfolge</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>the home screen&apos;s button to the Settings dialog</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <extracomment>the home screen when the app finds no game (a broken installation)</extracomment>
        <translation>Es sind keine Spiele installiert.</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <source>New to %1? A lesson teaches it while you play, in about %2 minutes.</source>
        <extracomment>in the new-game dialog once an expansion is ticked: %1 the expansion (&quot;the Crossroads expansion&quot;), %2 the lesson&apos;s minutes</extracomment>
        <translation>Du kennst %1 noch nicht? Eine Lektion erklärt alles beim Spielen, in etwa %2 Minuten.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <extracomment>the button beside it</extracomment>
        <translation>Lektion starten</translation>
    </message>
</context>
<context>
    <name>LetsGo</name>
    <message>
        <source>Highlight scored: its condition was met.</source>
        <extracomment>tooltip of a day&apos;s highlight on the trip once it was checked</extracomment>
        <translation>Tageshöhepunkt gewertet: Die Bedingung war erfüllt.</translation>
    </message>
    <message>
        <source>Highlight not scored: its condition was not met by this day.</source>
        <translation>Tageshöhepunkt nicht gewertet: Die Bedingung war bis zu diesem Tag nicht erfüllt.</translation>
    </message>
    <message>
        <source>The trip</source>
        <extracomment>the round board once the draft is over</extracomment>
        <translation>Wertungsphase</translation>
    </message>
    <message>
        <source>%1&apos;s itinerary</source>
        <extracomment>over the itinerary the board shows: %1 the player</extracomment>
        <translation>Reiseplan von %1</translation>
    </message>
    <message>
        <source>as it stood at the round&apos;s start</source>
        <extracomment>under the name when another player&apos;s itinerary is looked at</extracomment>
        <translation>wie zu Beginn der Runde</translation>
    </message>
    <message numerus="yes">
        <source>%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in the discard.</source>
        <extracomment>tooltip of a deck: %1 its city, %n how many cards are left in it</extracomment>
        <translation>
            <numerusform>%1-Stapel: noch %n Karte. Ein leerer Stapel wird aus seinen Karten im Ablagestapel neu gemischt.</numerusform>
            <numerusform>%1-Stapel: noch %n Karten. Ein leerer Stapel wird aus seinen Karten im Ablagestapel neu gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s) (research, walks and the last round&apos;s hands).</source>
        <extracomment>tooltip of the common discard: %n how many cards lie in it</extracomment>
        <translation>
            <numerusform>Ablagestapel: %n Karte (aus Erkundungen, Spaziergängen und den Handkarten der letzten Runde).</numerusform>
            <numerusform>Ablagestapel: %n Karten (aus Erkundungen, Spaziergängen und den Handkarten der letzten Runde).</numerusform>
        </translation>
    </message>
    <message>
        <source>Click its strip below to see yours again.</source>
        <extracomment>under the travel agency&apos;s name when its itinerary is shown full size</extracomment>
        <translation>Ein Klick auf seine Leiste unten zeigt wieder deinen Reiseplan.</translation>
    </message>
    <message>
        <source>Research tokens: %1. Before placing a card, spend one to draw 3 cards (each from either deck), then discard 3. Each one left scores 1 point at the end.</source>
        <extracomment>tooltip of the research tokens: %1 how many</extracomment>
        <translation>Erkundungsmarker: %1. Gib vor dem Auslegen einen ab, um 3 Karten zu ziehen (jede von einem beliebigen Stapel), und wirf danach 3 ab. Jeder übrige Marker bringt am Ende 1 Siegpunkt.</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Erkundung</translation>
    </message>
    <message>
        <source>Wild tokens: %1. On the trip each one moves an experience track one step.</source>
        <extracomment>tooltip of the wild tokens: %1 how many</extracomment>
        <translation>Jokermarker: %1. In der Wertungsphase rückt jeder eine Erfahrungsleiste um 1 Feld vor.</translation>
    </message>
    <message>
        <source>Luxury trains: %1. On the trip one used at a city change scores 2 points and a green lightning.</source>
        <extracomment>tooltip of the luxury trains: %1 how many</extracomment>
        <translation>Luxus-Fahrkarten: %1. In der Wertungsphase bringt jede, die bei einem Stadtwechsel genutzt wird, 2 Siegpunkte und einen grünen Blitz.</translation>
    </message>
    <message>
        <source>Luxury trains</source>
        <translation>Luxus-Fahrkarten</translation>
    </message>
    <message>
        <source>Mood marker: %1, happiness steps: %2. A day bonus of one matching icon moves it toward happiness.</source>
        <extracomment>tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps</extracomment>
        <translation>Stimmungsmarker: %1, Felder auf der Freudeleiste: %2. Ein Tagesbonus mit einem passenden Symbol rückt ihn Richtung Freude.</translation>
    </message>
    <message>
        <source>Mood</source>
        <extracomment>a row of the score sheet: the happiness and stress tracks</extracomment>
        <translation>Stimmung</translation>
    </message>
    <message numerus="yes">
        <source>Passed to you in round %1: %n card(s), face down until you pick them up in round %2.</source>
        <extracomment>tooltip of an incoming pile: %1 the round it was passed in, %n the cards, %2 the round they are picked up in</extracomment>
        <translation>
            <numerusform>In Runde %1 an dich weitergegeben: %n Karte, verdeckt, bis du sie in Runde %2 aufnimmst.</numerusform>
            <numerusform>In Runde %1 an dich weitergegeben: %n Karten, verdeckt, bis du sie in Runde %2 aufnimmst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for round %1</source>
        <extracomment>an incoming pile beside the itinerary: %n how many cards, %1 the round they are picked up in</extracomment>
        <translation>
            <numerusform>%n Karte für Runde %1</numerusform>
            <numerusform>%n Karten für Runde %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>Erhaltene Karten</translation>
    </message>
    <message>
        <source>Its front:
%1</source>
        <extracomment>tooltip of a walk on the board while its player chooses its front or back, under the back&apos;s text: %1 the front&apos;s text (its site, icons, VP, highlight)</extracomment>
        <translation>Seine Vorderseite:
%1</translation>
    </message>
    <message>
        <source>Click to place it or to walk instead, or drag it onto a day.</source>
        <extracomment>tooltip line of a hand card that may be played now</extracomment>
        <translation>Klicke, um sie auszulegen oder stattdessen einen Spaziergang zu machen, oder zieh sie auf einen Tag.</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <extracomment>tooltip line of a hand card during a research</extracomment>
        <translation>Klicke, um sie abzuwerfen.</translation>
    </message>
    <message>
        <source>Click to give it to the travel agency.</source>
        <extracomment>tooltip line of a hand card in solo, once the round&apos;s cards are placed</extracomment>
        <translation>Klicke, um sie dem Reisebüro zu geben.</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>the chooser by a hand card: place it face up in the itinerary</extracomment>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Give it: a %1 card in return</source>
        <extracomment>the chooser by a card given to the agency: %1 the deck the card in return comes from</extracomment>
        <translation>Abgeben: dafür eine Karte vom %1-Stapel</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s itinerary.</source>
        <extracomment>a click on a hand card while another player&apos;s itinerary is looked at</extracomment>
        <translation>Du siehst gerade den Reiseplan eines anderen Spielers an.</translation>
    </message>
    <message>
        <source>Choose one of the lit places for the chosen card first.</source>
        <extracomment>a click on a hand card while the chosen card waits for its slot</extracomment>
        <translation>Wähle zuerst einen der hervorgehobenen Plätze für die gewählte Karte.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Jetzt nicht.</translation>
    </message>
    <message>
        <source>This day is closed: it takes no more cards.</source>
        <extracomment>a day&apos;s header once it has its three cards</extracomment>
        <translation>Dieser Tag ist voll: Hier kommt keine Karte mehr hin.</translation>
    </message>
    <message>
        <source>First choose a card of your hand (or drag it here).</source>
        <extracomment>a click on a day before a card is chosen</extracomment>
        <translation>Wähle zuerst eine Karte aus deiner Hand (oder zieh sie hierher).</translation>
    </message>
    <message>
        <source>Place the card here: the day&apos;s first card.</source>
        <extracomment>tooltip of a lit place in an empty day of the itinerary</extracomment>
        <translation>Lege die Karte hier aus: die erste Karte des Tages.</translation>
    </message>
    <message>
        <source>Place the card here, above the day&apos;s first card.</source>
        <extracomment>tooltip of a lit slot above a day&apos;s first card</extracomment>
        <translation>Lege die Karte hier über die erste Karte des Tages.</translation>
    </message>
    <message>
        <source>Place the card here, below the day&apos;s last card: it becomes the day&apos;s highlight.</source>
        <extracomment>tooltip of a lit slot below a day&apos;s last card</extracomment>
        <translation>Lege die Karte hier unter die letzte Karte des Tages: Sie wird zum Tageshöhepunkt.</translation>
    </message>
    <message>
        <source>Place the card here, between two cards of the day.</source>
        <extracomment>tooltip of a lit slot between two cards of a day</extracomment>
        <translation>Lege die Karte hier zwischen zwei Karten des Tages.</translation>
    </message>
    <message>
        <source>Favourable condition: %1.</source>
        <extracomment>a day&apos;s header: %1 its favourable condition (&quot;Temples &amp; shrines&quot;)</extracomment>
        <translation>Gute Bedingung: %1.</translation>
    </message>
    <message>
        <source>Matching icons so far: %1. At the day&apos;s third card: 1 gives a mood step, 2 research tokens or a wild, 3 a luxury train or an extra walk.</source>
        <extracomment>a day&apos;s header: %1 how many icons of the day&apos;s cards match its condition</extracomment>
        <translation>Passende Symbole bisher: %1. Bei der dritten Karte des Tages gibt es den Tagesbonus: für 1 ein Feld Stimmung, für 2 zwei Erkundungsmarker oder einen Jokermarker, für 3 eine Luxus-Fahrkarte oder einen Bonus-Spaziergang.</translation>
    </message>
    <message>
        <source>Click to see your own itinerary again.</source>
        <extracomment>tooltip of the travel agency&apos;s strip while its itinerary is shown full size</extracomment>
        <translation>Klicke, um wieder deinen eigenen Reiseplan zu sehen.</translation>
    </message>
    <message>
        <source>Click to see its itinerary full size.</source>
        <extracomment>tooltip of the travel agency&apos;s strip on the trip and after the game</extracomment>
        <translation>Klicken, um seinen Reiseplan in voller Größe zu sehen.</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <extracomment>the panel&apos;s scores: %1 a traveller&apos;s final total</extracomment>
        <translation>%1 (Endwertung)</translation>
    </message>
    <message>
        <source>%1 deck</source>
        <extracomment>a button: draw from this deck; %1 a city (&quot;Tokyo&quot;)</extracomment>
        <translation>%1-Stapel</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <extracomment>the panel&apos;s scores during the trip: %1 the points of the categories settled so far</extracomment>
        <translation>bisher %1</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Luxury trains: %1</source>
        <translation>Luxus-Fahrkarten: %1</translation>
    </message>
    <message>
        <source>Mood: %1 · happiness %2</source>
        <extracomment>the panel&apos;s tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps</extracomment>
        <translation>Stimmung: %1 · Freude %2</translation>
    </message>
    <message>
        <source>Or play a card from your hand on the board.</source>
        <translation>Oder spiele eine Karte aus deiner Hand auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Or take the bonus walk: click a lit slot of %1 on the board.</source>
        <translation>Oder mache den Bonus-Spaziergang: Klicke auf einen hervorgehobenen Platz am %1.</translation>
    </message>
    <message>
        <source>Passport: %1</source>
        <translation>Pass: %1</translation>
    </message>
    <message>
        <source>Planner advice</source>
        <extracomment>a check box: show the trip planner&apos;s final score on each trip choice</extracomment>
        <translation>Tipps des Reiseplaners</translation>
    </message>
    <message>
        <source>Planner: final score with best play from each choice.</source>
        <translation>Reiseplaner: Endpunktzahl bei bestem Spiel nach jeder Wahl.</translation>
    </message>
    <message>
        <source>Planner: no advice for this decision.</source>
        <translation>Reiseplaner: kein Tipp für diese Entscheidung.</translation>
    </message>
    <message>
        <source>Planner: thinking…</source>
        <translation>Reiseplaner: rechnet…</translation>
    </message>
    <message>
        <source>Research tokens: %1</source>
        <translation>Erkundungsmarker: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Deine letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>The trip is over: see the score pad.</source>
        <translation>Die Reise ist zu Ende: Sieh dir den Wertungsblock an.</translation>
    </message>
    <message>
        <source>Waiting for the other travellers.</source>
        <translation>Warte auf die anderen Reisenden.</translation>
    </message>
    <message>
        <source>Wild tokens: %1</source>
        <translation>Jokermarker: %1</translation>
    </message>
    <message>
        <source>You decide for the travel agency: the planner&apos;s ★ keeps its score lowest.</source>
        <translation>Du entscheidest für das Reisebüro: Der ★ des Reiseplaners zeigt die Wahl, bei der das Reisebüro am wenigsten Punkte bekommt.</translation>
    </message>
    <message>
        <source>Your choice is made: confirm to go on, or undo it.</source>
        <translation>Deine Wahl steht: Bestätige, um weiterzuspielen, oder mach sie rückgängig.</translation>
    </message>
    <message>
        <source>Your trip: choose below.</source>
        <extracomment>the bar&apos;s hint at a decision of the trip (the question is in the panel below)</extracomment>
        <translation>Deine Reise: Wähle unten.</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip: choose for it below.</source>
        <extracomment>the bar&apos;s hint at a decision of the travel agency&apos;s trip, taken by the solo player</extracomment>
        <translation>Die Reise des Reisebüros: Wähle unten für das Reisebüro.</translation>
    </message>
    <message>
        <source>Your tokens</source>
        <translation>Deine Marker</translation>
    </message>
    <message>
        <source>Show the final score each choice leads to with the best play from there (an exact search).</source>
        <translation>Zeigt die Endpunktzahl, zu der jede Wahl bei bestem Weiterspiel führt (eine exakte Suche).</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Auf nach Japan</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto card by card, then set off on the trip.</source>
        <translation>Plane Karte für Karte eine Woche in Tokio und Kyoto – und dann geht die Reise los.</translation>
    </message>
    <message>
        <source>Anime museum</source>
        <extracomment>a site of a Tokyo card (a museum of animation)</extracomment>
        <translation>Anime-Museum</translation>
    </message>
    <message>
        <source>Zōjō-ji Temple</source>
        <extracomment>a Buddhist temple in Tokyo (増上寺)</extracomment>
        <translation>Zōjō-ji-Tempel</translation>
    </message>
    <message>
        <source>Sensō-ji Temple and Nakamise</source>
        <extracomment>Asakusa&apos;s temple (浅草寺) and its shopping street Nakamise (仲見世)</extracomment>
        <translation>Sensō-ji-Tempel und Nakamise</translation>
    </message>
    <message>
        <source>Meiji Jingū Shrine</source>
        <extracomment>the Shinto shrine of Tokyo (明治神宮)</extracomment>
        <translation>Meiji-Schrein</translation>
    </message>
    <message>
        <source>Gōtoku-ji Temple</source>
        <extracomment>a temple in Tokyo known for its beckoning cats (豪徳寺)</extracomment>
        <translation>Gōtoku-ji-Tempel</translation>
    </message>
    <message>
        <source>Department stores in Ginza</source>
        <translation>Kaufhäuser in Ginza</translation>
    </message>
    <message>
        <source>Shopping in Shibuya</source>
        <translation>Einkaufen in Shibuya</translation>
    </message>
    <message>
        <source>Hachikō statue</source>
        <extracomment>the statue of the faithful dog at Shibuya station (ハチ公像)</extracomment>
        <translation>Hachikō-Statue</translation>
    </message>
    <message>
        <source>Watch sumo</source>
        <extracomment>an activity: watching a sumo tournament</extracomment>
        <translation>Sumo zuschauen</translation>
    </message>
    <message>
        <source>Baseball game</source>
        <translation>Baseballspiel</translation>
    </message>
    <message>
        <source>Tokyo Metropolitan Government Building</source>
        <extracomment>Tokyo&apos;s city hall in Shinjuku (東京都庁)</extracomment>
        <translation>Tokioter Rathaus</translation>
    </message>
    <message>
        <source>Tokyo Tower</source>
        <translation>Tokyo Tower</translation>
    </message>
    <message>
        <source>Miyashita Park</source>
        <extracomment>a rooftop park and shopping complex in Shibuya (MIYASHITA PARK)</extracomment>
        <translation>Miyashita Park</translation>
    </message>
    <message>
        <source>Imperial Palace Gardens</source>
        <extracomment>the East Gardens of the Imperial Palace (皇居東御苑)</extracomment>
        <translation>Gärten des Kaiserpalasts</translation>
    </message>
    <message>
        <source>Rescue cat café</source>
        <extracomment>a café where rescued cats live (保護猫カフェ)</extracomment>
        <translation>Café mit geretteten Katzen</translation>
    </message>
    <message>
        <source>Board game store in Akihabara</source>
        <translation>Brettspielladen in Akihabara</translation>
    </message>
    <message>
        <source>Ueno Park</source>
        <translation>Ueno-Park</translation>
    </message>
    <message>
        <source>Shinjuku Gyoen</source>
        <extracomment>the national garden of Shinjuku (新宿御苑)</extracomment>
        <translation>Shinjuku Gyoen</translation>
    </message>
    <message>
        <source>Gachapon machines</source>
        <extracomment>capsule-toy vending machines (ガチャガチャ)</extracomment>
        <translation>Gachapon-Automaten</translation>
    </message>
    <message>
        <source>Sushi at the Tsukiji market</source>
        <translation>Sushi auf dem Tsukiji-Markt</translation>
    </message>
    <message>
        <source>Yakitori in Omoide Yokochō</source>
        <extracomment>grilled skewers in the alley Omoide Yokochō of Shinjuku (思い出横丁)</extracomment>
        <translation>Yakitori in der Omoide Yokochō</translation>
    </message>
    <message>
        <source>Capsule hotel</source>
        <translation>Kapselhotel</translation>
    </message>
    <message>
        <source>Tokyo Station</source>
        <translation>Bahnhof Tokio</translation>
    </message>
    <message>
        <source>Tokyo National Museum</source>
        <translation>Nationalmuseum Tokio</translation>
    </message>
    <message>
        <source>A new outfit in Harajuku</source>
        <translation>Ein neues Outfit in Harajuku</translation>
    </message>
    <message>
        <source>Crêpes in Harajuku</source>
        <translation>Crêpes in Harajuku</translation>
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
        <translation>Themencafé</translation>
    </message>
    <message>
        <source>Kabuki show</source>
        <translation>Kabuki-Vorstellung</translation>
    </message>
    <message>
        <source>A really nice hotel</source>
        <translation>Ein richtig schönes Hotel</translation>
    </message>
    <message>
        <source>Top restaurant</source>
        <translation>Spitzenrestaurant</translation>
    </message>
    <message>
        <source>Monjayaki in Tsukishima</source>
        <extracomment>a Tokyo dish of the Tsukishima district (月島のもんじゃ焼き)</extracomment>
        <translation>Monjayaki in Tsukishima</translation>
    </message>
    <message>
        <source>Conveyor-belt sushi</source>
        <extracomment>sushi on a conveyor belt (回転寿司)</extracomment>
        <translation>Sushi vom Laufband</translation>
    </message>
    <message>
        <source>Nezu Shrine</source>
        <extracomment>a shrine in Tokyo (根津神社)</extracomment>
        <translation>Nezu-Schrein</translation>
    </message>
    <message>
        <source>Todoroki Valley Park</source>
        <extracomment>a green ravine in Tokyo (等々力渓谷公園)</extracomment>
        <translation>Todoroki-Tal</translation>
    </message>
    <message>
        <source>Kanda Shrine</source>
        <extracomment>a shrine in Tokyo (神田明神)</extracomment>
        <translation>Kanda-Schrein</translation>
    </message>
    <message>
        <source>Food from a konbini</source>
        <extracomment>food from a convenience store (コンビニ)</extracomment>
        <translation>Essen aus dem Konbini</translation>
    </message>
    <message>
        <source>Street food</source>
        <translation>Streetfood</translation>
    </message>
    <message>
        <source>Soba and tempura</source>
        <translation>Soba und Tempura</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Fest</translation>
    </message>
    <message>
        <source>A hike outside town</source>
        <translation>Wanderung vor der Stadt</translation>
    </message>
    <message>
        <source>Cherry blossoms</source>
        <translation>Kirschblüte</translation>
    </message>
    <message>
        <source>Ramen at the best place</source>
        <translation>Ramen im besten Laden</translation>
    </message>
    <message>
        <source>A small shrine</source>
        <translation>Ein kleiner Schrein</translation>
    </message>
    <message>
        <source>Photo sticker booth</source>
        <extracomment>a booth printing photo stickers (プリクラ)</extracomment>
        <translation>Fotosticker-Automat</translation>
    </message>
    <message>
        <source>A gift from an interesting shop</source>
        <translation>Ein Geschenk aus einem besonderen Laden</translation>
    </message>
    <message>
        <source>Cooking class</source>
        <translation>Kochkurs</translation>
    </message>
    <message>
        <source>Concert</source>
        <translation>Konzert</translation>
    </message>
    <message>
        <source>Ginkaku-ji Temple</source>
        <extracomment>the Silver Pavilion (銀閣寺)</extracomment>
        <translation>Ginkaku-ji-Tempel</translation>
    </message>
    <message>
        <source>Tōfuku-ji Temple</source>
        <extracomment>a Zen temple in Kyoto (東福寺)</extracomment>
        <translation>Tōfuku-ji-Tempel</translation>
    </message>
    <message>
        <source>Ryōan-ji Temple</source>
        <extracomment>the rock garden temple (龍安寺)</extracomment>
        <translation>Ryōan-ji-Tempel</translation>
    </message>
    <message>
        <source>Kinkaku-ji Temple</source>
        <extracomment>the Golden Pavilion (金閣寺)</extracomment>
        <translation>Kinkaku-ji-Tempel</translation>
    </message>
    <message>
        <source>Kiyomizu-dera Temple</source>
        <extracomment>清水寺</extracomment>
        <translation>Kiyomizu-dera-Tempel</translation>
    </message>
    <message>
        <source>Nanzen-ji Temple</source>
        <extracomment>南禅寺</extracomment>
        <translation>Nanzen-ji-Tempel</translation>
    </message>
    <message>
        <source>Fushimi Inari Shrine</source>
        <extracomment>the shrine of the thousand red gates (伏見稲荷大社)</extracomment>
        <translation>Fushimi-Inari-Schrein</translation>
    </message>
    <message>
        <source>Yasaka Shrine</source>
        <extracomment>八坂神社</extracomment>
        <translation>Yasaka-Schrein</translation>
    </message>
    <message>
        <source>Heian Shrine</source>
        <extracomment>平安神宮</extracomment>
        <translation>Heian-Schrein</translation>
    </message>
    <message>
        <source>Tea ceremony</source>
        <translation>Teezeremonie</translation>
    </message>
    <message>
        <source>Kyoto Tower</source>
        <translation>Kyoto Tower</translation>
    </message>
    <message>
        <source>Monkey park</source>
        <extracomment>the monkey park on the hill of Arashiyama (嵐山モンキーパーク)</extracomment>
        <translation>Affenpark</translation>
    </message>
    <message>
        <source>Manga museum</source>
        <extracomment>the Kyoto International Manga Museum (京都国際マンガミュージアム)</extracomment>
        <translation>Manga-Museum</translation>
    </message>
    <message>
        <source>Sannenzaka slope</source>
        <extracomment>a stepped old street up to Kiyomizu-dera (三年坂 / 産寧坂)</extracomment>
        <translation>Sannenzaka-Gasse</translation>
    </message>
    <message>
        <source>Ikebana class</source>
        <translation>Ikebana-Kurs</translation>
    </message>
    <message>
        <source>Geisha show at Gion Corner</source>
        <extracomment>a stage in Gion showing the arts of geiko and maiko (ギオンコーナー)</extracomment>
        <translation>Geisha-Vorführung im Gion Corner</translation>
    </message>
    <message>
        <source>Kyoto Imperial Palace</source>
        <extracomment>京都御所</extracomment>
        <translation>Kaiserpalast Kyoto</translation>
    </message>
    <message>
        <source>Philosopher&apos;s Path</source>
        <extracomment>a canal-side path in Kyoto (哲学の道)</extracomment>
        <translation>Philosophenweg</translation>
    </message>
    <message>
        <source>Kyoto Railway Museum</source>
        <extracomment>京都鉄道博物館</extracomment>
        <translation>Eisenbahnmuseum Kyoto</translation>
    </message>
    <message>
        <source>Nishiki Market</source>
        <extracomment>Kyoto&apos;s covered food market (錦市場)</extracomment>
        <translation>Nishiki-Markt</translation>
    </message>
    <message>
        <source>Kyoto Handicraft Center</source>
        <extracomment>a craft store of Kyoto (京都ハンディクラフトセンター)</extracomment>
        <translation>Kyoto Handicraft Center</translation>
    </message>
    <message>
        <source>Otagi Nenbutsu-ji Temple</source>
        <extracomment>a temple of 1200 stone statues (愛宕念仏寺)</extracomment>
        <translation>Otagi-Nenbutsu-ji-Tempel</translation>
    </message>
    <message>
        <source>Temple lodging</source>
        <extracomment>a night at a temple (宿坊)</extracomment>
        <translation>Übernachtung im Tempel</translation>
    </message>
    <message>
        <source>Arashiyama Bamboo Grove</source>
        <extracomment>嵐山の竹林</extracomment>
        <translation>Bambuswald von Arashiyama</translation>
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
        <translation>Burg Nijō</translation>
    </message>
    <message>
        <source>Pontochō</source>
        <extracomment>an old alley of restaurants by the river (先斗町)</extracomment>
        <translation>Pontochō</translation>
    </message>
    <message>
        <source>Shugaku-in Imperial Villa</source>
        <extracomment>修学院離宮</extracomment>
        <translation>Kaiserliche Villa Shugaku-in</translation>
    </message>
    <message>
        <source>Higashiyama district</source>
        <extracomment>the old eastern district of Kyoto (東山)</extracomment>
        <translation>Higashiyama-Viertel</translation>
    </message>
    <message>
        <source>Tenryū-ji Temple</source>
        <extracomment>天龍寺</extracomment>
        <translation>Tenryū-ji-Tempel</translation>
    </message>
    <message>
        <source>Koke-dera Temple</source>
        <extracomment>the moss temple (苔寺, Saihō-ji)</extracomment>
        <translation>Moostempel Koke-dera</translation>
    </message>
    <message>
        <source>Onsen</source>
        <extracomment>a hot spring bath (温泉)</extracomment>
        <translation>Onsen</translation>
    </message>
    <message>
        <source>Sake district</source>
        <extracomment>the district of sake breweries (Fushimi)</extracomment>
        <translation>Sake-Viertel</translation>
    </message>
    <message>
        <source>Shopping arcades</source>
        <extracomment>covered shopping streets (商店街)</extracomment>
        <translation>Einkaufspassagen</translation>
    </message>
    <message>
        <source>Flea market</source>
        <translation>Flohmarkt</translation>
    </message>
    <message>
        <source>Kyoto National Museum</source>
        <translation>Nationalmuseum Kyoto</translation>
    </message>
    <message>
        <source>Drumming class</source>
        <extracomment>a lesson on Japanese drums (和太鼓)</extracomment>
        <translation>Trommelkurs</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokio</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <translation>Kyoto</translation>
    </message>
    <message>
        <source>Monday</source>
        <extracomment>the days of the itinerary, Monday (0) to Saturday (5)</extracomment>
        <translation>Montag</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Dienstag</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Mittwoch</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Donnerstag</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Freitag</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Samstag</translation>
    </message>
    <message>
        <source>on Monday</source>
        <extracomment>a day as the time of an action, inserted where a sentence&apos;s comment says “the day with its preposition”; the whole phrase, in the form the language needs there</extracomment>
        <translation>am Montag</translation>
    </message>
    <message>
        <source>on Tuesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>am Dienstag</translation>
    </message>
    <message>
        <source>on Wednesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>am Mittwoch</translation>
    </message>
    <message>
        <source>on Thursday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>am Donnerstag</translation>
    </message>
    <message>
        <source>on Friday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>am Freitag</translation>
    </message>
    <message>
        <source>on Saturday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>am Samstag</translation>
    </message>
    <message>
        <source>Temples &amp; shrines</source>
        <extracomment>an experience (red icon and track)</extracomment>
        <translation>Tempel</translation>
    </message>
    <message>
        <source>Food &amp; drink</source>
        <extracomment>an experience (green icon and track)</extracomment>
        <translation>Essen &amp; Trinken</translation>
    </message>
    <message>
        <source>Nature &amp; gardens</source>
        <extracomment>an experience (pink icon and track)</extracomment>
        <translation>Natur &amp; Gärten</translation>
    </message>
    <message>
        <source>Shopping</source>
        <extracomment>an experience (yellow icon and track)</extracomment>
        <translation>Shopping</translation>
    </message>
    <message>
        <source>Unique experiences</source>
        <extracomment>an experience (turquoise icon and track)</extracomment>
        <translation>Besondere Erlebnisse</translation>
    </message>
    <message>
        <source>Green lightning</source>
        <extracomment>a mood icon: relaxing, moves the mood toward happiness</extracomment>
        <translation>Grüner Blitz</translation>
    </message>
    <message>
        <source>Green yen</source>
        <extracomment>a mood icon: cheap, moves the mood toward happiness</extracomment>
        <translation>Grünes Yen-Symbol</translation>
    </message>
    <message>
        <source>Red lightning</source>
        <extracomment>a mood icon: strenuous, moves the mood toward stress</extracomment>
        <translation>Roter Blitz</translation>
    </message>
    <message>
        <source>Red yen</source>
        <extracomment>a mood icon: expensive, moves the mood toward stress</extracomment>
        <translation>Rotes Yen-Symbol</translation>
    </message>
    <message>
        <source>Wild token</source>
        <extracomment>a token: one step on any experience track</extracomment>
        <translation>Jokermarker</translation>
    </message>
    <message>
        <source>Happiness (green mood icons)</source>
        <extracomment>the sixth favourable-condition token: both green mood icons match it</extracomment>
        <translation>Freude (grüne Stimmungssymbole)</translation>
    </message>
    <message>
        <source>A highlight every day</source>
        <translation>Jeden Tag ein Höhepunkt</translation>
    </message>
    <message>
        <source>Perfect mood</source>
        <translation>Beste Stimmung</translation>
    </message>
    <message>
        <source>Seasoned traveller</source>
        <translation>Erfahrene Reisende</translation>
    </message>
    <message>
        <source>First class</source>
        <extracomment>the title of passport card 1 (our own short title)</extracomment>
        <translation>Erste Klasse</translation>
    </message>
    <message>
        <source>Well researched</source>
        <translation>Gut erkundet</translation>
    </message>
    <message>
        <source>A day to remember</source>
        <translation>Ein unvergesslicher Tag</translation>
    </message>
    <message>
        <source>Grand tour</source>
        <translation>Große Rundreise</translation>
    </message>
    <message>
        <source>Better than the agency</source>
        <translation>Besser als das Reisebüro</translation>
    </message>
    <message>
        <source>Better than the hard agency</source>
        <translation>Besser als das Reisebüro (Stufe „schwer“)</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Fotofinish</translation>
    </message>
    <message>
        <source>Score the highlight of the day on all six days, Monday to Saturday.</source>
        <translation>Werte an allen sechs Tagen, von Montag bis Samstag, den Tageshöhepunkt.</translation>
    </message>
    <message>
        <source>End the trip with happiness at the top of its track and no stress at all.</source>
        <translation>Beende die Reise mit der Freudeleiste ganz oben und ganz ohne Stress.</translation>
    </message>
    <message>
        <source>Score 15 points for experience, the best the table gives.</source>
        <translation>Erhalte 15 Punkte für Erfahrung, das Beste, was die Tabelle hergibt.</translation>
    </message>
    <message>
        <source>End with trains that cost you nothing: luxury tickets make up for every standard one.</source>
        <translation>Beende die Reise ohne Minuspunkte für Fahrkarten: Luxus-Fahrkarten gleichen jede Standard-Fahrkarte aus.</translation>
    </message>
    <message>
        <source>Score 15 points or more with research tokens.</source>
        <translation>Erhalte 15 oder mehr Punkte mit Erkundungsmarkern.</translation>
    </message>
    <message>
        <source>Score 20 points or more on a single day.</source>
        <translation>Erhalte an einem einzigen Tag 20 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Score 120 points or more.</source>
        <translation>Erhalte 120 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the travel agency.</source>
        <translation>Plane allein eine bessere Reise als das Reisebüro.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the hard travel agency.</source>
        <translation>Plane allein eine bessere Reise als das Reisebüro auf Stufe „schwer“.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Gewinne mit einem einzigen Punkt Vorsprung.</translation>
    </message>
    <message>
        <source>Bargain hunter</source>
        <translation>Schnäppchenjäger</translation>
    </message>
    <message>
        <source>Hard start</source>
        <translation>Harter Start</translation>
    </message>
    <message>
        <source>Free spirit</source>
        <translation>Freigeist</translation>
    </message>
    <message>
        <source>Well prepared</source>
        <translation>Gut vorbereitet</translation>
    </message>
    <message>
        <source>A taste of everything</source>
        <translation>Von allem etwas</translation>
    </message>
    <message>
        <source>Carefree spending</source>
        <translation>Sorglos shoppen</translation>
    </message>
    <message>
        <source>Highs and lows</source>
        <translation>Höhen und Tiefen</translation>
    </message>
    <message>
        <source>Joy of the unique</source>
        <translation>Freude am Besonderen</translation>
    </message>
    <message>
        <source>Lucky breaks</source>
        <translation>Glückstreffer</translation>
    </message>
    <message>
        <source>Strong feelings</source>
        <translation>Starke Gefühle</translation>
    </message>
    <message>
        <source>Double rewards</source>
        <translation>Doppelte Belohnung</translation>
    </message>
    <message>
        <source>Rich experience</source>
        <translation>Reiche Erfahrung</translation>
    </message>
    <message>
        <source>Varied days</source>
        <translation>Abwechslungsreiche Tage</translation>
    </message>
    <message>
        <source>Double wilds</source>
        <translation>Doppelte Joker</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Spezialist</translation>
    </message>
    <message>
        <source>Two cities in balance</source>
        <translation>Zwei Städte im Gleichgewicht</translation>
    </message>
    <message>
        <source>Museums and classes</source>
        <translation>Museen und Kurse</translation>
    </message>
    <message>
        <source>Start the game with 3 luxury train tickets.</source>
        <translation>Beginne das Spiel mit 3 Luxus-Fahrkarten.</translation>
    </message>
    <message>
        <source>Each green yen moves your mood 2 steps toward happiness and scores 1 VP.</source>
        <translation>Jedes grüne Yen-Symbol bewegt deinen Stimmungsmarker 2 Felder Richtung Freude und bringt 1 SP.</translation>
    </message>
    <message>
        <source>Start with 2 red lightning icons; the VP of your first 2 highlights are doubled.</source>
        <translation>Beginne mit 2 roten Blitzen; die SP deiner ersten 2 Tageshöhepunkte werden verdoppelt.</translation>
    </message>
    <message>
        <source>Start the game with 3 wild tokens.</source>
        <translation>Beginne das Spiel mit 3 Jokermarkern.</translation>
    </message>
    <message>
        <source>Start the game with 5 research tokens and 1 green yen icon.</source>
        <translation>Beginne das Spiel mit 5 Erkundungsmarkern und 1 grünen Yen-Symbol.</translation>
    </message>
    <message>
        <source>Start the game with 1 icon of each experience.</source>
        <translation>Beginne das Spiel mit je 1 Erfahrungssymbol jeder Art.</translation>
    </message>
    <message>
        <source>Red yen icons do not move your mood, and each scores 1 VP.</source>
        <translation>Rote Yen-Symbole bewegen deinen Stimmungsmarker nicht und bringen je 1 SP.</translation>
    </message>
    <message>
        <source>1 VP per green lightning and 2 VP per red lightning.</source>
        <translation>1 SP je grünem Blitz und 2 SP je rotem Blitz.</translation>
    </message>
    <message>
        <source>Each unique experience icon also moves your mood 1 step toward happiness and scores 1 VP.</source>
        <translation>Jedes Symbol „Besondere Erlebnisse“ bewegt zusätzlich deinen Stimmungsmarker 1 Feld Richtung Freude und bringt 1 SP.</translation>
    </message>
    <message>
        <source>Twice on the trip, score a highlight without meeting its condition.</source>
        <translation>Zweimal in der Wertungsphase darfst du einen Tageshöhepunkt werten, ohne seine Bedingung zu erfüllen.</translation>
    </message>
    <message>
        <source>The VP of your happiness and stress tracks are doubled.</source>
        <translation>Die SP deiner Freudeleiste und deiner Stressleiste werden verdoppelt.</translation>
    </message>
    <message>
        <source>Your highlights give twice the icons and wild tokens they show.</source>
        <translation>Deine Tageshöhepunkte geben doppelt so viele Symbole und Jokermarker wie abgebildet.</translation>
    </message>
    <message>
        <source>Each experience track scores 4 VP from 4, 13 VP from 7 and 22 VP from 10.</source>
        <translation>Jede Erfahrungsleiste bringt ab 4 Feldern 4 SP, ab 7 Feldern 13 SP und ab 10 Feldern 22 SP.</translation>
    </message>
    <message>
        <source>6 VP for each day with at least 4 different experiences.</source>
        <translation>6 SP für jeden Tag mit mindestens 4 verschiedenen Erfahrungssymbolen.</translation>
    </message>
    <message>
        <source>Each wild token moves two different experience markers one step.</source>
        <translation>Jeder Jokermarker bewegt zwei verschiedene Erfahrungsmarker um je 1 Feld.</translation>
    </message>
    <message>
        <source>1 VP per icon of your strongest experience, and 6 VP for each experience with 0 to 3.</source>
        <translation>1 SP je Symbol deiner stärksten Erfahrung und 6 SP für jede Erfahrung mit 0 bis 3 Symbolen.</translation>
    </message>
    <message>
        <source>14 VP if your itinerary holds as many Tokyo cards as Kyoto cards (face-up yellow cards do not count).</source>
        <translation>14 SP, wenn dein Reiseplan gleich viele Tokio- wie Kyoto-Karten enthält (offene gelbe Karten zählen nicht).</translation>
    </message>
    <message>
        <source>4 VP for each museum and class you visit: the anime, manga, railway and both national museums, the cooking, drumming and ikebana classes.</source>
        <translation>4 SP für jedes Museum und jeden Kurs auf deiner Reise: Anime-, Manga-, Eisenbahn- und beide Nationalmuseen, Koch-, Trommel- und Ikebana-Kurs.</translation>
    </message>
    <message>
        <source>Mood one step toward happiness</source>
        <extracomment>a day bonus reward (1 matching icon or more)</extracomment>
        <translation>Stimmung 1 Feld Richtung Freude</translation>
    </message>
    <message>
        <source>2 research tokens</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>2 Erkundungsmarker</translation>
    </message>
    <message>
        <source>1 wild token</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>1 Jokermarker</translation>
    </message>
    <message>
        <source>1 luxury train ticket</source>
        <extracomment>a day bonus reward (3 matching icons or more)</extracomment>
        <translation>1 Luxus-Fahrkarte</translation>
    </message>
    <message>
        <source>Bonus walk: a 4th card face down</source>
        <extracomment>a day bonus reward (3 matching icons or more): a 4th card, face down, on that day</extracomment>
        <translation>Bonus-Spaziergang: eine 4. Karte verdeckt</translation>
    </message>
    <message>
        <source>Start train ticket</source>
        <extracomment>a train ticket: every traveller has one, 0 VP</extracomment>
        <translation>Start-Fahrkarte</translation>
    </message>
    <message>
        <source>Luxury train ticket</source>
        <extracomment>a train ticket won as a day bonus: +2 VP and a green lightning when used</extracomment>
        <translation>Luxus-Fahrkarte</translation>
    </message>
    <message>
        <source>Standard train ticket</source>
        <extracomment>a train ticket from the supply: −2 VP</extracomment>
        <translation>Standard-Fahrkarte</translation>
    </message>
    <message>
        <source>Start train ticket (0 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Start-Fahrkarte (0 SP)</translation>
    </message>
    <message>
        <source>Luxury train ticket (+2 VP, green lightning)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Luxus-Fahrkarte (+2 SP, grüner Blitz)</translation>
    </message>
    <message>
        <source>Standard train ticket (−2 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Standard-Fahrkarte (−2 SP)</translation>
    </message>
    <message>
        <source>Experience</source>
        <extracomment>a row of the score sheet: the five experience tracks</extracomment>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>Trains</source>
        <extracomment>a row of the score sheet: the train tickets used</extracomment>
        <translation>Fahrkarten</translation>
    </message>
    <message>
        <source>Research tokens</source>
        <extracomment>a row of the score sheet: 1 VP per unused research token</extracomment>
        <translation>Erkundungsmarker</translation>
    </message>
    <message>
        <source>Passport</source>
        <extracomment>a row of the score sheet: what the passport card scored</extracomment>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Passport expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Pass-Erweiterung</translation>
    </message>
    <message>
        <source>Travel agency</source>
        <extracomment>the solo opponent&apos;s difficulty
----------
the solo opponent, as a name on the score sheet</extracomment>
        <translation>Reisebüro</translation>
    </message>
    <message>
        <source>Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way to score on the trip.</source>
        <translation>Alle erhalten 2 Passkarten und behalten 1: einen Startvorteil oder eine neue Wertung in der Wertungsphase.</translation>
    </message>
    <message>
        <source>Solo: the travel agency builds its own itinerary from the cards you give it. Easy: its highlights need their conditions. Normal: every highlight scores. Hard: every highlight scores and it rides luxury trains.</source>
        <translation>Solo: Das Reisebüro baut aus den Karten, die du ihm gibst, einen eigenen Reiseplan. Leicht: Seine Tageshöhepunkte brauchen ihre Bedingung. Normal: Jeder Tageshöhepunkt zählt. Schwer: Jeder Tageshöhepunkt zählt, und es fährt mit Luxus-Fahrkarten.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>no change of city, no train</source>
        <extracomment>score detail under the hard travel agency&apos;s trains: it rides a luxury train at each change of city, and its cities never changed</extracomment>
        <translation>kein Stadtwechsel, keine Fahrkarte</translation>
    </message>
    <message>
        <source>takes no trains at this level</source>
        <extracomment>score detail under the travel agency&apos;s trains at the easy and normal levels</extracomment>
        <translation>auf dieser Stufe ohne Fahrkarten</translation>
    </message>
    <message>
        <source>gets no research tokens</source>
        <extracomment>score detail under the travel agency&apos;s research tokens (always 0)</extracomment>
        <translation>erhält keine Erkundungsmarker</translation>
    </message>
    <message>
        <source>travels without a passport</source>
        <extracomment>score detail under the travel agency&apos;s passport points (always 0)</extracomment>
        <translation>reist ohne Passkarte</translation>
    </message>
    <message>
        <source>This itinerary cannot be travelled: every day needs its cards.</source>
        <translation>Mit diesem Reiseplan kann die Reise nicht beginnen: Jeder Tag braucht seine Karten.</translation>
    </message>
    <message>
        <source>The travel agency can only be easy, normal or hard.</source>
        <translation>Das Reisebüro kann nur leicht, normal oder schwer sein.</translation>
    </message>
    <message>
        <source>The trip is over: nothing is left to decide.</source>
        <translation>Die Reise ist zu Ende: Es gibt nichts mehr zu entscheiden.</translation>
    </message>
    <message>
        <source>That is not one of the choices of this trip decision.</source>
        <translation>Das ist keine der Möglichkeiten dieser Entscheidung.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be drawn or passed on yet.</source>
        <extracomment>the round cannot go on yet: some traveller still has a card to place or a choice</extracomment>
        <translation>Noch wartet nichts darauf, gezogen oder weitergegeben zu werden.</translation>
    </message>
    <message>
        <source>The cards of Let&apos;s Go! To Japan could not be loaded; reinstall Tabibito.</source>
        <translation>Die Karten von „Auf nach Japan“ konnten nicht geladen werden; installiere Tabibito neu.</translation>
    </message>
    <message>
        <source>Keep one of your two passport cards.</source>
        <translation>Behalte eine deiner beiden Passkarten.</translation>
    </message>
    <message>
        <source>Last round: choose the deck to draw your card from.</source>
        <translation>Letzte Runde: Wähle den Stapel, von dem du deine Karte ziehst.</translation>
    </message>
    <message>
        <source>Choose the next card for the travel agency&apos;s itinerary.</source>
        <translation>Wähle die nächste Karte für den Reiseplan des Reisebüros.</translation>
    </message>
    <message>
        <source>The highlight of %2, %1, misses its condition: score it anyway with your passport?</source>
        <extracomment>the question of a trip decision: %1 the highlight&apos;s card, %2 its day</extracomment>
        <translation>Der Tageshöhepunkt am %2, „%1“, erfüllt seine Bedingung nicht: Trotzdem mit deinem Pass werten?</translation>
    </message>
    <message>
        <source>Walk (Tokyo deck)</source>
        <extracomment>a face-down walk card of the Tokyo deck (its front unseen until the trip)</extracomment>
        <translation>Spaziergang (Tokio-Stapel)</translation>
    </message>
    <message>
        <source>Walk (Kyoto deck)</source>
        <translation>Spaziergang (Kyoto-Stapel)</translation>
    </message>
    <message>
        <source>Walk</source>
        <extracomment>a face-down walk card</extracomment>
        <translation>Spaziergang</translation>
    </message>
    <message>
        <source>Face-down card (Tokyo deck)</source>
        <extracomment>a card seen from its back: the deck is all that shows</extracomment>
        <translation>Verdeckte Karte (Tokio-Stapel)</translation>
    </message>
    <message>
        <source>Face-down card (Kyoto deck)</source>
        <translation>Verdeckte Karte (Kyoto-Stapel)</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>a number of victory points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n × %1</source>
        <extracomment>a part of a highlight condition: %1 an icon (&quot;Food &amp; drink&quot;), %n how many</extracomment>
        <translation>
            <numerusform>mindestens %n × %1</numerusform>
            <numerusform>mindestens %n × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walked at least %n time(s)</source>
        <extracomment>a part of a highlight condition</extracomment>
        <translation>
            <numerusform>mindestens %n Spaziergang</numerusform>
            <numerusform>mindestens %n Spaziergänge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n train ride(s)</source>
        <extracomment>a part of a highlight condition: trains ridden so far</extracomment>
        <translation>
            <numerusform>mindestens %n Zugfahrt</numerusform>
            <numerusform>mindestens %n Zugfahrten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per %1</source>
        <extracomment>a highlight reward: %n VP for each icon %1 collected so far</extracomment>
        <translation>
            <numerusform>%n SP je Symbol „%1“</numerusform>
            <numerusform>%n SP je Symbol „%1“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per set of %1</source>
        <extracomment>a highlight reward: %n VP for each complete set of the icons %1 (&quot;Temples + Food&quot;)</extracomment>
        <translation>
            <numerusform>%n SP je Set aus %1</numerusform>
            <numerusform>%n SP je Set aus %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per train ride</source>
        <extracomment>a highlight reward</extracomment>
        <translation>
            <numerusform>%n SP je Zugfahrt</numerusform>
            <numerusform>%n SP je Zugfahrt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per day spent entirely in %1</source>
        <extracomment>a highlight reward: %1 a city; a day counts when all its cards are in that city</extracomment>
        <translation>
            <numerusform>%n SP je Tag ganz in %1</numerusform>
            <numerusform>%n SP je Tag ganz in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Tokyo card(s) and %n Kyoto card(s).</source>
        <extracomment>where a round&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Ziehe %n Tokio-Karte und %n Kyoto-Karte.</numerusform>
            <numerusform>Ziehe %n Tokio-Karten und %n Kyoto-Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the deck of your choice.</source>
        <extracomment>where round 13&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Ziehe %n Karte von einem Stapel deiner Wahl.</numerusform>
            <numerusform>Ziehe %n Karten von einem Stapel deiner Wahl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s).</source>
        <extracomment>how many cards a round places</extracomment>
        <translation>
            <numerusform>Lege %n Karte aus.</numerusform>
            <numerusform>Lege %n Karten aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: discard %n card(s) from your hand.</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Erkundung: Wirf %n Karte aus deiner Hand ab.</numerusform>
            <numerusform>Erkundung: Wirf %n Karten aus deiner Hand ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: choose the deck of your next card (%n to draw).</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Erkundung: Wähle den Stapel deiner nächsten Karte (noch %n zu ziehen).</numerusform>
            <numerusform>Erkundung: Wähle den Stapel deiner nächsten Karte (noch %n zu ziehen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day bonus for %1: %n matching icon(s). Choose your reward.</source>
        <extracomment>prompt: %1 a day; %n the icons that match its favourable condition</extracomment>
        <translation>
            <numerusform>Tagesbonus für %1: %n passendes Symbol. Wähle deine Belohnung.</numerusform>
            <numerusform>Tagesbonus für %1: %n passende Symbole. Wähle deine Belohnung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: place a card, or discard one for a walk (%n to place).</source>
        <extracomment>prompt: %1 the round; %n the cards still to place this round</extracomment>
        <translation>
            <numerusform>Runde %1: Lege eine Karte aus oder wirf eine für einen Spaziergang ab (noch %n auszulegen).</numerusform>
            <numerusform>Runde %1: Lege eine Karte aus oder wirf eine für einen Spaziergang ab (noch %n auszulegen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 a card&apos;s site; %n its VP</extracomment>
        <translation>
            <numerusform>%1: %2, %n SP.</numerusform>
            <numerusform>%1: %2, %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a walk, scored from its back, %n VP.</source>
        <extracomment>log of the trip: %1 a day; a walk scored from its back</extracomment>
        <translation>
            <numerusform>%1: ein Spaziergang, mit der Rückseite gewertet, %n SP.</numerusform>
            <numerusform>%1: ein Spaziergang, mit der Rückseite gewertet, %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the highlight&apos;s card</extracomment>
        <translation>
            <numerusform>Tageshöhepunkt am %1 (%2): %n SP.</numerusform>
            <numerusform>Tageshöhepunkt am %1 (%2): %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2), scored without its condition: %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the card; scored without its condition (passport)</extracomment>
        <translation>
            <numerusform>Tageshöhepunkt am %1 (%2), ohne Bedingung gewertet: %n SP.</numerusform>
            <numerusform>Tageshöhepunkt am %1 (%2), ohne Bedingung gewertet: %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP and %3.</source>
        <extracomment>log of the trip: %1 a day, %2 the card, %3 the icons gained</extracomment>
        <translation>
            <numerusform>Tageshöhepunkt am %1 (%2): %n SP und %3.</numerusform>
            <numerusform>Tageshöhepunkt am %1 (%2): %n SP und %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trip is over: %n VP in all.</source>
        <extracomment>log: the end of one traveller&apos;s trip</extracomment>
        <translation>
            <numerusform>Die Reise ist zu Ende: insgesamt %n SP.</numerusform>
            <numerusform>Die Reise ist zu Ende: insgesamt %n SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <extracomment>one line of a result: %1 a player</extracomment>
        <translation>
            <numerusform>%1: %n SP</numerusform>
            <numerusform>%1: %n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n VP!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n SP!</numerusform>
            <numerusform>%1 gewinnt mit %n SP!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n VP: %1</source>
        <extracomment>the result of a tie (ties share the victory): %1 lists the winners</extracomment>
        <translation>
            <numerusform>Geteilter Sieg mit %n SP: %1</numerusform>
            <numerusform>Geteilter Sieg mit %n SP: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats the travel agency: %n VP to %2!</source>
        <extracomment>the result in solo: %1 the player, %2 the travel agency&apos;s VP; %n the player&apos;s</extracomment>
        <translation>
            <numerusform>%1 schlägt das Reisebüro: %n zu %2 SP!</numerusform>
            <numerusform>%1 schlägt das Reisebüro: %n zu %2 SP!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The travel agency wins: %n VP to %1.</source>
        <extracomment>the result in solo: %1 the player&apos;s VP; %n the travel agency&apos;s</extracomment>
        <translation>
            <numerusform>Das Reisebüro gewinnt: %n zu %1 SP.</numerusform>
            <numerusform>Das Reisebüro gewinnt: %n zu %1 SP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and the travel agency tie with %n VP: a shared victory!</source>
        <extracomment>the result in solo: %1 the player; both have %n VP</extracomment>
        <translation>
            <numerusform>%1 und das Reisebüro haben beide %n SP: ein geteilter Sieg!</numerusform>
            <numerusform>%1 und das Reisebüro haben beide %n SP: ein geteilter Sieg!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n research token(s)</source>
        <extracomment>score detail: unused research tokens</extracomment>
        <translation>
            <numerusform>%n Erkundungsmarker</numerusform>
            <numerusform>%n Erkundungsmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standard</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n Standard</numerusform>
            <numerusform>%n Standard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n luxury</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n Luxus</numerusform>
            <numerusform>%n Luxus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend wild tokens %1? You have %n.</source>
        <extracomment>the question of the wild tokens on the trip: %1 where (&quot;before the Monday highlight&quot;)</extracomment>
        <translation>
            <numerusform>Jokermarker %1 einsetzen? Du hast %n.</numerusform>
            <numerusform>Jokermarker %1 einsetzen? Du hast %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score it without its condition (%n left)</source>
        <extracomment>a button of the free highlight decision: %n free highlights left</extracomment>
        <translation>
            <numerusform>Ohne Bedingung werten (noch %n)</numerusform>
            <numerusform>Ohne Bedingung werten (noch %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research (1 token): draw %n, discard %n</source>
        <extracomment>the panel&apos;s heading over the two deck buttons while the seat holds a research token: one token draws %n cards (each from the deck clicked) and then discards %n</extracomment>
        <translation>
            <numerusform>Erkundung (1 Marker): %n Karte ziehen, %n abwerfen</numerusform>
            <numerusform>Erkundung (1 Marker): %n Karten ziehen, %n abwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>no %1 at all</source>
        <extracomment>a part of a highlight condition: %1 an icon</extracomment>
        <translation>kein einziges Symbol „%1“</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>an icon gained, counted: %1 how many, %2 the icon (&quot;2 × Food &amp; drink&quot;)</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Yellow card: Tokyo or Kyoto, chosen on the trip</source>
        <extracomment>a yellow card&apos;s city on its hover text</extracomment>
        <translation>Gelbe Karte: Tokio oder Kyoto, gewählt in der Wertungsphase</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hover text of a card without icons</extracomment>
        <translation>keine Symbole</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>hover text of a card, first line: %1 the site, %2 its city</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Icons: %1. Worth %2.</source>
        <extracomment>hover text of a card: %1 its icons, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Symbole: %1. Wert: %2.</translation>
    </message>
    <message>
        <source>Highlight (as the day&apos;s last card): if %1, then %2.</source>
        <extracomment>hover text of a card: %1 the condition, %2 the reward</extracomment>
        <translation>Tageshöhepunkt (als letzte Karte des Tages): wenn %1, dann %2.</translation>
    </message>
    <message>
        <source>Walk, scored from its back: %1 and %2; as the day&apos;s last card its highlight always gives %3.</source>
        <extracomment>hover text of a walk&apos;s back: %1 its VP, %2 its icon, %3 its highlight&apos;s VP</extracomment>
        <translation>Spaziergang, mit der Rückseite gewertet: %1 und %2; als letzte Karte des Tages bringt sein Tageshöhepunkt immer %3.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in round %1.</source>
        <extracomment>where a round&apos;s hand comes from: %1 a round&apos;s number</extracomment>
        <translation>Nimm die Karten auf, die dir in Runde %1 weitergegeben wurden.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in rounds %1–%2.</source>
        <extracomment>where a round&apos;s hand comes from: the rounds %1 to %2 (&quot;rounds 1–4&quot;)</extracomment>
        <translation>Nimm die Karten auf, die dir in den Runden %1–%2 weitergegeben wurden.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row: %1 the first, %2 the next (Japanese: no space between)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The rest goes to the travel agency.</source>
        <translation>Der Rest geht an das Reisebüro.</translation>
    </message>
    <message>
        <source>Last round: the rest is not passed on.</source>
        <translation>Letzte Runde: Der Rest wird nicht weitergegeben.</translation>
    </message>
    <message>
        <source>Pass the rest to the left.</source>
        <translation>Gib den Rest nach links weiter.</translation>
    </message>
    <message>
        <source>Pass the rest to the right.</source>
        <translation>Gib den Rest nach rechts weiter.</translation>
    </message>
    <message>
        <source>%1 %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision: %1 a yellow card&apos;s site, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>„%1“ %2 ist eine gelbe Karte: Zählt sie für Tokio oder für Kyoto?</translation>
    </message>
    <message>
        <source>The city changes at %1 %2: which train ticket do you use?</source>
        <extracomment>the question of a trip decision: %1 the card the train arrives at, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Bei „%1“ wechselt %2 die Stadt: Welche Fahrkarte nimmst du?</translation>
    </message>
    <message>
        <source>Your walk %2 turns out to be %1: score its front or its back?</source>
        <extracomment>the question of a trip decision: %1 the walk&apos;s card (now seen), %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Dein Spaziergang %2 ist „%1“: Wertest du die Vorder- oder die Rückseite?</translation>
    </message>
    <message>
        <source>The travel agency wins a wild token %2 (%1): its highest experience tracks are tied. Which one moves?</source>
        <extracomment>the question of a trip decision in solo: %1 the highlight&apos;s card, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Das Reisebüro erhält %2 (%1) einen Jokermarker: Seine höchsten Erfahrungsleisten sind gleichauf. Welche rückt vor?</translation>
    </message>
    <message>
        <source>The travel agency&apos;s card “%1” %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Die Karte „%1“ des Reisebüros %2 ist gelb: Zählt sie für Tokio oder für Kyoto?</translation>
    </message>
    <message>
        <source>Decide for your trip.</source>
        <translation>Triff deine Entscheidung für die Reise.</translation>
    </message>
    <message>
        <source>before the experience scoring</source>
        <extracomment>where wild tokens are spent: the last chance, before the experience tracks score</extracomment>
        <translation>vor der Wertung der Erfahrungsleisten</translation>
    </message>
    <message>
        <source>before the highlight of %1</source>
        <extracomment>where wild tokens are spent: %1 a day</extracomment>
        <translation>vor dem Tageshöhepunkt am %1</translation>
    </message>
    <message>
        <source>Keep the rest</source>
        <extracomment>a button of the wild token decision: spend no more now</extracomment>
        <translation>Rest behalten</translation>
    </message>
    <message>
        <source>Front: %1</source>
        <extracomment>a button of the walk decision: %1 the card&apos;s site</extracomment>
        <translation>Vorderseite: %1</translation>
    </message>
    <message>
        <source>Back: %1 and %2</source>
        <extracomment>a button of the walk decision: %1 its VP, %2 its icon</extracomment>
        <translation>Rückseite: %1 und %2</translation>
    </message>
    <message>
        <source>Keep it for a later highlight</source>
        <extracomment>a button of the free highlight decision</extracomment>
        <translation>Für einen späteren Tageshöhepunkt aufheben</translation>
    </message>
    <message>
        <source>Choose the slot of your walk (%1 deck): a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the deck (&quot;Tokyo&quot;) of the face-down card</extracomment>
        <translation>Wähle den Platz deines Spaziergangs (%1-Stapel): einen Tag und dort über, unter oder zwischen seinen Karten.</translation>
    </message>
    <message>
        <source>Choose where %1 goes: a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the card chosen</extracomment>
        <translation>Wähle den Platz für „%1“: einen Tag und dort über, unter oder zwischen seinen Karten.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Triff deine Entscheidung.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2.</source>
        <extracomment>log: %1 a player, %2 the cards of the hand</extracomment>
        <translation>Hand von %1: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a passport.</source>
        <extracomment>log: %1 a player; which passport stays hidden until everyone has chosen</extracomment>
        <translation>%1 hat eine Passkarte gewählt.</translation>
    </message>
    <message>
        <source>%1 keeps the passport %2.</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title</extracomment>
        <translation>%1 behält die Passkarte „%2“.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 wirft „%2“ ab.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 zieht „%2“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The favourable conditions of the week: %1.</source>
        <extracomment>log at the start: %1 lists each day with its favourable condition</extracomment>
        <translation>Die guten Bedingungen der Woche: %1.</translation>
    </message>
    <message>
        <source>Round %1 begins. %2</source>
        <extracomment>log: %1 the round, %2 where its hand comes from</extracomment>
        <translation>Runde %1 beginnt. %2</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <extracomment>log: %1 the round</extracomment>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>%1 travels with the passport %2: %3</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title, %3 its effect</extracomment>
        <translation>%1 reist mit der Passkarte „%2“: %3</translation>
    </message>
    <message>
        <source>%1 spends a research token: 3 cards to draw, then 3 to discard.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 setzt einen Erkundungsmarker ein: 3 Karten ziehen, dann 3 abwerfen.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the travel agency.</source>
        <extracomment>log in solo: %1 the player, %2 the card</extracomment>
        <translation>%1 gibt „%2“ an das Reisebüro.</translation>
    </message>
    <message>
        <source>Off to Japan! The trip begins, day by day.</source>
        <translation>Auf nach Japan! Die Wertungsphase beginnt, Tag für Tag.</translation>
    </message>
    <message>
        <source>%1 places a card %2.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”); the card stays hidden until the next round</extracomment>
        <translation>%1 legt %2 eine Karte aus.</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <extracomment>log: %1 a player, %2 the card&apos;s title, %3 the day with its preposition (“on Monday”)</extracomment>
        <translation>%1 legt %3 die Karte „%2“ aus.</translation>
    </message>
    <message>
        <source>%1 takes a walk %2 (a face-down card of the %3 deck) and gains a research token.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck (&quot;Tokyo&quot;)</extracomment>
        <translation>%1 macht %2 einen Spaziergang (eine verdeckte Karte vom %3-Stapel) und erhält einen Erkundungsmarker.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: a bonus walk %2 from the %3 deck.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck of the face-down card (&quot;Tokyo&quot;)</extracomment>
        <translation>Tagesbonus von %1: ein Bonus-Spaziergang %2 vom %3-Stapel.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: %2.</source>
        <extracomment>log: %1 a player, %2 the reward (&quot;2 research tokens&quot;)</extracomment>
        <translation>Tagesbonus von %1: %2.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log of the trip: %1 the traveller (a player or the travel agency), %2 what happened</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 counts for %2.</source>
        <extracomment>log of the trip: %1 a yellow card, %2 the city it counts for</extracomment>
        <translation>„%1“ zählt für %2.</translation>
    </message>
    <message>
        <source>%1 to %2.</source>
        <extracomment>log of the trip: %1 the ticket (&quot;Luxury train ticket&quot;), %2 the card reached</extracomment>
        <translation>%1: weiter zu „%2“.</translation>
    </message>
    <message>
        <source>The walk turns out to be %1: scored from its front.</source>
        <extracomment>log of the trip: %1 the walk&apos;s card, scored from its front</extracomment>
        <translation>Der Spaziergang entpuppt sich als „%1“: mit der Vorderseite gewertet.</translation>
    </message>
    <message>
        <source>The walk (%1) is scored from its back.</source>
        <translation>Der Spaziergang (%1) wird mit der Rückseite gewertet.</translation>
    </message>
    <message>
        <source>Happiness rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Die Freude steigt auf Stufe %1.</translation>
    </message>
    <message>
        <source>Stress rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Der Stress steigt auf Stufe %1.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step.</source>
        <extracomment>log of the trip: %1 the experience(s) moved</extracomment>
        <translation>Ein Jokermarker rückt %1 um 1 Feld vor.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step, before the highlight of %2.</source>
        <extracomment>log of the trip: %1 the experience(s) moved, %2 a day</extracomment>
        <translation>Ein Jokermarker rückt %1 vor dem Tageshöhepunkt am %2 um 1 Feld vor.</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <extracomment>log of the trip: %1 what scored (a row of the score sheet, a passport, an experience), %2 its points, signed (stress loses points): &quot;Research tokens: 3 VP&quot;</extracomment>
        <translation>%1: %2 SP</translation>
    </message>
    <message>
        <source>Highlight of %1 (%2): its condition is not met.</source>
        <extracomment>log of the trip: %1 a day, %2 the card</extracomment>
        <translation>Tageshöhepunkt am %1 (%2): Die Bedingung ist nicht erfüllt.</translation>
    </message>
    <message>
        <source>highlight scored</source>
        <extracomment>score detail under a day&apos;s points: whether its highlight scored</extracomment>
        <translation>Tageshöhepunkt gewertet</translation>
    </message>
    <message>
        <source>highlight missed</source>
        <translation>Tageshöhepunkt verfehlt</translation>
    </message>
    <message>
        <source>happiness %1 · stress %2</source>
        <extracomment>score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)</extracomment>
        <translation>Freude %1 · Stress %2</translation>
    </message>
    <message>
        <source>Happiness</source>
        <translation>Freude</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Stress</translation>
    </message>
    <message>
        <source>highlight</source>
        <extracomment>final scores, a day&apos;s sum: the points of the day&apos;s highlight (&quot;… + highlight 10 = 20&quot;)</extracomment>
        <translation>Tageshöhepunkt</translation>
    </message>
    <message>
        <source>%1 (%2 on its track)</source>
        <extracomment>final scores, the experience sum: %1 an experience (Temples &amp; shrines), %2 the step its marker reached on its track, before that track&apos;s points (&quot;… (7 on its track) 8 + …&quot;)</extracomment>
        <translation>%1 (Feld %2 der Leiste)</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Wertungsblock</translation>
    </message>
    <message>
        <source>Agency</source>
        <extracomment>the score pad&apos;s column of the solo travel agency (narrow)</extracomment>
        <translation>Reisebüro</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip</source>
        <extracomment>the trip area&apos;s title while the solo player decides the agency&apos;s trip</extracomment>
        <translation>Die Reise des Reisebüros</translation>
    </message>
    <message>
        <source>Start train unused</source>
        <translation>Start-Fahrkarte noch frei</translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>the score pad&apos;s last row once the trip is over</extracomment>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Front</source>
        <extracomment>under the card&apos;s front, beside its back, in the walk decision of the trip</extracomment>
        <translation>Vorderseite</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>under the walk&apos;s back, beside the card&apos;s front, in the walk decision of the trip</extracomment>
        <translation>Rückseite</translation>
    </message>
    <message>
        <source>Day travelled: %1</source>
        <extracomment>the banner when the trip has travelled a day (its cards and its highlight scored); %1 the day&apos;s victory points (&quot;12 VP&quot;)</extracomment>
        <translation>Tag gewertet: %1</translation>
    </message>
    <message numerus="yes">
        <source>Day closed: %n matching icon(s)</source>
        <extracomment>the banner when a day of the itinerary takes its third card</extracomment>
        <translation>
            <numerusform>Der Tag ist voll: %n passendes Symbol</numerusform>
            <numerusform>Der Tag ist voll: %n passende Symbole</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a card.</source>
        <extracomment>replay of the draft: %1 a player, who chose a card of their hand (which, and whether to place it face up or as a walk, is their secret until the cards turn over)</extracomment>
        <translation>%1 wählt eine Karte.</translation>
    </message>
    <message>
        <source>%1 chooses %2 to place face up.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they chose to place face up</extracomment>
        <translation>%1 wählt „%2“, um sie offen auszulegen.</translation>
    </message>
    <message>
        <source>%1 chooses %2 for a walk: %3.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they place face down, %3 the walk it becomes (“Walk (Kyoto deck)”)</extracomment>
        <translation>%1 wählt „%2“ für einen Spaziergang: %3.</translation>
    </message>
    <message>
        <source>%1 researches in the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they research in</extracomment>
        <translation>%1 erkundet im %2-Stapel.</translation>
    </message>
    <message>
        <source>%1 draws from the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they draw from</extracomment>
        <translation>%1 zieht vom %2-Stapel.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <extracomment>replay of the draft: %1 a player, who discarded a card unseen by the others</extracomment>
        <translation>%1 wirft eine Karte ab.</translation>
    </message>
</context>
<context>
    <name>LetsGoHints</name>
    <message numerus="yes">
        <source>It completes %1 with %n matching icon(s): a day bonus of %2.</source>
        <extracomment>hint: %1 a day, %2 its day bonus (&quot;2 research tokens or 1 wild token&quot;); %n icons</extracomment>
        <translation>
            <numerusform>Damit ist der %1 voll: %n passendes Symbol, Tagesbonus %2.</numerusform>
            <numerusform>Damit ist der %1 voll: %n passende Symbole, Tagesbonus %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It matches the favourable condition %1 (%2) with %n icon(s): a step toward the day bonus.</source>
        <extracomment>hint: %1 the day with its preposition (&quot;on Monday&quot;), %2 its favourable condition; %n of the card&apos;s icons match it</extracomment>
        <translation>
            <numerusform>Die Karte passt %1 mit %n Symbol zur guten Bedingung (%2): ein Schritt zum Tagesbonus.</numerusform>
            <numerusform>Die Karte passt %1 mit %n Symbolen zur guten Bedingung (%2): ein Schritt zum Tagesbonus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more walk(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks</extracomment>
        <translation>
            <numerusform>%n weiteren Spaziergang</numerusform>
            <numerusform>%n weitere Spaziergänge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n train ride(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks (rides are only known on the trip)</extracomment>
        <translation>
            <numerusform>%n Zugfahrt</numerusform>
            <numerusform>%n Zugfahrten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend a research token: draw %n card(s), the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</source>
        <extracomment>hint: %1 the deck of the first card; %n the cards a research draws</extracomment>
        <translation>
            <numerusform>Setze einen Erkundungsmarker ein: Ziehe %n Karte, die erste vom &lt;b&gt;%1&lt;/b&gt;-Stapel, und wirf dann ebenso viele ab.</numerusform>
            <numerusform>Setze einen Erkundungsmarker ein: Ziehe %n Karten, die erste vom &lt;b&gt;%1&lt;/b&gt;-Stapel, und wirf dann ebenso viele ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n research token(s), each worth %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused research token scores (&quot;1 VP&quot;); %n tokens left</extracomment>
        <translation>
            <numerusform>Dir bleibt %n Erkundungsmarker, unbenutzt am Ende %1 wert.</numerusform>
            <numerusform>Dir bleiben %n Erkundungsmarker, unbenutzt am Ende je %1 wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token(s).</source>
        <extracomment>hint: %1 the card discarded, %2 the deck (&quot;Tokyo&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>Wirf &lt;b&gt;%1&lt;/b&gt; für einen Spaziergang vom &lt;b&gt;%2&lt;/b&gt;-Stapel ab: Eine verdeckte Karte kommt in deinen Reiseplan und du erhältst %n Erkundungsmarker.</numerusform>
            <numerusform>Wirf &lt;b&gt;%1&lt;/b&gt; für einen Spaziergang vom &lt;b&gt;%2&lt;/b&gt;-Stapel ab: Eine verdeckte Karte kommt in deinen Reiseplan und du erhältst %n Erkundungsmarker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</source>
        <extracomment>hint during a research: %1 the card, %2 its VP; %n cards still to discard after it</extracomment>
        <translation>
            <numerusform>Wirf &lt;b&gt;%1&lt;/b&gt; (%2) ab; danach ist noch %n Karte abzuwerfen.</numerusform>
            <numerusform>Wirf &lt;b&gt;%1&lt;/b&gt; (%2) ab; danach sind noch %n Karten abzuwerfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more research token(s): each one a research, or %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused token scores (&quot;1 VP&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>%n Erkundungsmarker mehr: eine Erkundung, oder unbenutzt am Ende %1.</numerusform>
            <numerusform>%n Erkundungsmarker mehr: je eine Erkundung, oder unbenutzt am Ende je %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n VP</source>
        <extracomment>victory points a trip choice adds at once</extracomment>
        <translation>
            <numerusform>+%n SP</numerusform>
            <numerusform>+%n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n VP</source>
        <extracomment>victory points a trip choice costs at once</extracomment>
        <translation>
            <numerusform>−%n SP</numerusform>
            <numerusform>−%n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a planned trip of about %n VP</source>
        <extracomment>hint in the draft: %n the final total of the trip the computer player plans with the move (its mean over a few fillings of the empty slots, less what the travel agency gains in solo)</extracomment>
        <translation>
            <numerusform>eine geplante Reise von etwa %n SP</numerusform>
            <numerusform>eine geplante Reise von etwa %n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card (the rest go to the travel agency): %1 the best other move; %n how much more the computer player&apos;s plan makes of this one, counting what the agency&apos;s trip gains from the cards it gets</extracomment>
        <translation>
            <numerusform>Um etwa %n SP besser als „%1“, die Karten mitgerechnet, die das Reisebüro von dir bekommt.</numerusform>
            <numerusform>Um etwa %n SP besser als „%1“, die Karten mitgerechnet, die das Reisebüro von dir bekommt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <extracomment>hint in the draft: the best other move&apos;s planned total (after &quot;a planned trip of about 112 VP, against&quot;)</extracomment>
        <translation>
            <numerusform>etwa %n SP</numerusform>
            <numerusform>etwa %n SP</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer player would make this move.</source>
        <translation>Der Computergegner würde diesen Zug machen.</translation>
    </message>
    <message>
        <source>“%1” would be just as good, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card: %1 the best other move, worth as much</extracomment>
        <translation>„%1“ wäre genauso gut, die Karten mitgerechnet, die das Reisebüro von dir bekommt.</translation>
    </message>
    <message>
        <source>%1, card %2 from the top</source>
        <extracomment>a slot of the itinerary named in a hint: %1 a day, %2 its place from the top (1-3)</extracomment>
        <translation>%1, %2. Karte von oben</translation>
    </message>
    <message>
        <source>Keep the passport &lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>hint: %1 a passport card&apos;s title, %2 its effect</extracomment>
        <translation>Behalte die Passkarte &lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Draw your last card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint in round 13: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>Ziehe deine letzte Karte vom &lt;b&gt;%1&lt;/b&gt;-Stapel: Die Rückseiten verraten nichts weiter, beide Stapel sind gleich gut.</translation>
    </message>
    <message>
        <source>Draw your next research card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint during a research: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>Ziehe die nächste Karte der Erkundung vom &lt;b&gt;%1&lt;/b&gt;-Stapel: Die Rückseiten verraten nichts weiter, beide Stapel sind gleich gut.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2), for instance %3.</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;), %3 a day where it gains (said next), with its preposition (&quot;on Thursday&quot;)</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; (%2) aus deiner Hand aus, zum Beispiel %3.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, as the day&apos;s first card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 an empty day with its preposition (&quot;on Monday&quot;)</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; %2 als erste Karte des Tages aus.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, between %3 and %4.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day with its preposition (&quot;on Monday&quot;), %3 and %4 the cards it goes between</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; %2 zwischen „%3“ und „%4“.</translation>
    </message>
    <message>
        <source>Count &lt;b&gt;%1&lt;/b&gt; %2 for &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>hint on the trip: %1 a yellow card, %2 its day with its preposition (&quot;on Monday&quot;), %3 the city chosen</extracomment>
        <translation>Lass &lt;b&gt;%1&lt;/b&gt; %2 für &lt;b&gt;%3&lt;/b&gt; zählen.</translation>
    </message>
    <message>
        <source>Use the &lt;b&gt;%1&lt;/b&gt; to reach %2 %3: %4 for this ride.</source>
        <extracomment>hint on the trip: %1 a train ticket, %2 the card reached, %3 its day with its preposition (&quot;on Monday&quot;), %4 the ride&apos;s VP</extracomment>
        <translation>Nimm die &lt;b&gt;%1&lt;/b&gt; bis „%2“ %3: %4 für diese Fahrt.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its front, &lt;b&gt;%2&lt;/b&gt;: %3 and %4.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the walk&apos;s card, %3 its VP, %4 its icons</extracomment>
        <translation>Werte deinen Spaziergang %1 mit der Vorderseite, &lt;b&gt;%2&lt;/b&gt;: %3 und %4.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its back: %2 and %3.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the back&apos;s VP, %3 its icon</extracomment>
        <translation>Werte deinen Spaziergang %1 mit der Rückseite: %2 und %3.</translation>
    </message>
    <message>
        <source>Keep your free highlight for a later day instead of %2 %1.</source>
        <extracomment>hint on the trip: %1 a day with its preposition (&quot;on Monday&quot;), %2 its highlight&apos;s card</extracomment>
        <translation>Heb dir die Wertung ohne Bedingung für einen späteren Tag auf, statt „%2“ %1.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; (%2) aus deiner Hand aus.</translation>
    </message>
    <message>
        <source>It is the only card left to give.</source>
        <extracomment>hint in solo: the card given is the last of the hand</extracomment>
        <translation>Es ist die einzige Karte, die du noch abgeben kannst.</translation>
    </message>
    <message>
        <source>There is no other choice here.</source>
        <extracomment>hint: the move has no alternative (a day bonus of a single reward)</extracomment>
        <translation>Hier gibt es keine andere Wahl.</translation>
    </message>
    <message>
        <source>rank %1 of %2 in the computer player&apos;s order of passports</source>
        <extracomment>hint, the passport kept: its place in the computer player&apos;s order of the passports (the effects that pay most often first): %1 its rank, %2 how many passports there are</extracomment>
        <translation>Platz %1 von %2 in der Rangfolge der Passkarten des Computergegners</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>hint: the other passport&apos;s place in the computer player&apos;s order (after &quot;rank 3 of 18 in the computer player&apos;s order of passports, against&quot;)</extracomment>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>a research, which the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts a research as (&quot;about 3 VP&quot;): it researches when no card of the hand is worth that much in its best slot</extracomment>
        <translation>eine Erkundung, die der Computergegner mit %1 ansetzt</translation>
    </message>
    <message>
        <source>%1 for that card in its best place</source>
        <extracomment>hint: the best card of the hand, worth %1 in its best slot (after &quot;a research, which the computer player counts as about 3 VP, against&quot;)</extracomment>
        <translation>%1 für diese Karte an ihrem besten Platz</translation>
    </message>
    <message>
        <source>the cards you keep are worth %1 in their best places</source>
        <extracomment>hint during a research: %1 what the cards kept are worth, each in its best slot</extracomment>
        <translation>behaltene Karten im Wert von %1 an ihren besten Plätzen</translation>
    </message>
    <message>
        <source>a reward the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts the day bonus&apos;s reward as (&quot;about 2.6 VP&quot;)</extracomment>
        <translation>eine Belohnung, die der Computergegner mit %1 ansetzt</translation>
    </message>
    <message>
        <source>about %1 VP</source>
        <extracomment>hint: a worth in VP, perhaps with a decimal or below zero (&quot;about 2.6 VP&quot;), as the computer player counts it</extracomment>
        <translation>etwa %1 SP</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;); the next sentence says where it goes</extracomment>
        <translation>Nimm &lt;b&gt;%1&lt;/b&gt; (%2) aus deiner Hand.</translation>
    </message>
    <message>
        <source>On the trip it scores its front or its back (%1 and %2), whichever serves you better.</source>
        <extracomment>hint: %1 the VP of a card&apos;s back, %2 its icon; a walk scores its better side</extracomment>
        <translation>Auf der Reise wertest du die Vorder- oder die Rückseite (%1 und %2), je nachdem, was dir mehr bringt.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the top of %2.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; am %2 ganz nach oben.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the bottom of %2, as its last card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day; the last card is the day&apos;s highlight</extracomment>
        <translation>Lege &lt;b&gt;%1&lt;/b&gt; am %2 ganz nach unten, als letzte Karte des Tages.</translation>
    </message>
    <message>
        <source>It closes %1 with no matching icon: no day bonus.</source>
        <extracomment>hint: %1 a day closed by its third card without a matching icon</extracomment>
        <translation>Damit ist der %1 voll, ohne passendes Symbol: kein Tagesbonus.</translation>
    </message>
    <message>
        <source>As the last card of %1 a walk is the day&apos;s highlight: its back always gives %2.</source>
        <extracomment>hint: %1 a day, %2 the VP a walk&apos;s back gives as a highlight</extracomment>
        <translation>Als letzte Karte am %1 ist ein Spaziergang der Tageshöhepunkt: Seine Rückseite bringt immer %2.</translation>
    </message>
    <message>
        <source>It has no icons: only its points count.</source>
        <translation>Sie hat keine Symbole: Nur ihre Siegpunkte zählen.</translation>
    </message>
    <message>
        <source>It brings %1 to your trip.</source>
        <extracomment>hint: %1 a card&apos;s icons</extracomment>
        <translation>Sie bringt deiner Reise %1.</translation>
    </message>
    <message>
        <source>As the last card of %1 it would be the day&apos;s highlight, but its condition can no longer be met (%2).</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s condition, already broken by a card up to the day</extracomment>
        <translation>Als letzte Karte am %1 wäre sie der Tageshöhepunkt, doch ihre Bedingung ist nicht mehr zu erfüllen (%2).</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight, and your cards up to %1 already meet its condition: %2.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward</extracomment>
        <translation>Als letzte Karte am %1 ist sie der Tageshöhepunkt, und deine Karten bis %1 erfüllen ihre Bedingung schon: %2.</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight: %2 once your cards up to %1 add %3.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward, %3 what the condition still lacks</extracomment>
        <translation>Als letzte Karte am %1 ist sie der Tageshöhepunkt: %2, sobald deine Karten bis %1 noch %3 dazubekommen.</translation>
    </message>
    <message>
        <source>On your open days it would complete no day bonus and meet no highlight.</source>
        <translation>An deinen offenen Tagen brächte sie weder einen Tagesbonus noch erfüllte sie einen Tageshöhepunkt.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; as the day bonus of %2.</source>
        <extracomment>hint: %1 the reward chosen (&quot;2 research tokens&quot;), %2 the day</extracomment>
        <translation>Nimm &lt;b&gt;%1&lt;/b&gt; als Tagesbonus für den %2.</translation>
    </message>
    <message>
        <source>Happiness rises to step %1 at once: %2 after Saturday.</source>
        <extracomment>hint: %1 the happiness step reached, %2 its VP after Saturday</extracomment>
        <translation>Die Freude steigt sofort auf Stufe %1: %2 nach Samstag.</translation>
    </message>
    <message>
        <source>Your mood marker starts the trip one step nearer happiness.</source>
        <translation>Dein Stimmungsmarker beginnt die Reise ein Feld näher an der Freude.</translation>
    </message>
    <message>
        <source>On the trip a wild token moves any experience marker one step: toward a highlight&apos;s condition or the next threshold.</source>
        <translation>Auf der Reise rückt ein Jokermarker einen beliebigen Erfahrungsmarker um ein Feld vor: zur Bedingung eines Tageshöhepunkts oder zur nächsten Schwelle.</translation>
    </message>
    <message>
        <source>At a change of city it scores %1 and a green lightning, where a standard ticket costs %2.</source>
        <extracomment>hint: %1 what a luxury train ticket scores, %2 what a standard one costs</extracomment>
        <translation>Bei einem Stadtwechsel bringt sie %1 und einen grünen Blitz, wo eine Standard-Fahrkarte %2 kostet.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes at the bottom of %2 as its new highlight, which gives at least %3.</source>
        <extracomment>hint: %1 a deck, %2 a day, %3 the VP a walk&apos;s back gives as the day&apos;s highlight</extracomment>
        <translation>Nimm den Bonus-Spaziergang: Eine verdeckte Karte vom &lt;b&gt;%1&lt;/b&gt;-Stapel kommt am %2 ganz nach unten, als neuer Tageshöhepunkt, der mindestens %3 bringt.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes into %2 as its 4th card.</source>
        <extracomment>hint: %1 a deck, %2 a day</extracomment>
        <translation>Nimm den Bonus-Spaziergang: Eine verdeckte Karte vom &lt;b&gt;%1&lt;/b&gt;-Stapel wird die 4. Karte am %2.</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it becomes its highlight of %2 (%3).</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the highlight&apos;s reward</extracomment>
        <translation>Gib &lt;b&gt;%1&lt;/b&gt; an das Reisebüro: Die Karte wird sein Tageshöhepunkt am %2 (%3).</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it goes into its %2, worth %3 to it, not as the day&apos;s highlight.</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the card&apos;s VP</extracomment>
        <translation>Gib &lt;b&gt;%1&lt;/b&gt; an das Reisebüro: Die Karte kommt bei ihm auf den %2, ist dort %3 wert und wird nicht Tageshöhepunkt.</translation>
    </message>
    <message>
        <source>A face-down card of the %1 deck comes back to you for round %2.</source>
        <extracomment>hint in solo: %1 the deck of the face-down card coming back, %2 the round</extracomment>
        <translation>Eine verdeckte Karte vom %1-Stapel kommt für Runde %2 zu dir zurück.</translation>
    </message>
    <message>
        <source>Score the highlight of %1, &lt;b&gt;%2&lt;/b&gt;, without its condition: %3 now.</source>
        <extracomment>hint on the trip: %1 a day, %2 its highlight&apos;s card, %3 the VP now</extracomment>
        <translation>Werte den Tageshöhepunkt am %1, &lt;b&gt;%2&lt;/b&gt;, ohne seine Bedingung: jetzt %3.</translation>
    </message>
    <message>
        <source>Move the travel agency&apos;s &lt;b&gt;%1&lt;/b&gt; track with its wild token.</source>
        <extracomment>hint on the trip in solo: %1 the experience track moved</extracomment>
        <translation>Rücke mit dem Jokermarker des Reisebüros seine Erfahrungsleiste &lt;b&gt;%1&lt;/b&gt; vor.</translation>
    </message>
    <message>
        <source>Keep the rest of your wild tokens, though a leftover wild token is worth nothing.</source>
        <translation>Behalte die restlichen Jokermarker, auch wenn ein übriger Jokermarker nichts wert ist.</translation>
    </message>
    <message>
        <source>Keep your wild tokens past the highlight of %1.</source>
        <extracomment>hint on the trip: %1 a day</extracomment>
        <translation>Behalte deine Jokermarker über den Tageshöhepunkt am %1 hinaus.</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the highlight of %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 a day</extracomment>
        <translation>Setze vor dem Tageshöhepunkt am %2 einen Jokermarker für &lt;b&gt;%1&lt;/b&gt; ein.</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>one experience track moved by a wild token: %1 the experience, %2 its place now, %3 after</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the experience scoring: %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 the tracks moved (&quot;Shopping 6 → 7&quot;)</extracomment>
        <translation>Setze vor der Wertung der Erfahrungsleisten einen Jokermarker für &lt;b&gt;%1&lt;/b&gt; ein: %2.</translation>
    </message>
    <message>
        <source>The best final total you can still reach: %1.</source>
        <translation>Das beste Endergebnis, das du noch erreichen kannst: %1.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 less than with “%3”.</source>
        <extracomment>hint, solo: %1 the lowest final total the agency can be held to, %2 the difference, %3 the best other choice</extracomment>
        <translation>Damit lässt sich das Reisebüro auf %1 halten, %2 weniger als mit „%3“.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 more than with “%3”.</source>
        <translation>Damit lässt sich das Reisebüro auf %1 halten, %2 mehr als mit „%3“.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, as with “%3”.</source>
        <extracomment>hint, solo: %1 the agency&apos;s lowest final total, %3 an equally good choice</extracomment>
        <translation>Damit lässt sich das Reisebüro auf %1 halten, wie mit „%3“.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 more than with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %2 the difference, %3 the best other choice</extracomment>
        <translation>Das beste Endergebnis, das du damit noch erreichen kannst: %1, %2 mehr als mit „%3“.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 less than with “%3”.</source>
        <translation>Das beste Endergebnis, das du damit noch erreichen kannst: %1, %2 weniger als mit „%3“.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, as with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %3 an equally good choice</extracomment>
        <translation>Das beste Endergebnis, das du damit noch erreichen kannst: %1, wie mit „%3“.</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hint: a card without icons</extracomment>
        <translation>keine Symbole</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>two alternatives of a day bonus: %1 or %2</extracomment>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>LetsGoTutorial</name>
    <message>
        <source>Welcome to Japan! You are planning a six-day trip, Monday to Saturday. Over 13 rounds you fill this itinerary with activity cards, three a day; then you travel, and your cards score.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Willkommen in Japan! Du planst eine Reise von sechs Tagen, Montag bis Samstag. In 13 Runden füllst du diesen Reiseplan mit Aktivitätskarten, drei pro Tag; dann reist du los, und deine Karten bringen Punkte.</translation>
    </message>
    <message>
        <source>The round board shows each round: where its hand comes from and which way the rest is passed. In round 1 you draw one Tokyo card (blue) and one Kyoto card (pink), and you place one of them.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Das Rundentableau zeigt für jede Runde, woher die Hand kommt und wohin der Rest weitergegeben wird. In Runde 1 ziehst du eine Tokio-Karte (blau) und eine Kyoto-Karte (rosa) und legst eine davon aus.</translation>
    </message>
    <message>
        <source>Your hand. A card shows its icons top left and its victory points top right. At the bottom is its &lt;b&gt;highlight of the day&lt;/b&gt;: a condition and a reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Deine Hand. Oben links zeigt eine Karte ihre Symbole, oben rechts ihre Siegpunkte. Unten steht ihr &lt;b&gt;Tageshöhepunkt&lt;/b&gt;: eine Bedingung und eine Belohnung.</translation>
    </message>
    <message>
        <source>Each day has a &lt;b&gt;favourable-condition token&lt;/b&gt;. Monday&apos;s is happiness: green mood icons, a green lightning or a green yen, match it.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jeder Tag hat eine &lt;b&gt;gute Bedingung&lt;/b&gt;. Am Montag ist es Freude: Dazu passen grüne Stimmungssymbole, also ein grüner Blitz oder ein grünes Yen-Symbol.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;. Its green lightning matches Monday&apos;s token.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Klicke auf den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt; und wähle &lt;b&gt;Auslegen&lt;/b&gt;. Sein grüner Blitz passt zur guten Bedingung des Montags.</translation>
    </message>
    <message>
        <source>Now click the lit place on &lt;b&gt;Monday&lt;/b&gt;. You may fill the days in any order; today we start with Monday.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Klicke jetzt auf den hervorgehobenen Platz am &lt;b&gt;Montag&lt;/b&gt;. Du darfst die Tage in beliebiger Reihenfolge füllen; heute fangen wir mit dem Montag an.</translation>
    </message>
    <message>
        <source>Put it on Monday for this lesson: we build Monday first.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Lege sie in dieser Lektion auf den Montag: Wir bauen zuerst den Montag.</translation>
    </message>
    <message>
        <source>Alone, you play against the &lt;b&gt;travel agency&lt;/b&gt;: it takes your neighbour&apos;s place. Every card you pass goes into its itinerary, Monday first, and on the trip it scores like a traveller.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the travel agency&apos;s itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Allein spielst du gegen das &lt;b&gt;Reisebüro&lt;/b&gt;: Es nimmt den Platz deines Nachbarn ein. Jede Karte, die du weitergibst, kommt in seinen Reiseplan, zuerst auf den Montag, und in der Wertungsphase punktet es wie ein Reisender.</translation>
    </message>
    <message>
        <source>For each card you pass, a face-down card of the same deck comes back to you. These cards wait here until round 5 picks them up.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the cards coming back.</extracomment>
        <translation>Für jede weitergegebene Karte bekommst du eine verdeckte Karte vom selben Stapel zurück. Diese Karten warten hier, bis Runde 5 sie aufnimmt.</translation>
    </message>
    <message>
        <source>Round 2, a new pair of cards. Click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runde 2, ein neues Kartenpaar. Klicke auf den &lt;b&gt;Ueno-Park&lt;/b&gt; und wähle &lt;b&gt;Auslegen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Only a day&apos;s last card shows in full: it is the day&apos;s &lt;b&gt;highlight&lt;/b&gt;. On the trip its condition is checked against everything collected up to that day; if it holds, you get the reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nur die letzte Karte eines Tages ist ganz zu sehen: Sie ist der &lt;b&gt;Tageshöhepunkt&lt;/b&gt;. In der Wertungsphase wird ihre Bedingung mit allem verglichen, was du bis zu diesem Tag gesammelt hast; ist sie erfüllt, bekommst du die Belohnung.</translation>
    </message>
    <message>
        <source>Take a Kyoto card in return this time.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nimm diesmal eine Kyoto-Karte dafür.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;: the round ends.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Drücke &lt;b&gt;Bestätigen&lt;/b&gt;: Die Runde endet.</translation>
    </message>
    <message>
        <source>Two matches give 2 research tokens or a wild token; one gives a mood step, three a luxury train ticket or a bonus walk. Take the &lt;b&gt;wild token&lt;/b&gt;: on the trip it moves an experience track.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Zwei passende Symbole bringen 2 Erkundungsmarker oder einen Jokermarker; eines bringt einen Stimmungsschritt, drei eine Luxus-Fahrkarte oder einen Bonus-Spaziergang. Nimm den &lt;b&gt;Jokermarker&lt;/b&gt;: In der Wertungsphase rückt er eine Erfahrungsleiste vor.</translation>
    </message>
    <message>
        <source>Take the wild token this time: you will spend it on the trip.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nimm diesmal den Jokermarker: Du setzt ihn in der Wertungsphase ein.</translation>
    </message>
    <message>
        <source>Your walk gave you a &lt;b&gt;research token&lt;/b&gt; too. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Dein Spaziergang hat dir außerdem einen &lt;b&gt;Erkundungsmarker&lt;/b&gt; gebracht. Drücke &lt;b&gt;Bestätigen&lt;/b&gt;, um die Runde zu beenden.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nicht diese: Klicke auf den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt; und wähle &lt;b&gt;Auslegen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The card you did not place, &lt;b&gt;Watch sumo&lt;/b&gt;, is passed on. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Die Karte &lt;b&gt;Sumo zuschauen&lt;/b&gt;, die du nicht ausgelegt hast, wird weitergegeben. Drücke &lt;b&gt;Bestätigen&lt;/b&gt;, um die Runde zu beenden.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nicht diese: Klicke auf den &lt;b&gt;Ueno-Park&lt;/b&gt; und wähle &lt;b&gt;Auslegen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A card may go above a day&apos;s cards, between two of them or below them. Put &lt;b&gt;Ueno Park&lt;/b&gt; below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Eine Karte darf über die Karten eines Tages, zwischen zwei davon oder unter sie. Lege den &lt;b&gt;Ueno-Park&lt;/b&gt; unter den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;Ueno Park&lt;/b&gt; on Monday, below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Lege den &lt;b&gt;Ueno-Park&lt;/b&gt; auf den Montag, unter den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A small shrine&lt;/b&gt; is a &lt;b&gt;yellow card&lt;/b&gt;: it can be in Tokyo or in Kyoto. When you pass one, you choose the deck of the card that comes back: click it and take a Kyoto card in return.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Ein kleiner Schrein&lt;/b&gt; ist eine &lt;b&gt;gelbe Karte&lt;/b&gt;: Sie kann in Tokio oder in Kyoto sein. Gibst du eine weiter, wählst du den Stapel der Karte, die zurückkommt: Klicke sie an und nimm dafür eine Kyoto-Karte.</translation>
    </message>
    <message>
        <source>Round 3. Instead of placing a card you may &lt;b&gt;walk&lt;/b&gt;: click &lt;b&gt;Drumming class&lt;/b&gt; and choose &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;. The card is discarded and the top card of the Kyoto deck comes instead.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runde 3. Statt eine Karte auszulegen, darfst du einen &lt;b&gt;Spaziergang&lt;/b&gt; machen: Klicke auf den &lt;b&gt;Trommelkurs&lt;/b&gt; und wähle &lt;b&gt;Spaziergang (Kyoto-Stapel)&lt;/b&gt;. Die Karte wird abgeworfen, und stattdessen kommt die oberste Karte des Kyoto-Stapels.</translation>
    </message>
    <message>
        <source>This time walk: click &lt;b&gt;Drumming class&lt;/b&gt;, then &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Diesmal ein Spaziergang: Klicke auf den &lt;b&gt;Trommelkurs&lt;/b&gt;, dann auf &lt;b&gt;Spaziergang (Kyoto-Stapel)&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put the walk between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;. It lies face down: nobody sees it before the trip, not even you.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Lege den Spaziergang zwischen den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt; und den &lt;b&gt;Ueno-Park&lt;/b&gt;. Er liegt verdeckt: Niemand sieht ihn vor der Wertungsphase, auch du nicht.</translation>
    </message>
    <message>
        <source>Put the walk on Monday, between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Lege den Spaziergang auf den Montag, zwischen den &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt; und den &lt;b&gt;Ueno-Park&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Monday has its third card: time for its &lt;b&gt;day bonus&lt;/b&gt;. Count the icons of Monday&apos;s cards that match its token: &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;&apos;s green lightning and the walk&apos;s (a card&apos;s back shows one) make two.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Der Montag hat seine dritte Karte: Zeit für seinen &lt;b&gt;Tagesbonus&lt;/b&gt;. Zähle die Symbole der Montagskarten, die zur guten Bedingung passen: Der grüne Blitz des &lt;b&gt;Ryōan-ji-Tempels&lt;/b&gt; und der des Spaziergangs (jede Kartenrückseite zeigt einen) machen zwei.</translation>
    </message>
    <message>
        <source>Round 4. &lt;b&gt;Ramen at the best place&lt;/b&gt; is yellow too: on the trip you decide whether you eat it in Tokyo or in Kyoto. Click it and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Runde 4. &lt;b&gt;Ramen im besten Laden&lt;/b&gt; ist auch gelb: In der Wertungsphase entscheidest du, ob du sie in Tokio oder in Kyoto isst. Klicke darauf und wähle &lt;b&gt;Auslegen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Keep your research token for the next round: click &lt;b&gt;Ramen at the best place&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Heb deinen Erkundungsmarker für die nächste Runde auf: Klicke auf die Karte &lt;b&gt;Ramen im besten Laden&lt;/b&gt; und wähle &lt;b&gt;Auslegen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Monday is &lt;b&gt;closed&lt;/b&gt;: it has its three cards. Put the card into any other day.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Der Montag ist &lt;b&gt;voll&lt;/b&gt;: Er hat seine drei Karten. Lege die Karte auf einen anderen Tag.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;. Next round your hand is the cards that came back from the agency.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Drücke &lt;b&gt;Bestätigen&lt;/b&gt;. In der nächsten Runde besteht deine Hand aus den Karten, die vom Reisebüro zurückgekommen sind.</translation>
    </message>
    <message>
        <source>Round 5: no drawing. You pick up the four cards that came back in rounds 1 to 4; you place two and pass two.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Runde 5: Es wird nicht gezogen. Du nimmst die vier Karten auf, die in den Runden 1 bis 4 zurückgekommen sind; zwei legst du aus, zwei gibst du weiter.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;research token&lt;/b&gt; lets you draw 3 cards, each from the deck you choose, and then discard any 3 cards of your hand. Research comes before you place your first card of the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Mit einem &lt;b&gt;Erkundungsmarker&lt;/b&gt; ziehst du 3 Karten, jede vom Stapel deiner Wahl, und wirfst dann 3 beliebige Handkarten ab. Die Erkundung kommt, bevor du die erste Karte der Runde auslegst.</translation>
    </message>
    <message>
        <source>Try it: choose a deck for each card here; each click draws its card.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the research decks.</extracomment>
        <translation>Probier es aus: Wähle hier für jede Karte einen Stapel; jeder Klick zieht die Karte.</translation>
    </message>
    <message>
        <source>First spend your research token: choose a deck here.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Setze zuerst deinen Erkundungsmarker ein: Wähle hier einen Stapel.</translation>
    </message>
    <message>
        <source>Now discard three cards: click each one. Discarded cards are gone; they are not passed.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Wirf jetzt drei Karten ab: Klicke sie nacheinander an. Abgeworfene Karten sind weg; sie werden nicht weitergegeben.</translation>
    </message>
    <message>
        <source>Place two cards, one after the other. Then click the other two to pass them to the travel agency, in the order you like.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Lege zwei Karten aus, eine nach der anderen. Klicke dann die anderen beiden an, um sie an das Reisebüro weiterzugeben, in der Reihenfolge, die du willst.</translation>
    </message>
    <message>
        <source>Round 6: two cards from each deck. Each day&apos;s header counts its matching icons: count before you place a day&apos;s third card.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Runde 6: zwei Karten von jedem Stapel. Der Kopf jedes Tages zählt seine passenden Symbole: Zähle nach, bevor du die dritte Karte eines Tages auslegst.</translation>
    </message>
    <message>
        <source>Round 7: you pick up the cards that came back in rounds 5 and 6.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Runde 7: Du nimmst die Karten auf, die in den Runden 5 und 6 zurückgekommen sind.</translation>
    </message>
    <message>
        <source>From round 8 on, cards are passed to the right instead of the left. With more travellers that changes who gets your cards; alone, they still go to the travel agency.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Ab Runde 8 werden die Karten nach rechts statt nach links weitergegeben. Mit mehr Reisenden ändert das, wer deine Karten bekommt; allein gehen sie weiter an das Reisebüro.</translation>
    </message>
    <message>
        <source>Round 8: four new cards. Place two as you like.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Runde 8: vier neue Karten. Lege zwei aus, wie du willst.</translation>
    </message>
    <message>
        <source>Round 9: the cards of rounds 7 and 8 come back.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Runde 9: Die Karten der Runden 7 und 8 kommen zurück.</translation>
    </message>
    <message>
        <source>From round 10 on you place one card a round.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Ab Runde 10 legst du eine Karte pro Runde aus.</translation>
    </message>
    <message>
        <source>Rounds 11 and 12: fill your days. Walks and research are still yours to use.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Runden 11 und 12: Fülle deine Tage. Spaziergänge und Erkundung stehen dir weiter offen.</translation>
    </message>
    <message>
        <source>The last round: draw a card from the deck you choose and place one of your two cards. The other one is the agency&apos;s last.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Die letzte Runde: Zieh eine Karte vom Stapel deiner Wahl und lege eine deiner beiden Karten aus. Die andere ist die letzte des Reisebüros.</translation>
    </message>
    <message>
        <source>The draft is over: now you travel. The app asks only for the real choices, here in the panel. Beside each choice the &lt;b&gt;planner&lt;/b&gt; shows the best final score you can still reach with it; ★ marks the best.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Die 13 Runden sind vorbei: Jetzt geht die Reise los. Die App fragt nur nach echten Entscheidungen, hier rechts. Neben jeder Wahl zeigt der &lt;b&gt;Reiseplaner&lt;/b&gt; die beste Endpunktzahl, die du damit noch erreichen kannst; ★ markiert die beste.</translation>
    </message>
    <message>
        <source>First the city of each yellow card: it holds for the whole trip. The right city can save a train ride.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Zuerst die Stadt jeder gelben Karte: Sie gilt für die ganze Reise. Die richtige Stadt kann eine Zugfahrt sparen.</translation>
    </message>
    <message>
        <source>Each change of city is a train ride. Choose a ticket: the start ticket once for 0 points, a luxury ticket for +2 points and a green lightning, a standard one for −2.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Jeder Stadtwechsel ist eine Zugfahrt. Wähle eine Fahrkarte: die Start-Fahrkarte einmal für 0 Punkte, eine Luxus-Fahrkarte für +2 Punkte und einen grünen Blitz, eine Standard-Fahrkarte für −2.</translation>
    </message>
    <message>
        <source>Now day by day, Monday first. Your walk is turned over: score its front (its icons and points) or its back (1 point and a green lightning).</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Jetzt Tag für Tag, zuerst der Montag. Dein Spaziergang wird aufgedeckt: Werte seine Vorderseite (ihre Symbole und Punkte) oder seine Rückseite (1 Punkt und ein grüner Blitz).</translation>
    </message>
    <message>
        <source>Before each day&apos;s highlight you may spend &lt;b&gt;wild tokens&lt;/b&gt;: each moves an experience track one step. Spend yours now, or keep it for a later day.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vor jedem Tageshöhepunkt darfst du &lt;b&gt;Jokermarker&lt;/b&gt; einsetzen: Jeder rückt eine Erfahrungsleiste um 1 Feld vor. Setze deinen jetzt ein oder heb ihn für einen späteren Tag auf.</translation>
    </message>
    <message>
        <source>Monday&apos;s highlight is checked: &lt;b&gt;Ueno Park&lt;/b&gt; asks for a green lightning, and &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; brought one. The tick says its reward scored.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks a day&apos;s highlight.</extracomment>
        <translation>Der Tageshöhepunkt des Montags wird geprüft: Der &lt;b&gt;Ueno-Park&lt;/b&gt; verlangt einen grünen Blitz, und der &lt;b&gt;Ryōan-ji-Tempel&lt;/b&gt; hat einen gebracht. Das Häkchen zeigt: Die Belohnung zählt.</translation>
    </message>
    <message>
        <source>Go on day by day, then make the travel agency&apos;s choices: its yellow cards&apos; cities, and ties. For the agency, the planner&apos;s ★ keeps its score lowest.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Reise Tag für Tag weiter und triff dann die Entscheidungen des Reisebüros: die Städte seiner gelben Karten und Gleichstände. Für das Reisebüro zeigt der ★ des Reiseplaners die Wahl, bei der es am wenigsten Punkte bekommt.</translation>
    </message>
    <message>
        <source>Your trip is over. Each day scores its cards&apos; points and its highlight; then come mood, experience, trains and research tokens.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Deine Reise ist zu Ende. Jeder Tag zählt die Punkte seiner Karten und seinen Tageshöhepunkt; dann kommen Stimmung, Erfahrung, Fahrkarten und Erkundungsmarker.</translation>
    </message>
    <message>
        <source>Mood: happiness steps give 5, 12 or 20 points, stress steps cost 3, 8 or 15. Experience: each track scores its highest threshold, from 4 points at 4 steps to 15 at 12.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Stimmung: Die Freudestufen bringen 5, 12 oder 20 Punkte, die Stressstufen kosten 3, 8 oder 15. Erfahrung: Jede Leiste zählt ihre höchste erreichte Schwelle, von 4 Punkten bei 4 Feldern bis 15 bei 12.</translation>
    </message>
    <message>
        <source>Alone, you win by beating the travel agency. That is the whole game: have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Allein gewinnst du, wenn du das Reisebüro schlägst. Das ist das ganze Spiel: Gute Reise!</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>Auf nach Japan</translation>
    </message>
    <message>
        <source>With the &lt;b&gt;Passport expansion&lt;/b&gt;, every traveller is dealt two &lt;b&gt;passport cards&lt;/b&gt; before round 1 and keeps one of them. Your passport stays yours for the whole game: a head start, or extra points at the end.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Mit der &lt;b&gt;Pass-Erweiterung&lt;/b&gt; erhält jeder Reisende vor Runde 1 zwei &lt;b&gt;Passkarten&lt;/b&gt; und behält eine davon. Dein Pass gilt die ganze Partie über: ein Vorsprung zu Beginn oder zusätzliche Punkte am Ende.</translation>
    </message>
    <message>
        <source>Here are your two passports, each with its effect. &lt;b&gt;Free spirit&lt;/b&gt; gives you 3 wild tokens right away. &lt;b&gt;Highs and lows&lt;/b&gt; pays off at the end: 1 VP for each green lightning you collect and 2 VP for each red one.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hier sind deine beiden Passkarten, jede mit ihrem Effekt. &lt;b&gt;Freigeist&lt;/b&gt; gibt dir sofort 3 Jokermarker. &lt;b&gt;Höhen und Tiefen&lt;/b&gt; zahlt sich am Ende aus: 1 SP für jeden grünen Blitz, den du sammelst, und 2 SP für jeden roten.</translation>
    </message>
    <message>
        <source>Keep the one you like better: click it. The other one is put away unseen.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel.</extracomment>
        <translation>Behalte die, die dir besser gefällt: Klicke sie an. Die andere kommt ungesehen aus dem Spiel.</translation>
    </message>
    <message>
        <source>Your passport is listed here with your tokens, for the whole game. A start effect is already done: with &lt;b&gt;Free spirit&lt;/b&gt;, the 3 wild tokens are counted above it.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Dein Pass steht hier bei deinen Markern, die ganze Partie über. Ein Starteffekt ist bereits ausgeführt: Mit &lt;b&gt;Freigeist&lt;/b&gt; sind die 3 Jokermarker darüber schon mitgezählt.</translation>
    </message>
    <message>
        <source>A passport that scores, like &lt;b&gt;Highs and lows&lt;/b&gt;, waits for the trip: the score pad has a &lt;b&gt;Passport&lt;/b&gt; row, filled in at the end with mood and experience. The travel agency travels without a passport.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein Pass, der punktet, wie &lt;b&gt;Höhen und Tiefen&lt;/b&gt;, wartet auf die Reise: Der Wertungsblock hat eine Zeile &lt;b&gt;Pass&lt;/b&gt;, die am Ende zusammen mit Stimmung und Erfahrung ausgefüllt wird. Das Reisebüro reist ohne Pass.</translation>
    </message>
    <message>
        <source>Now round 1 is played as in every game: place one card, pass the other and confirm.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Jetzt wird Runde 1 gespielt wie in jeder Partie: Lege eine Karte, gib die andere weiter und bestätige.</translation>
    </message>
    <message>
        <source>That is all the Passport expansion adds. Plan your days with your passport in mind, and have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Mehr bringt die Pass-Erweiterung nicht mit. Plane deine Tage mit Blick auf deinen Pass – und gute Reise!</translation>
    </message>
    <message>
        <source>the Passport expansion</source>
        <extracomment>the Passport lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>die Pass-Erweiterung</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Qt %1 and Qt for Python (PySide6) %2</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Qt version, %2 the PySide6 version</extracomment>
        <translation>Qt %1 und Qt for Python (PySide6) %2</translation>
    </message>
    <message>
        <source>The GNU GPL v3, which the LGPL v3 builds on</source>
        <extracomment>a part in the Licences dialog&apos;s list: the licence text the LGPL refers to</extracomment>
        <translation>Die GNU GPL v3, auf der die LGPL v3 aufbaut</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Python version</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>The Noto Sans font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Latin font the app brings</extracomment>
        <translation>Die Schrift Noto Sans</translation>
    </message>
    <message>
        <source>The Noto Sans CJK JP font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Japanese font the app brings</extracomment>
        <translation>Die Schrift Noto Sans CJK JP</translation>
    </message>
    <message>
        <source>This copy of Tabibito lacks the licence text (%1).</source>
        <extracomment>the Licences dialog when a licence file is missing from the installation: %1 its file name</extracomment>
        <translation>In dieser Tabibito-Installation fehlt der Lizenztext (%1).</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>the Licences dialog&apos;s window title</extracomment>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Tabibito is built with free software. Choose a part to read its licence.</source>
        <extracomment>the Licences dialog&apos;s introduction over the list of parts</extracomment>
        <translation>Tabibito ist aus freier Software gebaut. Wähle einen Bestandteil, um seine Lizenz zu lesen.</translation>
    </message>
</context>
<context>
    <name>LookBar</name>
    <message>
        <source>You are looking at %1&apos;s board.</source>
        <extracomment>under the list of scores while another player&apos;s board (itinerary, map sheet) is shown, read only: %1 that player</extracomment>
        <translation>Du siehst gerade den Spielbereich von %1.</translation>
    </message>
    <message>
        <source>Back to my board</source>
        <extracomment>the button beside it, back to the board of the player at the screen</extracomment>
        <translation>Zurück zum eigenen Bereich</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Players&apos; boards</source>
        <extracomment>View menu: the submenu that lists every player&apos;s board (itinerary, map sheet)</extracomment>
        <translation>&amp;Spielbereiche</translation>
    </message>
    <message>
        <source>My own board</source>
        <extracomment>View ▸ Players&apos; boards: the board of the player at the screen</extracomment>
        <translation>Mein Spielbereich</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <extracomment>View ▸ Players&apos; boards: another player&apos;s board; %1 that player</extracomment>
        <translation>Spielbereich von %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <extracomment>the headline of an error dialog when a new game cannot start; the reason follows under it</extracomment>
        <translation>Das Spiel konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <extracomment>the heading of the question before a new game replaces the game on screen</extracomment>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <extracomment>the question before another game replaces one that has no autosave (a tutorial or a replay)</extracomment>
        <translation>Das laufende Spiel endet hier. Wenn du es später fortsetzen willst, speichere es vorher.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <extracomment>a button of that question: save the game on screen first</extracomment>
        <translation>Vorher speichern…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>a button of that question: go on and start the new game</extracomment>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the title of the file dialog of File ▸ Open…</extracomment>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <extracomment>the headline of an error dialog when a saved game cannot be opened: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>„%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <extracomment>the title of the file dialog of File ▸ Save as…</extracomment>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <extracomment>the Save dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>Tabibito-Spielstände (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <extracomment>the headline of an error dialog when a game cannot be saved: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>„%1“ konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <extracomment>a short note over the board after saving: %1 the file&apos;s name</extracomment>
        <translation>Gespeichert als „%1“.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>a game to continue: %1 the game&apos;s title, %2 its players&apos; names as a list (&quot;Aiko and Ben&quot;)</extracomment>
        <translation>%1 mit %2</translation>
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
        <translation>Ein anderes Spiel öffnen?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <extracomment>a button of that question: go on and open the saved game</extracomment>
        <translation>Anderes Spiel öffnen</translation>
    </message>
    <message>
        <source>Tabibito saved games and autosaves (*.tabibito autosave-*.json);;All files (*)</source>
        <extracomment>the file dialog&apos;s filters, separated by ;; — keep each pattern in brackets as it is</extracomment>
        <translation>Tabibito-Spielstände und automatische Sicherungen (*.tabibito autosave-*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>File menu: a new game (opens the new-game dialog)</extracomment>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>File menu: open a saved game from a file</extracomment>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>File menu: save the game on screen</extracomment>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <extracomment>File menu: save the game on screen under another name</extracomment>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <extracomment>File menu and the top bar: back to the home screen (the game stays resumable)</extracomment>
        <translation>S&amp;tartseite</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <extracomment>File menu: the Settings dialog (language, animations, sound)</extracomment>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>File menu: close the app</extracomment>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: take the last move back</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: make a move taken back again</extracomment>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <extracomment>Edit menu and the top bar: what the hard computer player would do now</extracomment>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <extracomment>View menu: the window fills the screen</extracomment>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>View menu: leave the screen shown (a replay, the records) for the one before</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <extracomment>Help menu: the About dialog</extracomment>
        <translation>Ü&amp;ber Tabibito</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>Help menu: the rules of a game (a game is chosen when none is on screen)</extracomment>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <extracomment>Help menu: a game&apos;s one-page summary of the rules</extracomment>
        <translation>&amp;Kurzübersicht</translation>
    </message>
    <message>
        <source>What would the hard computer player do now? (H)</source>
        <extracomment>the tooltip of the Hint action and button; H is its key</extracomment>
        <translation>Was würde der Computergegner (Stufe „schwer“) jetzt tun? (H)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>the menu of games and files</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the menu of Undo, Redo and Hint</extracomment>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>the menu of the window&apos;s view</extracomment>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>the menu of the rules and the About dialog</extracomment>
        <translation>&amp;Hilfe</translation>
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
        <translation>Die Datei konnte nicht gelesen werden. Prüfe, ob sie noch existiert und ob du sie öffnen darfst.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: its contents are broken</extracomment>
        <translation>Dieser Spielstand ist beschädigt und kann nicht geladen werden.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: the file ends too early</extracomment>
        <translation>Dieser Spielstand ist unvollständig: Er wurde beim Schreiben oder Kopieren abgeschnitten.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file that is not a saved game is opened</extracomment>
        <translation>Diese Datei ist kein Tabibito-Spielstand.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file far too large for a saved game is opened</extracomment>
        <translation>Diese Datei ist zu groß für einen Tabibito-Spielstand.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game of a newer app version is opened</extracomment>
        <translation>Dieses Spiel wurde mit einer neueren Version von Tabibito gespeichert. Aktualisiere die App, um es zu öffnen.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <extracomment>%1 the game&apos;s identifier written in the file (such as &quot;tokaido&quot;)</extracomment>
        <translation>Dieser Spielstand gehört zu einem Spiel, das diese Tabibito-Version nicht enthält (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <extracomment>%1 the number of the move, counted from 1</extracomment>
        <translation>Dieser Spielstand verstößt in Zug %1 gegen die Regeln und kann daher nicht nachgespielt werden.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>Dieser Spielstand von %1 wurde mit neueren Regeln gespeichert, als diese Tabibito-Version kennt. Aktualisiere die App, um ihn zu öffnen.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game replays to another position than the one it recorded</extracomment>
        <translation>Dieser Spielstand ergibt beim Nachspielen nicht das gespeicherte Spiel: Er wurde verändert oder beschädigt.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a player&apos;s name is left empty</extracomment>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <extracomment>%1 the largest number of characters</extracomment>
        <translation>Ein Spielername darf höchstens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a name holds a tab, a line break or an invisible character</extracomment>
        <translation>Ein Spielername darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <extracomment>%1 the game&apos;s title, %2 the option as written on the command line</extracomment>
        <translation>%1 hat keine Option „%2“.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <extracomment>%1 the value as written on the command line, %2 the option&apos;s name</extracomment>
        <translation>„%1“ ist kein möglicher Wert für die Option „%2“.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <extracomment>%1 what was written on the command line</extracomment>
        <translation>Gib Optionen als SCHLÜSSEL=WERT an, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <extracomment>%1 the game&apos;s title, %2 the fewest and %3 the most players, %4 the number asked for</extracomment>
        <translation>%1 wird mit %2 bis %3 Spielern gespielt, nicht mit %4.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <extracomment>%1 the level as written on the command line, %2 the game&apos;s title</extracomment>
        <translation>„%1“ ist keine Stufe der Computergegner von %2.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <extracomment>an error of the command line (tabibito simulate --levels): too few or too many levels for the seats</extracomment>
        <translation>Gib für jeden Platz eine Computerstufe an oder eine Stufe für alle.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <extracomment>an error of the command line (tabibito simulate --games 0)</extracomment>
        <translation>Es muss mindestens ein Spiel simuliert werden.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <extracomment>%1 the game as written on the command line or in a file</extracomment>
        <translation>Diese Tabibito-Version enthält das Spiel „%1“ nicht.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>on the status line when a player clicks the table while another player is to move</extracomment>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>on the status line when a click asks for a move the rules refuse and the game has no more precise reason</extracomment>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>There is nothing to confirm yet.</source>
        <extracomment>the shell&apos;s Confirm (a game&apos;s &quot;Next card&quot;, &quot;Go on&quot;) pressed while a decision is still open</extracomment>
        <translation>Noch gibt es nichts zu bestätigen.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <extracomment>on the status line when a player clicks while a computer player is thinking</extracomment>
        <translation>Einen Moment: Ein Computergegner entscheidet gerade.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <extracomment>on the status line when a click reaches the table while the hand-off screen asks to pass the device</extracomment>
        <translation>Gib das Gerät zuerst an den nächsten Spieler weiter.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <extracomment>%1 the system&apos;s reason (such as &quot;Permission denied&quot;), in the system&apos;s language</extracomment>
        <translation>Das Spiel konnte nicht gespeichert werden (%1). Du kannst weiterspielen; versuche es mit einem anderen Ordner.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>%1 kann nicht angezeigt werden: Diese Version hat keinen Spielplan dafür.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <extracomment>a dialog when a computer player&apos;s search fails with an internal error; the game stays on screen</extracomment>
        <translation>Ein Computergegner konnte sich nicht entscheiden. Speichere das Spiel und melde das Problem.</translation>
    </message>
    <message>
        <source>Tabibito cannot write to its folder %1, so games are not saved automatically: use “Save as…” to keep this one.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Tabibito kann nicht in seinen Ordner %1 schreiben, daher werden Spiele nicht automatisch gespeichert: Sichere dieses Spiel mit „Speichern unter…“.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <extracomment>%1 an internal code of the problem, for a bug report (such as &quot;save.corrupt&quot;)</extracomment>
        <translation>Etwas ist schiefgelaufen (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, played by a person at this screen</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the easy level</extracomment>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the normal level</extracomment>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the hard level</extracomment>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the expert level (above hard)</extracomment>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a new seat gets: %1 the seat&apos;s number, from 1</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>+ Add player %1</source>
        <extracomment>the new-game dialog: in the room of a seat not played, the button that adds it; %1 the seat&apos;s number</extracomment>
        <translation>+ Spieler %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <extracomment>the new-game dialog&apos;s window title: %1 the game&apos;s title</extracomment>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>the new-game dialog: the heading over the seats</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>New to %1? The tutorial teaches it while you play, in about %2 minutes.</source>
        <extracomment>%1 the game&apos;s title, %2 about how many minutes the tutorial takes</extracomment>
        <translation>Neu bei %1? Das Tutorial bringt es dir beim Spielen bei, in etwa %2 Minuten.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>the new-game dialog: the button that starts the game&apos;s tutorial instead</extracomment>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the new-game dialog: the heading over the game&apos;s options (expansions, modules, solo level)</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>the new-game dialog: the button that starts the game</extracomment>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <extracomment>the new-game dialog: the tooltip of a seat&apos;s name box, whose grey placeholder is the name used when it stays empty</extracomment>
        <translation>Leer lassen, um den grau angezeigten Namen zu verwenden</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Zeichne einen Abschnitt zu einer Station mit dem Symbol der Karte oder passe.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Zeichne einen weiteren Abschnitt geradeaus oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Mach deinen Zug.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Der Stadtplan von Tokio konnte nicht geladen werden. Installiere Tabibito neu.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n Punkt</numerusform>
            <numerusform>%1 — %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
        <translation>
            <numerusform>Geteilter Sieg mit %n Punkt: %1</numerusform>
            <numerusform>Geteilter Sieg mit %n Punkten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Zeichne vier U-Bahn-Linien quer durch Tokio – Karte für Karte.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Pink</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Lila</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>Braun</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>grüne Linie</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Kreis-Station</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Dreieck-Station</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Quadrat-Station</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Fünfeck-Station</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Weiche</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>oberirdisch</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>U-Bahn</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Joker + Doppelgleis</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Doppelstation</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Geradeaus</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>Die Karte gilt als Joker: beliebiges Symbol, und der Abschnitt darf als Doppelgleis auf einem Abschnitt einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>Der Abschnitt darf an jeder Station deiner Linie beginnen.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Die erreichte Station zählt in ihrem Bezirk doppelt.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Danach darfst du einen weiteren Abschnitt geradeaus zeichnen.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Alle 8 grünen Stationen erreichen</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Mindestens 4 Stationen, an denen sich 3 oder mehr Linien treffen</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Eine Station, an der sich 5 Linien treffen</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Eine Station in jedem der 13 Bezirke</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Alle 8 Touristenhotspots</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>Linie 1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>Linie 2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>Linie 3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>Linie 4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Umsteigemöglichkeiten</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Touristenhotspots</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Nicht angebundene Yamanote-Stationen</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Symbol- und Effektkarten</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Gemeinsame Ziele</translation>
    </message>
    <message>
        <source>Advanced module: each round a blue symbol card and an orange effect card are revealed; the first card of that symbol flipped in the round brings the effect. In solo, %1 points off before the rating is read.</source>
        <translation>Zusatzmodul: In jeder Runde werden eine blaue Symbolkarte und eine orange Effektkarte aufgedeckt; die erste in der Runde aufgedeckte Karte mit diesem Symbol bringt den Effekt. Solo: %1 Punkte Abzug vor der Einstufung.</translation>
    </message>
    <message>
        <source>Advanced module: two shared objectives are revealed at the start, in sight all game; each one your map meets at the end scores %2 points. In solo, %1 points off before the rating is read.</source>
        <translation>Zusatzmodul: Zu Beginn werden zwei gemeinsame Ziele aufgedeckt, die das ganze Spiel über sichtbar bleiben; jedes, das dein Stadtplan am Ende erfüllt, bringt %2 Punkte. Solo: %1 Punkte Abzug vor der Einstufung.</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>Eckbezirk</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Randbezirk</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Innenbezirk</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>Zentralbezirk</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Azubi</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Fahrkartenkontrolleur</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>U-Bahn-Fahrer</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Bahnhofsvorsteher</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Netzplaner</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>Legende der Tokioter U-Bahn</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Dieser Abschnitt würde eine bereits gezeichnete Linie kreuzen.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>Deine Linie führt bereits durch diese Station.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Diese Station zeigt nicht das Symbol der Karte.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>Ein Abschnitt darf nicht durch eine Station hindurchführen.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Zwischen diesen beiden Stationen gibt es keine gestrichelte Linie.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>Ein Abschnitt muss an einem Ende deiner Linie beginnen.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Dieser Abschnitt ist schon gezeichnet; nur ein Doppelgleis (Joker) darf entlang einer Linie einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>A section may end here when the flipped card shows its symbol or a joker.</source>
        <translation>Ein Streckenabschnitt darf hier enden, wenn die aufgedeckte Stationskarte dieses Symbol oder einen Joker zeigt.</translation>
    </message>
    <message>
        <source>A line scores more for every district it visits.</source>
        <translation>Eine Linie bringt mehr Siegpunkte für jeden Stadtbezirk, durch den sie führt.</translation>
    </message>
    <message>
        <source>Dotted guide: a section may be drawn along it.</source>
        <translation>Gestrichelte Linie: Entlang dieser Linie darfst du einen Streckenabschnitt zeichnen.</translation>
    </message>
    <message>
        <source>The green loop, printed on the map: no line may cross it, and only a double track may run along it.</source>
        <translation>Die grüne Yamanote-Linie ist auf dem Stadtplan vorgedruckt: Keine Linie darf sie kreuzen, und nur ein Doppelgleis darf an ihr entlang verlaufen.</translation>
    </message>
    <message>
        <source>The flipped card: every player draws one section it allows, or passes.</source>
        <translation>Die aufgedeckte Stationskarte: Alle zeichnen einen Streckenabschnitt, den sie erlaubt, oder passen.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Diese Station zeigt das Symbol „%1“, die Karte „%2“.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Dieser Abschnitt würde die grüne Linie kreuzen.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Dieser Abschnitt würde die Linie in %1 kreuzen.</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>Deine Linie führt bereits durch diese %1-Station.</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>Deine Linie verläuft bereits entlang dieses Abschnitts.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Die Linie in %1 verläuft bereits entlang dieses Abschnitts; nur ein Doppelgleis (Joker) darf ihn mitbenutzen.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Auf diesem Abschnitt verlaufen bereits zwei Linien.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>Nur ein Doppelgleis (Joker) darf entlang der grünen Linie verlaufen.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Keine gestrichelte Linie verbindet diese %1-Station mit einer Station deiner Linie.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Keine gestrichelte Linie verbindet diese %1-Station mit einem Ende deiner Linie.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Dieser Abschnitt würde durch die dazwischenliegende %1-Station führen.</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>Mehrere Stationen deiner Linie führen hierher: Klicke auf die, von der aus du zeichnen willst.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Klicke auf eine hervorgehobene Station, um den Abschnitt bis dorthin zu zeichnen.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Du hast für diese Karte schon einen Abschnitt gezeichnet: Nimm ihn zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>Der zusätzliche Abschnitt muss geradeaus weiterführen.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Du hast dich für diese Karte schon entschieden.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>Beginne an einer Station der Linie dieser Runde.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>Linie %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>%n unterirdische Stationskarte in dieser Runde übrig</numerusform>
            <numerusform>%n unterirdische Stationskarten in dieser Runde übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n nicht angebundene Yamanote-Station</numerusform>
            <numerusform>%n nicht angebundene Yamanote-Stationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <extracomment>the final scores&apos; cell under the row of missed green stations: how many no line reached (the row&apos;s heading names them; the long form ended in &quot;…&quot; in German)</extracomment>
        <translation>
            <numerusform>%n Station</numerusform>
            <numerusform>%n Stationen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) still to reach</source>
        <extracomment>on the score sheet while the game is played: green stations no line has reached yet (they cost points only if still unreached at the end)</extracomment>
        <translation>
            <numerusform>%n grüne Station noch zu erreichen</numerusform>
            <numerusform>%n grüne Stationen noch zu erreichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n Touristenhotspot</numerusform>
            <numerusform>%n Touristenhotspots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 wertet die Linie in %2: %n Bezirk × %3 = %4 Punkte.</numerusform>
            <numerusform>%1 wertet die Linie in %2: %n Bezirke × %3 = %4 Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 (%2): %n district(s) × %3 = %4 points</source>
        <extracomment>the round&apos;s summary over the board: %1 the line&apos;s number (1-4), %2 its pencil colour, %n the districts it crosses, %3 the most stations in one district, %4 points</extracomment>
        <translation>
            <numerusform>Linie %1 (%2): %n Bezirk × %3 = %4 Punkte</numerusform>
            <numerusform>Linie %1 (%2): %n Bezirke × %3 = %4 Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new interchange(s)</source>
        <extracomment>the round&apos;s summary: stations where the line just finished made 3 or more lines meet</extracomment>
        <translation>
            <numerusform>%n neue Umsteigemöglichkeit</numerusform>
            <numerusform>%n neue Umsteigemöglichkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new tourist stamp(s)</source>
        <extracomment>the round&apos;s summary: tourist stamps the line just finished earned</extracomment>
        <translation>
            <numerusform>%n neuer Touristenhotspot</numerusform>
            <numerusform>%n neue Touristenhotspots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared objective(s) met</source>
        <extracomment>the round&apos;s summary: shared objectives the line just finished met</extracomment>
        <translation>
            <numerusform>%n gemeinsames Ziel erreicht</numerusform>
            <numerusform>%n gemeinsame Ziele erreicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Eingestuft mit %1 Punkten: je %2 weniger für %n Zusatzmodul.</numerusform>
            <numerusform>Eingestuft mit %1 Punkten: je %2 weniger für jedes der %n Zusatzmodule.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points − %2 for %n advanced module(s) = %3, in the band %4.</source>
        <extracomment>under a solo result with advanced modules: %1 the score, %2 the points taken off, %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band (&quot;136–150&quot;)</extracomment>
        <translation>
            <numerusform>%1 Punkte − %2 für %n Zusatzmodul = %3, im Bereich %4.</numerusform>
            <numerusform>%1 Punkte − %2 für %n Zusatzmodule = %3, im Bereich %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more point(s) for %1.</source>
        <extracomment>the last line of a solo result: %n points more (rated) would have reached the next rating, %1 its title</extracomment>
        <translation>
            <numerusform>Noch %n Punkt bis zur Einstufung „%1“.</numerusform>
            <numerusform>Noch %n Punkte bis zur Einstufung „%1“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>Keine gestrichelte Linie verbindet diese %1-Station mit dem Ende deiner Linie (Symbol: %2).</numerusform>
            <numerusform>Keine gestrichelte Linie verbindet diese %1-Station mit einem Ende deiner Linie (Symbole: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interchange: %n line(s) meet here.</source>
        <extracomment>station tooltip on the shown sheet: %n how many lines (the green loop counted) meet</extracomment>
        <translation>
            <numerusform>Umsteigemöglichkeit: Hier trifft sich %n Linie.</numerusform>
            <numerusform>Umsteigemöglichkeit: Hier treffen sich %n Linien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If no line reaches it, it costs %n point(s) at the end.</source>
        <extracomment>tooltip of a green station: %n the points lost if no line reaches it by the end</extracomment>
        <translation>
            <numerusform>Erreicht sie keine Linie, kostet sie am Ende %n Siegpunkt.</numerusform>
            <numerusform>Erreicht sie keine Linie, kostet sie am Ende %n Siegpunkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>Runde %1 beginnt. Die erste %2-Karte löst „%3“ aus.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Karte aufgedeckt: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 hat einen Abschnitt in %2 als Doppelgleis zu einer %3-Station gezeichnet.</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 hat einen Abschnitt in %2 zu einer %3-Station gezeichnet.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 hat gepasst.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>„%1“ gilt für diese %2-Karte.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log: a change to a row of the score sheet as a section is drawn: %1 a player, %2 the row (&quot;Interchanges&quot;, &quot;Line 2&quot;); the points follow (&quot;Ann — Interchanges: 5 points&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Spielende. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>Stadtplan von %1</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Klicke, um den Abschnitt bis zu dieser Station zu zeichnen.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Klicke, um den Abschnitt hier zu beginnen.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Mit dieser Karte ist kein Abschnitt möglich: Du musst passen.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Von dieser Station aus ist mit dieser Karte kein Abschnitt möglich.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Geradeaus: Du darfst einen weiteren Abschnitt in dieselbe Richtung zeichnen oder zur nächsten Karte gehen.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Geradeaus: Der Weg ist versperrt. Gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Abschnitt gezeichnet. Nimm ihn mit „Rückgängig“ zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Abschnitt gezeichnet. Gehe weiter zur nächsten Karte.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>Auf der grünen Linie</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>Startstation der Linie in %1</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Erzielt</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Hier beginnt Linie %1 (Buntstift %2)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>All four lines are drawn. Your solo rating is above, each line&apos;s score below.</source>
        <translation>Alle vier Linien sind gezeichnet. Oben steht deine Solo-Einstufung, unten die Wertung jeder Linie.</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Alle vier Linien sind gezeichnet. Wähle unten einen Stadtplan, um die Pläne zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>Buntstift %1: Linie %2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Beliebiges Symbol; der Abschnitt darf als Doppelgleis auf einer Linie einer anderen Farbe verlaufen.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Weiche: Beginne an einer beliebigen Station deiner Linie.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>Die Weiche kam zu früh in der Runde: keine Abzweigung.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Stationen mit 3 Linien: %1 (je %4 Punkte)
mit 4 Linien: %2 (je %5 Punkte)
mit 5 Linien: %3 (je %6 Punkte)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Erste %1-Karte: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Du hast gepasst. Nimm das mit „Rückgängig“ zurück oder gehe zur nächsten Karte.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Du hast gepasst. Gehe weiter zur nächsten Karte.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Gilt für diese Karte.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>In dieser Runde schon genutzt.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>Wartet auf die passende Karte.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Gemeinsames Ziel: Jeder Stadtplan, der es erfüllt, erhält die Punkte.</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>Zuvor in dieser Runde aufgedeckt:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Mit dieser Karte nichts zeichnen.</translation>
    </message>
    <message>
        <source>Space and Enter never pass while a section can be drawn: click Pass, or reach it with Tab.</source>
        <translation>Leertaste und Eingabetaste passen nie, solange ein Streckenabschnitt gezeichnet werden kann: Klicke auf „Passen“ oder gehe mit der Tabulatortaste dorthin.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Den gezeichneten Abschnitt behalten und die nächste Karte aufdecken.</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Deinen Abschnitt zurücknehmen (möglich, bis die nächste Karte aufgedeckt wird).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Stadtplan von</translation>
    </message>
    <message>
        <source>Every green station your lines have not reached yet counts −%1, so the total starts below zero and rises as your lines reach them.</source>
        <extracomment>tooltip of the score sheet&apos;s total while the game is played; %1 the points a missed green station costs</extracomment>
        <translation>Jede grüne Station, die deine Linien noch nicht erreicht haben, zählt −%1. Deshalb beginnt die Summe unter null und steigt, sobald deine Linien die Stationen erreichen.</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>unter %1</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Solo-Einstufung: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a solo rating with its band of scores: %1 the title (&quot;Trainee&quot;), %2 the band (&quot;below 90&quot;, &quot;136–150&quot;, &quot;above 150&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Solo rating</source>
        <translation>Solo-Einstufung</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>Die Computergegner zeichnen…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Du siehst den Stadtplan eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Warten auf die anderen Spieler.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>In der letzten Runde aufgedeckt:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Zählt in ihrem Bezirk doppelt (Doppelstation).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n Bezirk</numerusform>
            <numerusform>%n Bezirke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n Station im stärksten Bezirk</numerusform>
            <numerusform>%n Stationen im stärksten Bezirk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n Punkt</numerusform>
            <numerusform>%1 × %2 = %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Touristenhotspot: %n Punkt für eine Umsteigemöglichkeit in diesem Eckbezirk</numerusform>
            <numerusform>Touristenhotspot: %n Punkte für eine Umsteigemöglichkeit in diesem Eckbezirk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Touristenhotspot: %n Punkt für eine Umsteigemöglichkeit in diesem Randbezirk</numerusform>
            <numerusform>Touristenhotspot: %n Punkte für eine Umsteigemöglichkeit in diesem Randbezirk</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>U-BAHN</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Ziel erreicht!</translation>
    </message>
    <message>
        <source>Five-line interchange</source>
        <translation>Umsteigemöglichkeit mit fünf Linien</translation>
    </message>
    <message>
        <source>Every tourist stamp</source>
        <translation>Alle Touristenhotspots</translation>
    </message>
    <message>
        <source>Around the green loop</source>
        <translation>Einmal um die grüne Linie</translation>
    </message>
    <message>
        <source>All of Tokyo</source>
        <translation>Ganz Tokio</translation>
    </message>
    <message>
        <source>City of interchanges</source>
        <translation>Stadt der Umsteigemöglichkeiten</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Hauptlinie</translation>
    </message>
    <message>
        <source>No pencil wasted</source>
        <translation>Kein Strich zu viel</translation>
    </message>
    <message>
        <source>Both objectives</source>
        <translation>Beide Ziele</translation>
    </message>
    <message>
        <source>A hundred points</source>
        <translation>Hundert Punkte</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Build a station where 5 lines meet.</source>
        <translation>Baue eine Station, an der sich 5 Linien treffen.</translation>
    </message>
    <message>
        <source>Reach all 8 tourist stamps.</source>
        <translation>Erreiche alle 8 Touristenhotspots.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations.</source>
        <translation>Erreiche alle 8 grünen Stationen.</translation>
    </message>
    <message>
        <source>Have a station in each of the 13 districts.</source>
        <translation>Habe in jedem der 13 Bezirke eine Station.</translation>
    </message>
    <message>
        <source>Have at least 4 stations where 3 or more lines meet.</source>
        <translation>Habe mindestens 4 Stationen, an denen sich 3 oder mehr Linien treffen.</translation>
    </message>
    <message>
        <source>Score 30 points or more with one line.</source>
        <translation>Erhalte mit einer einzigen Linie 30 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Score 10 points or more with each of your four lines.</source>
        <translation>Erhalte mit jeder deiner vier Linien 10 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Playing with the shared objectives, meet both of them.</source>
        <translation>Spiele mit gemeinsamen Zielen und erfülle beide.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Erhalte 100 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Playing alone, reach the best solo rating.</source>
        <translation>Erreiche allein die beste Solo-Einstufung.</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <extracomment>heading of the summary over the board when a round ends: %1 the round (1-4)</extracomment>
        <translation>Ende der Runde %1</translation>
    </message>
    <message>
        <source>Next: line %1 with the %2 pencil</source>
        <extracomment>the summary&apos;s last line: the pencil of the next round. %1 the line&apos;s number (2-4), %2 a pencil colour</extracomment>
        <translation>Als Nächstes: Linie %1, Buntstift %2</translation>
    </message>
    <message>
        <source>The other players&apos; lines:</source>
        <extracomment>in a game of several players, above the other players&apos; line scores of this round</extracomment>
        <translation>Die Linien der anderen:</translation>
    </message>
    <message>
        <source>Click or press a key to go on</source>
        <extracomment>at the foot of the round&apos;s summary: it closes by itself, or at once on a click or key</extracomment>
        <translation>Klicken oder eine Taste drücken, um weiterzumachen</translation>
    </message>
</context>
<context>
    <name>NextStationHints</name>
    <message numerus="yes">
        <source>+%n point(s) now</source>
        <extracomment>the points a hinted move brings at once (never negative); the start of the hint&apos;s second sentence, inserted as %1 into the set-up sentences</extracomment>
        <translation>
            <numerusform>Jetzt +%n Punkt</numerusform>
            <numerusform>Jetzt +%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines meet at this station</source>
        <extracomment>why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the station it reaches, which scores as an interchange</extracomment>
        <translation>
            <numerusform>hier trifft sich %n Linie</numerusform>
            <numerusform>hier treffen sich %n Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a %2 card next would add %n more point(s).</source>
        <extracomment>the hint&apos;s set-up: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %2 a symbol (of a card), %n the points the best section for such a card would add after this move</extracomment>
        <translation>
            <numerusform>%1; eine %2-Karte als Nächstes brächte %n weiteren Punkt.</numerusform>
            <numerusform>%1; eine %2-Karte als Nächstes brächte %n weitere Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a joker next would add %n more point(s).</source>
        <extracomment>like &quot;a %2 card next…&quot;: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the points the best section for a joker would add after this move</extracomment>
        <translation>
            <numerusform>%1; ein Joker als Nächstes brächte %n weiteren Punkt.</numerusform>
            <numerusform>%1; ein Joker als Nächstes brächte %n weitere Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; your line keeps %n way(s) open for the next card.</source>
        <extracomment>the hint&apos;s set-up when no card would add points next: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the sections (any symbol) the line&apos;s ends could take next</extracomment>
        <translation>
            <numerusform>%1; deine Linie hält sich %n Weg für die nächste Karte offen.</numerusform>
            <numerusform>%1; deine Linie hält sich %n Wege für die nächste Karte offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best section would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint passes although a section would score: %n its points now</extracomment>
        <translation>
            <numerusform>der beste Abschnitt brächte jetzt nur %n Punkt und verbaute bessere für die kommenden Karten</numerusform>
            <numerusform>der beste Abschnitt brächte jetzt nur %n Punkte und verbaute bessere für die kommenden Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the section straight on would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint stops instead of going straight on: %n the points that section would gain now</extracomment>
        <translation>
            <numerusform>der Abschnitt geradeaus brächte jetzt nur %n Punkt und verbaute bessere für die kommenden Karten</numerusform>
            <numerusform>der Abschnitt geradeaus brächte jetzt nur %n Punkte und verbaute bessere für die kommenden Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s), now and from the cards to come</source>
        <extracomment>hint, a move&apos;s worth as the computer player counts it: %n the points it brings now and those the cards to come are expected to add with it</extracomment>
        <translation>
            <numerusform>etwa %n Punkt, jetzt und durch die kommenden Karten</numerusform>
            <numerusform>etwa %n Punkte, jetzt und durch die kommenden Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <extracomment>hint: what the best other move would bring at once, in brackets (&quot;would bring more now (+5 points)&quot;)</extracomment>
        <translation>
            <numerusform>+%n Punkt</numerusform>
            <numerusform>+%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <extracomment>hint, the best other move&apos;s worth as the computer player counts it (after &quot;about 12 points, now and from the cards to come, against&quot;)</extracomment>
        <translation>
            <numerusform>etwa %n Punkt</numerusform>
            <numerusform>etwa %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Go straight on to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;); the section the &quot;Straight on&quot; effect allows</extracomment>
        <translation>Geradeaus weiter zur %1-Station im %2</translation>
    </message>
    <message>
        <source>Branch off at the %1 station and draw to the %2 station in the %3</source>
        <extracomment>the hinted move with the switch: %1 a symbol (of the station of the line it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>An der %1-Station abzweigen und zur %2-Station im %3 zeichnen</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the green loop</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind; the section doubles an arc of the green loop (a joker&apos;s double track)</extracomment>
        <translation>Als Doppelgleis entlang der grünen Linie zur %1-Station im %2 zeichnen</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the %3 line</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil colour (of the line the section doubles with a joker&apos;s double track)</extracomment>
        <translation>Als Doppelgleis entlang der Linie in %3 zur %1-Station im %2 zeichnen</translation>
    </message>
    <message>
        <source>Draw from the %1 station to the %2 station in the %3</source>
        <extracomment>the hinted move when both ends of the line reach the station: %1 a symbol (of the end it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>Von der %1-Station zur %2-Station im %3 zeichnen</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;)</extracomment>
        <translation>Zur %1-Station im %2 zeichnen</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this corner district&apos;s tourist stamp</source>
        <translation>das schafft dort eine Umsteigemöglichkeit und bringt den Touristenhotspot dieses Eckbezirks</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this edge district&apos;s tourist stamp</source>
        <translation>das schafft dort eine Umsteigemöglichkeit und bringt den Touristenhotspot dieses Randbezirks</translation>
    </message>
    <message>
        <source>it reaches a green station, which no longer costs −%1 at the end</source>
        <extracomment>why a section is hinted: %1 the points a green station no line reaches costs</extracomment>
        <translation>das erreicht eine grüne Station, die am Ende nicht mehr −%1 kostet</translation>
    </message>
    <message>
        <source>it achieves the shared objective “%1”</source>
        <extracomment>why a section is hinted: %1 a shared objective (&quot;Reach all 8 green stations&quot;)</extracomment>
        <translation>das erfüllt das gemeinsame Ziel „%1“</translation>
    </message>
    <message>
        <source>your line leaves its departure station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, as the line scores with this first section</extracomment>
        <translation>deine Linie verlässt ihre Startstation (%1 × %2)</translation>
    </message>
    <message>
        <source>your line enters a new district (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, with this section</extracomment>
        <translation>deine Linie erreicht einen neuen Bezirk (%1 × %2)</translation>
    </message>
    <message>
        <source>the double station counts twice in its district (%1 × %2)</source>
        <extracomment>the &quot;Double station&quot; effect: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>die Doppelstation zählt in ihrem Bezirk doppelt (%1 × %2)</translation>
    </message>
    <message>
        <source>your line&apos;s busiest district gains a station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>der stärkste Bezirk deiner Linie bekommt eine Station dazu (%1 × %2)</translation>
    </message>
    <message>
        <source>it meets your %1 line there; a third line later would score this interchange</source>
        <extracomment>why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line at the station reached)</extracomment>
        <translation>der Abschnitt trifft dort auf deine Linie in %1; mit einer dritten Linie brächte diese Umsteigemöglichkeit später Punkte</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the way a section leads on the sheet (north is up), inserted as %2 in &quot;%1, heading %2&quot; (&quot;Draw to the square station in the edge district, heading north&quot;)</extracomment>
        <translation>Norden</translation>
    </message>
    <message>
        <source>north-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot; (&quot;…, heading north-east&quot;)</extracomment>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>south</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Süden</translation>
    </message>
    <message>
        <source>south-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Westen</translation>
    </message>
    <message>
        <source>north-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>No points now</source>
        <extracomment>the start of the hint&apos;s second sentence when the move brings nothing at once</extracomment>
        <translation>Jetzt keine Punkte</translation>
    </message>
    <message>
        <source>%1; then you may go straight on.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the &quot;Straight on&quot; effect lets the seat draw one more section in the same direction</extracomment>
        <translation>%1; danach darfst du geradeaus weiterzeichnen.</translation>
    </message>
    <message>
        <source>%1; this is the last card of the round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the fifth subway card is flipped</extracomment>
        <translation>%1; das ist die letzte Karte der Runde.</translation>
    </message>
    <message>
        <source>%1; your line cannot grow any further this round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; no section can leave the line&apos;s ends any more</extracomment>
        <translation>%1; deine Linie kann in dieser Runde nicht mehr wachsen.</translation>
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
        <translation>%1, vom anderen Ende deiner Linie</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <extracomment>a move&apos;s name when another would read alike: %1 the name (&quot;Draw to the square station in the edge district&quot;), %2 the way the section leads on the map (&quot;north-east&quot;)</extracomment>
        <translation>%1, Richtung %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the hinted move: drawing nothing with this card (the Pass button)</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>no section can be drawn with this card</source>
        <translation>mit dieser Karte lässt sich kein Abschnitt zeichnen</translation>
    </message>
    <message>
        <source>no section gains a point with this card; keep your line&apos;s ends for a better one</source>
        <translation>kein Abschnitt bringt mit dieser Karte einen Punkt; halte die Enden deiner Linie für eine bessere frei</translation>
    </message>
    <message>
        <source>Stop here</source>
        <extracomment>the hinted move: not drawing the extra section of &quot;Straight on&quot; (the Next card button)</extracomment>
        <translation>Hier anhalten</translation>
    </message>
    <message>
        <source>the way straight on is blocked</source>
        <translation>der Weg geradeaus ist versperrt</translation>
    </message>
    <message>
        <source>the section straight on would gain nothing</source>
        <translation>der Abschnitt geradeaus brächte nichts</translation>
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
        <translation>Drücke &lt;b&gt;Nächste Karte&lt;/b&gt;, um die nächste Karte aufzudecken.</translation>
    </message>
    <message>
        <source>That was the fifth subway card, so the round ends with this turn. Press &lt;b&gt;Next card&lt;/b&gt; to score your line.</source>
        <extracomment>Next Station tutorial: the lesson after the fifth subway card of a round; its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>Das war die fünfte unterirdische Stationskarte, also endet die Runde mit diesem Zug. Drücke &lt;b&gt;Nächste Karte&lt;/b&gt;, um deine Linie zu werten.</translation>
    </message>
    <message>
        <source>That section is allowed, but the next lessons build on the one in the ring: draw that one.</source>
        <extracomment>Next Station tutorial: the note shown when the learner draws another legal section than the one in the lesson&apos;s ring.</extracomment>
        <translation>Dieser Abschnitt ist erlaubt, aber die nächsten Lektionen bauen auf dem im Ring auf: Zeichne diesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokyo!&lt;/b&gt; In four rounds you draw four subway lines on your map sheet, one line per round, each with another pencil. Station cards tell you where to draw.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Willkommen in Tokio!&lt;/b&gt; In vier Runden zeichnest du vier U-Bahn-Linien auf deinen Stadtplan, eine Linie pro Runde, jede mit einem anderen Buntstift. Die Stationskarten sagen dir, wohin du zeichnest.</translation>
    </message>
    <message>
        <source>This is the flipped card: a circle. Its symbol says where your next section must end: at a station showing that symbol.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card.</extracomment>
        <translation>Das ist die aufgedeckte Stationskarte: ein Kreis. Ihr Symbol sagt dir, wo dein nächster Streckenabschnitt enden muss: an einer Station mit diesem Symbol.</translation>
    </message>
    <message>
        <source>Your blue line starts at the blue departure station. The lit station beside it shows a circle: click it to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Deine blaue Linie beginnt an der blauen Startstation. Die hervorgehobene Station daneben zeigt einen Kreis: Klicke darauf, um deinen ersten Streckenabschnitt zu zeichnen.</translation>
    </message>
    <message>
        <source>Not yet: click the lit circle station to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Noch nicht: Klicke auf die hervorgehobene Kreis-Station, um deinen ersten Streckenabschnitt zu zeichnen.</translation>
    </message>
    <message>
        <source>Well drawn! Once you have drawn or passed, press &lt;b&gt;Next card&lt;/b&gt; to flip the next one.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Gut gezeichnet! Wenn du gezeichnet oder gepasst hast, drücke &lt;b&gt;Nächste Karte&lt;/b&gt;, um die nächste aufzudecken.</translation>
    </message>
    <message>
        <source>A triangle with a red band: a &lt;b&gt;subway card&lt;/b&gt;. The round ends with the fifth subway card; the dots beside the card show how many are still to come.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein Dreieck mit rotem Band: eine &lt;b&gt;unterirdische Stationskarte&lt;/b&gt;. Die Runde endet mit der fünften unterirdischen Stationskarte; die Punkte neben der Karte zeigen, wie viele noch kommen.</translation>
    </message>
    <message>
        <source>Your line has two ends now, and every section starts at one of them. Draw the triangle in the ring, from the green station into the centre district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Deine Linie hat jetzt zwei Enden, und jeder Abschnitt beginnt an einem davon. Zeichne das Dreieck im Ring, von der grünen Station in den Zentralbezirk.</translation>
    </message>
    <message>
        <source>A pentagon. Drawing is never required: passing keeps your line ends free for a better card. Press &lt;b&gt;Pass&lt;/b&gt; this time.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein Fünfeck. Zeichnen ist nie Pflicht: Wenn du passt, hältst du deine Linienenden für eine bessere Karte frei. Drücke diesmal &lt;b&gt;Passen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>This lesson is about passing: press &lt;b&gt;Pass&lt;/b&gt; instead of drawing.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>In dieser Lektion geht es ums Passen: Drücke &lt;b&gt;Passen&lt;/b&gt;, statt zu zeichnen.</translation>
    </message>
    <message>
        <source>A section follows a dotted guide, one straight stroke to the next station: it never runs through a station. Draw the circle in the ring.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Ein Abschnitt folgt einer gestrichelten Linie, in einem geraden Strich bis zur nächsten Station: Er führt nie durch eine Station hindurch. Zeichne den Kreis im Ring.</translation>
    </message>
    <message>
        <source>Every district your line visits makes it score more. Draw the triangle in the ring: that green station lies in a new district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Jeder Stadtbezirk, durch den deine Linie führt, bringt ihr mehr Siegpunkte. Zeichne das Dreieck im Ring: Diese grüne Station liegt in einem neuen Stadtbezirk.</translation>
    </message>
    <message>
        <source>Your line grows at either end. Draw the square in the ring, from the departure station.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Deine Linie wächst an beiden Enden. Zeichne das Quadrat im Ring, von der Startstation aus.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;joker&lt;/b&gt;: you choose any symbol, so stations of every symbol are lit. Draw the section in the ring, to the triangle in the edge district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein &lt;b&gt;Joker&lt;/b&gt;: Du wählst ein beliebiges Symbol, darum sind Stationen mit jedem Symbol hervorgehoben. Zeichne den Abschnitt im Ring, zum Dreieck im Randbezirk.</translation>
    </message>
    <message>
        <source>Your blue line is scored in the first box of your score sheet: the districts it visits times its most stations in one district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the score sheet&apos;s line box.</extracomment>
        <translation>Deine blaue Linie wird im ersten Feld deiner Wertung gezählt: die Stadtbezirke, durch die sie führt, mal ihre meisten Stationen in einem Stadtbezirk.</translation>
    </message>
    <message>
        <source>A new round, a new pencil: each round you draw a new line in another colour, and the deck is shuffled again. Your pink line starts at the pink departure station.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>Neue Runde, neuer Buntstift: In jeder Runde zeichnest du eine neue Linie in einer anderen Farbe, und die Karten werden neu gemischt. Deine pinke Linie beginnt an der pinken Startstation.</translation>
    </message>
    <message>
        <source>The card is a pentagon, yet the ringed pentagon is not lit: that section would cross your blue line. Sections never cross a line, the green loop included.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>Die Karte ist ein Fünfeck, doch das Fünfeck im Ring ist nicht hervorgehoben: Dieser Abschnitt würde deine blaue Linie kreuzen. Abschnitte kreuzen nie eine Linie, auch nicht die grüne Linie.</translation>
    </message>
    <message>
        <source>Draw to the other pentagon, the lit one on the green loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Zeichne zum anderen Fünfeck, dem hervorgehobenen auf der grünen Linie.</translation>
    </message>
    <message>
        <source>Draw to the lit pentagon first.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Zeichne zuerst zum hervorgehobenen Fünfeck.</translation>
    </message>
    <message>
        <source>Draw the triangle in the ring, into the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Zeichne das Dreieck im Ring, in den Randbezirk.</translation>
    </message>
    <message>
        <source>Lines may share stations. Draw the triangle in the ring, to where your blue line meets the green loop: a station where lines meet is an &lt;b&gt;interchange&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Linien dürfen Stationen teilen. Zeichne das Dreieck im Ring, dorthin, wo deine blaue Linie auf die grüne Linie trifft: Eine Station, an der sich Linien treffen, ist eine &lt;b&gt;Umsteigemöglichkeit&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A square, yet the ringed square is not lit: your pink line already visits it. A line never comes back to one of its stations, so it never closes into a loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>Ein Quadrat, doch das Quadrat im Ring ist nicht hervorgehoben: Deine pinke Linie führt bereits durch diese Station. Eine Linie kehrt nie zu einer ihrer Stationen zurück und schließt sich so nie zu einer Schleife.</translation>
    </message>
    <message>
        <source>Draw the square in the ring, on from your line&apos;s end in the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Zeichne das Quadrat im Ring, vom Ende deiner Linie im Randbezirk aus.</translation>
    </message>
    <message>
        <source>A joker brings &lt;b&gt;double track&lt;/b&gt;: one section may run on top of a section of another colour, or along the green loop. Draw the section in the ring, along your blue line.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein Joker bringt &lt;b&gt;Doppelgleis&lt;/b&gt;: Ein Abschnitt darf auf einem Abschnitt einer anderen Farbe oder entlang der grünen Linie verlaufen. Zeichne den Abschnitt im Ring, entlang deiner blauen Linie.</translation>
    </message>
    <message>
        <source>Your pink and blue lines now meet in this edge district: it earns its &lt;b&gt;tourist stamp&lt;/b&gt;. Press &lt;b&gt;Next card&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Deine pinke und deine blaue Linie treffen sich jetzt in diesem Randbezirk: Er bringt dir seinen &lt;b&gt;Touristenhotspot&lt;/b&gt;. Drücke &lt;b&gt;Nächste Karte&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;switch&lt;/b&gt;! The card flipped with it gives the symbol, a circle, and this time a section may start at any station of your line. (As the 1st or 2nd card of a round the switch does nothing.)</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Die &lt;b&gt;Weiche&lt;/b&gt;! Die mit ihr aufgedeckte Karte gibt das Symbol vor, einen Kreis, und diesmal darf ein Abschnitt an jeder Station deiner Linie beginnen. (Als 1. oder 2. Karte einer Runde bewirkt die Weiche nichts.)</translation>
    </message>
    <message>
        <source>Start in the middle of your line: draw the circle in the ring, from the interchange. Your line branches and gets one more end.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Beginne in der Mitte deiner Linie: Zeichne den Kreis im Ring, von der Umsteigemöglichkeit aus. Deine Linie verzweigt sich und bekommt ein weiteres Ende.</translation>
    </message>
    <message>
        <source>Use the switch: draw the circle in the ring, from the interchange in the middle of your line.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nutze die Weiche: Zeichne den Kreis im Ring, von der Umsteigemöglichkeit in der Mitte deiner Linie aus.</translation>
    </message>
    <message>
        <source>Now your score sheet. &lt;b&gt;Interchanges&lt;/b&gt;: each station where 3 lines meet scores 5 points, 4 lines 15, 5 lines 30. The green loop counts as a line.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the interchanges. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jetzt zu deiner Wertung. &lt;b&gt;Umsteigemöglichkeiten&lt;/b&gt;: Jede Station, an der sich 3 Linien treffen, bringt 5 Siegpunkte, mit 4 Linien 15, mit 5 Linien 30. Die grüne Linie zählt als Linie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tourist stamps&lt;/b&gt;: an edge district with an interchange (two lines or more) scores 5 points, a corner district 10.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the stamps. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Touristenhotspots&lt;/b&gt;: Ein Randbezirk mit einer Umsteigemöglichkeit (zwei Linien oder mehr) bringt 5 Siegpunkte, ein Eckbezirk 10.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missed green&lt;/b&gt;: every green station that none of your lines reaches costs 3 points at the end.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the missed green. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Nicht angebundene Yamanote-Stationen&lt;/b&gt;: Jede Station der grünen Yamanote-Linie, die keine deiner Linien erreicht, kostet am Ende 3 Siegpunkte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Objectives&lt;/b&gt; score only with the option Shared objectives, which this game leaves out.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the objectives. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Ziele&lt;/b&gt; zählen nur mit der Option „Gemeinsame Ziele“, ohne die diese Partie gespielt wird.</translation>
    </message>
    <message>
        <source>Round 3, with the purple pencil: now it is your game. Draw or pass on each card as you like until the round ends.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>Runde 3, mit dem lila Buntstift: Jetzt spielst du selbst. Zeichne oder passe bei jeder Karte, wie du willst, bis die Runde endet.</translation>
    </message>
    <message>
        <source>Click a lit station to draw, or pass; then press &lt;b&gt;Next card&lt;/b&gt;. Watch for the switch in this round!</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Klicke auf eine hervorgehobene Station, um zu zeichnen, oder passe; drücke dann &lt;b&gt;Nächste Karte&lt;/b&gt;. Achte in dieser Runde auf die Weiche!</translation>
    </message>
    <message>
        <source>The last round: the brown line starts at the brown departure station. Try to reach the green stations still missing, and to make interchanges of three lines or more.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the departure station.</extracomment>
        <translation>Die letzte Runde: Die braune Linie beginnt an der braunen Startstation. Versuche, die noch fehlenden grünen Stationen zu erreichen und Umsteigemöglichkeiten mit drei oder mehr Linien zu schaffen.</translation>
    </message>
    <message>
        <source>Play the last round as you like.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Spiele die letzte Runde, wie du willst.</translation>
    </message>
    <message>
        <source>The game is over. The final table adds up your four lines, the interchanges and the tourist stamps, less the missed green stations.</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Das Spiel ist vorbei. Die Schlusstabelle zählt deine vier Linien, die Umsteigemöglichkeiten und die Touristenhotspots zusammen und zieht die nicht angebundenen Yamanote-Stationen ab.</translation>
    </message>
    <message>
        <source>Alone, you play against the rating table: your title says how well you did. Now you know every rule of the base game!</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Allein spielst du gegen die Einstufungstabelle: Dein Titel zeigt, wie gut du warst. Jetzt kennst du alle Regeln des Grundspiels!</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Your records were damaged: they are kept aside as “%1”, and new ones were made from your saved games.</source>
        <extracomment>%1 the path of the damaged file, kept beside the new one</extracomment>
        <translation>Deine Statistik war beschädigt: Sie wurde als „%1“ beiseitegelegt, und aus deinen gespeicherten Partien wurde eine neue erstellt.</translation>
    </message>
    <message>
        <source>Your records are in use by another copy of Tabibito and cannot be read or added to just now; your saved games are safe.</source>
        <extracomment>on the Records screen and after a game, when another running copy of the app holds the records database</extracomment>
        <translation>Deine Statistik wird gerade von einem anderen laufenden Tabibito benutzt und kann im Moment weder gelesen noch ergänzt werden; deine gespeicherten Partien sind sicher.</translation>
    </message>
    <message>
        <source>There is already a player called %1: choose another name.</source>
        <extracomment>%1 the name asked for</extracomment>
        <translation>Es gibt schon eine Person namens %1: Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>That player is no longer in the records.</source>
        <extracomment>when a player renamed or opened on the Records screen was removed meanwhile</extracomment>
        <translation>Diese Person ist nicht mehr in der Statistik.</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <extracomment>the title of the Records screen&apos;s rename box</extracomment>
        <translation>Person umbenennen</translation>
    </message>
    <message>
        <source>A new name for %1:</source>
        <extracomment>the rename box&apos;s label: %1 the player&apos;s present name</extracomment>
        <translation>Ein neuer Name für %1:</translation>
    </message>
    <message>
        <source>%1 is now called %2; their games are kept.</source>
        <extracomment>%1 the old name, %2 the new name</extracomment>
        <translation>%1 heißt jetzt %2; die Partien bleiben erhalten.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>the title of the file dialog of the Records screen&apos;s Export CSV…</extracomment>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>that dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Der Verlauf konnte nicht in „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>The history was written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Der Verlauf wurde in „%1“ geschrieben.</translation>
    </message>
    <message>
        <source>Against the easy computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against easy computer players</extracomment>
        <translation>Gegen den Computer (leicht)</translation>
    </message>
    <message>
        <source>Against the normal computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against normal computer players</extracomment>
        <translation>Gegen den Computer (normal)</translation>
    </message>
    <message>
        <source>Against the hard computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against hard computer players</extracomment>
        <translation>Gegen den Computer (schwer)</translation>
    </message>
    <message>
        <source>Against the expert computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against expert computer players</extracomment>
        <translation>Gegen den Computer (Experte)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a time spent playing: %1 minutes</extracomment>
        <translation>%1 Min.</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a time spent playing: %1 hours, %2 minutes (two digits)</extracomment>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>a cell of the records: %1 games won, %2 games played</extracomment>
        <translation>%1 von %2 gewonnen</translation>
    </message>
    <message>
        <source>Against people</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against human players only</extracomment>
        <translation>Gegen Menschen</translation>
    </message>
</context>
<context>
    <name>RecordsCharts</name>
    <message>
        <source>Scores over time</source>
        <extracomment>the Records screen: the title of the chart of a player&apos;s scores game by game</extracomment>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Scores over time: the latest %1 games</source>
        <extracomment>a chart&apos;s title: %1 how many games it shows</extracomment>
        <translation>Punkte im Verlauf: die letzten %1 Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>that chart&apos;s legend: the line of scores</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Win</source>
        <extracomment>that chart&apos;s legend: the marks of games won</extracomment>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Mean of the last five</source>
        <extracomment>that chart&apos;s legend: the moving mean over the last five games</extracomment>
        <translation>Schnitt der letzten fünf</translation>
    </message>
    <message>
        <source>Latest score by category</source>
        <extracomment>the Records screen: the title of the chart of the latest game&apos;s score by category</extracomment>
        <translation>Letztes Ergebnis nach Kategorie</translation>
    </message>
    <message>
        <source>Latest game</source>
        <extracomment>that chart&apos;s legend: the bars of the latest game</extracomment>
        <translation>Letzte Partie</translation>
    </message>
    <message>
        <source>Your average</source>
        <extracomment>that chart&apos;s legend: the bars of the player&apos;s average per category</extracomment>
        <translation>Dein Durchschnitt</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <extracomment>the Records screen: the title of the chart of wins against people and each computer level</extracomment>
        <translation>Siegquote nach Gegner</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <extracomment>that chart&apos;s legend: the share of games won, in per cent</extracomment>
        <translation>Gewonnene Partien (%)</translation>
    </message>
    <message>
        <source>Solo rating over time</source>
        <extracomment>the Records screen (Next Station): the title of the chart of solo ratings game by game</extracomment>
        <translation>Solo-Einstufung im Verlauf</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <source>Everyone</source>
        <extracomment>the Records screen: the first entry of the player filter, the table of everyone who played</extracomment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>the Records screen: the first entry of the game filter</extracomment>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <extracomment>the Records screen before any game has been finished</extracomment>
        <translation>Noch keine Partien aufgezeichnet.</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the heading of the Records screen (reached from the home screen)</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the Records screen&apos;s button back to the home screen</extracomment>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>the Records screen: the label of the player filter (&amp; marks the shortcut letter)</extracomment>
        <translation>&amp;Person</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the Records screen: the label of the game filter (&amp; marks the shortcut letter)</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>the Records screen&apos;s button that writes the history to a CSV file</extracomment>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>the Records screen&apos;s button that renames the chosen player</extracomment>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Give this player another name; their games stay theirs.</source>
        <extracomment>the tooltip of the Records screen&apos;s Rename button</extracomment>
        <translation>Gib dieser Person einen anderen Namen; ihre Partien bleiben ihre.</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>the Records screen: the heading of the list of recent games</extracomment>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>the Records screen, recent games: the column of dates</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the Records screen, recent games: the column of game titles</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>the Records screen, recent games: the column listing each player with their score</extracomment>
        <translation>Personen und Punkte</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>the Records screen, recent games: the column of how long each game took</extracomment>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Open the game</source>
        <extracomment>the Records screen&apos;s button that opens the chosen game on its final scores</extracomment>
        <translation>Partie öffnen</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: step through it with the arrows.</source>
        <extracomment>the status line when a click on the board of a replay asks for a move</extracomment>
        <translation>Das ist eine Wiederholung: Blättere mit den Pfeilen durch die Partie.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>the replay bar&apos;s line before the first move</extracomment>
        <translation>Der Beginn der Partie</translation>
    </message>
    <message>
        <source>%1 decided</source>
        <extracomment>the replay bar&apos;s line for a move the log has no words for: %1 the player</extracomment>
        <translation>%1 hat entschieden</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <extracomment>the replay bar&apos;s button that leaves the replay for the final scores</extracomment>
        <translation>Zurück zur Wertung</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s start; Home is its key</extracomment>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move back; ← is its key</extracomment>
        <translation>Einen Zug zurück (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move on; → is its key</extracomment>
        <translation>Einen Zug weiter (→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s end; End is its key</extracomment>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <extracomment>the replay bar&apos;s button that plays the moves one after another, or pauses (P)</extracomment>
        <translation>Abspielen oder anhalten (P)</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>the replay bar&apos;s button that changes how fast the moves follow each other</extracomment>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>the replay bar: %1 the move shown (0 before the first), %2 the number of moves</extracomment>
        <translation>Zug %1 von %2</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <extracomment>the home screen&apos;s card of the game left a moment ago (still open in this window)</extracomment>
        <translation>Dein Spiel wartet</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <extracomment>the home screen&apos;s card of the newest unfinished game (from its autosave)</extracomment>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>ResumeList</name>
    <message>
        <source>%1 · saved %2</source>
        <extracomment>below a game to continue: %1 how far it is (such as &quot;Round 3 of 13&quot;), %2 when it was saved (a short date and time)</extracomment>
        <translation>%1 · gespeichert am %2</translation>
    </message>
    <message>
        <source>saved %1</source>
        <extracomment>below a game to continue: %1 when it was saved (a short date and time)</extracomment>
        <translation>gespeichert am %1</translation>
    </message>
    <message>
        <source>More unfinished games (%1)</source>
        <extracomment>a button that opens a menu: %1 how many more unfinished games there are</extracomment>
        <translation>Weitere unbeendete Spiele (%1)</translation>
    </message>
    <message>
        <source>Nothing is lost: unfinished games stay on the home screen, where you can continue them whenever you like.</source>
        <extracomment>the question before another game replaces the game on screen, which stays resumable</extracomment>
        <translation>Es geht nichts verloren: Unbeendete Spiele bleiben auf der Startseite, wo du sie jederzeit fortsetzen kannst.</translation>
    </message>
    <message>
        <source>To make room, the oldest unfinished game is deleted: %1.</source>
        <extracomment>%1 the deleted game, or a list of them, each as &quot;Tokaido with Aiko and Ben&quot;</extracomment>
        <translation>Um Platz zu schaffen, wird das älteste unbeendete Spiel gelöscht: %1.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>F1: the rules about this</source>
        <extracomment>the last line of a hover card on the board: F1 opens the rules at what the card shows</extracomment>
        <translation>F1: die Regeln dazu</translation>
    </message>
    <message>
        <source>This part of the rules is not available yet.</source>
        <extracomment>the rules window when a link leads to a part that is missing from the installation</extracomment>
        <translation>Dieser Teil der Regeln ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>This part of the rules could not be shown: its file (%1) is damaged near line %2.</source>
        <extracomment>%1 the file name of the rules page, %2 a line number in it</extracomment>
        <translation>Dieser Teil der Regeln kann nicht angezeigt werden: Seine Datei (%1) ist um Zeile %2 beschädigt.</translation>
    </message>
    <message>
        <source>This text is not translated into your language yet, so it is shown in English.</source>
        <extracomment>a note at the top of the rules window when a page is shown in English</extracomment>
        <translation>Dieser Text ist noch nicht in deine Sprache übersetzt und wird deshalb auf Englisch angezeigt.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the rules window&apos;s title when no game is chosen
----------
the rules window&apos;s tab of the full rules</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>the rules window&apos;s title: %1 the game&apos;s title</extracomment>
        <translation>%1 — Regeln</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <extracomment>the rules window&apos;s tab of the one-page summary</extracomment>
        <translation>Kurzübersicht</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Vor (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+−)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Kleinere Schrift (Strg+−)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Größere Schrift (Strg++)</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>the screen reader&apos;s name of the rules window&apos;s list of sections beside the text</extracomment>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <extracomment>the heading of the score sheet at the end of a game</extracomment>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <extracomment>the heading of the score sheet opened during a game (the scores as they stand)</extracomment>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>the score sheet&apos;s button that closes it to show the board</extracomment>
        <translation>Spielplan ansehen</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the score sheet&apos;s button back to the home screen</extracomment>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>the score sheet&apos;s button that starts a new game with the same players and options</extracomment>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>the score sheet&apos;s button that replays the finished game move by move</extracomment>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <extracomment>the score sheet during a game whose scores stay hidden until the end (Let&apos;s Go)</extracomment>
        <translation>Die Punkte werden erst am Spielende gezählt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in “Hints used”: %1 their name, %2 how many hints they asked for</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hints used: %1</source>
        <extracomment>a line under the final scores: %1 the players and their hint counts, as a list</extracomment>
        <translation>Genutzte Tipps: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winner&apos;s name</extracomment>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winners&apos; names, as a list</extracomment>
        <translation>Geteilter Sieg: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>How “%1” is scored: click for the rule</source>
        <extracomment>the tooltip of a score category&apos;s row head: %1 the category&apos;s name</extracomment>
        <translation>Wie „%1“ gewertet wird: Klicken für die Regel</translation>
    </message>
</context>
<context>
    <name>SeatLook</name>
    <message>
        <source>Click to go back to your own board</source>
        <extracomment>tooltip of the row of the player whose board is being looked at</extracomment>
        <translation>Klicken, um zum eigenen Spielbereich zurückzukehren</translation>
    </message>
    <message>
        <source>Click to look at %1&apos;s board</source>
        <extracomment>tooltip of another player&apos;s row in the list of scores: %1 that player</extracomment>
        <translation>Klicken, um den Spielbereich von %1 anzusehen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <extracomment>a choice of the Animations setting: no animations (and no pauses between computer moves)</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>a choice of the Animations setting (the default)</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>the Settings dialog&apos;s window title
----------
the Settings dialog&apos;s heading</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>the Settings dialog: the label of the language choice</extracomment>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>the Settings dialog: the label of the animation speed (Off, Fast, Normal, Slow)</extracomment>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>the Settings dialog: the label of the sound row (with the mute box)</extracomment>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <extracomment>the Settings dialog: the box that silences every sound; M is the key that does it during a game</extracomment>
        <translation>Stummschalten (M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the Settings dialog: the slider of the overall volume</extracomment>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>the Settings dialog: the slider of the table&apos;s effects (cards, coins, pencil …)</extracomment>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Music</source>
        <extracomment>the Settings dialog: the slider of the music</extracomment>
        <translation>Musik</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <extracomment>the Settings dialog: a note under the animation speed</extracomment>
        <translation>Die Animationen bestimmen auch, wie lange die Computergegner zwischen ihren Zügen pausieren.</translation>
    </message>
</context>
<context>
    <name>Tokaido</name>
    <message>
        <source>Click to stop here.</source>
        <extracomment>in the label beside a stop of the road that the moving traveller may choose now</extracomment>
        <translation>Klicke, um hier anzuhalten.</translation>
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
        <translation>Nur mit dem Amulett „Freundschaft“: Wähle es im Bedienfeld aus, um auf diesem Feld anzuhalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%n Set</numerusform>
            <numerusform>%n Sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>%n Andenken</numerusform>
            <numerusform>%n Andenken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>%n Mahlzeit</numerusform>
            <numerusform>%n Mahlzeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>%n Karte „Heiße Quelle“</numerusform>
            <numerusform>%n Karten „Heiße Quelle“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>%n Begegnung</numerusform>
            <numerusform>%n Begegnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>%n Münze gespendet</numerusform>
            <numerusform>%n Münzen gespendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>%n Erfolgskarte</numerusform>
            <numerusform>%n Erfolgskarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>%n Kirschbaum</numerusform>
            <numerusform>%n Kirschbäume</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>%n Badehaus</numerusform>
            <numerusform>%n Badehäuser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neutral traveller ahead, %n coin(s)</source>
        <extracomment>score detail of the temple ranking in a 2-player game, under a traveller whom the neutral traveller outgave: %n the neutral traveller&apos;s coins on the temples</extracomment>
        <translation>
            <numerusform>neutraler Reisender davor, %n Münze</numerusform>
            <numerusform>neutraler Reisender davor, %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>%n legendärer Gegenstand</numerusform>
            <numerusform>%n legendäre Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>%n Kalligrafiekarte</numerusform>
            <numerusform>%n Kalligrafiekarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>%n Amulett</numerusform>
            <numerusform>%n Amulette</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>%n verdecktes Amulett</numerusform>
            <numerusform>%n verdeckte Amulette</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>davon %n in diesem Zug gekauft</numerusform>
            <numerusform>davon %n in diesem Zug gekauft</numerusform>
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
        <translation>Gesamt: %1</translation>
    </message>
    <message>
        <source>Choosing a traveller…</source>
        <translation>Wählt einen Reisenden…</translation>
    </message>
    <message>
        <source>Click to see %1&apos;s whole journey</source>
        <extracomment>tooltip of a traveller&apos;s one-row card in a short side column: %1 the player</extracomment>
        <translation>Klicken, um die ganze Reise von %1 zu sehen</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computergegner</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A computer player deciding now; a short tag beside its traveller (about 12 characters).</extracomment>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <source>Deciding</source>
        <extracomment>The player deciding now; a short tag beside the traveller (about 12 characters).</extracomment>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The end of the game: the player with the most points (ties: several); a short tag.</extracomment>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Moves the neutral</source>
        <extracomment>Two players: the leading player moves the neutral traveller; a short tag.</extracomment>
        <translation>Zieht Neutralen</translation>
    </message>
    <message>
        <source>%1: %2 of %3 parts</source>
        <extracomment>%1 a panorama (&quot;Sea panorama&quot;), %2 the parts taken, %3 the parts it has (3, 4 or 5).</extracomment>
        <translation>%1: %2 von %3 Teilen</translation>
    </message>
    <message>
        <source>Achievement card: %1 (%2)</source>
        <extracomment>%1 an achievement card&apos;s name, %2 its points (&quot;3 points&quot;).</extracomment>
        <translation>Erfolgskarte: %1 (%2)</translation>
    </message>
    <message>
        <source>Set %1: %2</source>
        <extracomment>One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.</extracomment>
        <translation>Set %1: %2</translation>
    </message>
    <message>
        <source>Bought this turn: usable from the next turn on.</source>
        <translation>In diesem Zug gekauft: ab dem nächsten Zug einsetzbar.</translation>
    </message>
    <message>
        <source>Scored at the end of the journey.</source>
        <translation>Wird am Ende der Reise gewertet.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A card in a tooltip: %1 its name, %2 what it does.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>Wandere auf der Ostmeerstraße von Kyoto nach Edo und sammle unterwegs Sehenswürdigkeiten.</translation>
    </message>
    <message>
        <source>Neutral traveller</source>
        <extracomment>the traveller that nobody plays in a two-player game, named like a player in the log</extracomment>
        <translation>Neutraler Reisender</translation>
    </message>
    <message>
        <source>Village</source>
        <extracomment>a kind of stop on the road, used as a label and inserted into &quot;%1 stops at: %2&quot;</extracomment>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>Temple</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Tempel</translation>
    </message>
    <message>
        <source>Encounter</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>Rice paddy panorama</source>
        <extracomment>an achievement card, for the first traveller to complete the rice paddy panorama
----------
a kind of stop on the road (a panorama of rice paddies), used like &quot;Village&quot;
----------
a panorama type, inserted into sentences: &quot;part 2 of the %2&quot;, &quot;the first to complete the %2&quot;; it names the whole panorama (of rice paddies)</extracomment>
        <translation>Reisfeld-Panorama</translation>
    </message>
    <message>
        <source>Mountain panorama</source>
        <extracomment>an achievement card, for the first to complete the mountain panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Gebirgs-Panorama</translation>
    </message>
    <message>
        <source>Sea panorama</source>
        <extracomment>an achievement card, for the first to complete the sea panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Meer-Panorama</translation>
    </message>
    <message>
        <source>Hot spring</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Heiße Quelle</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Bauernhof</translation>
    </message>
    <message>
        <source>Inn</source>
        <extracomment>a kind of stop on the road (where every traveller must stop and may eat), like &quot;Village&quot;</extracomment>
        <translation>Gasthaus</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <extracomment>the inn at one end of the road (the start, or the end on the Return trip)</extracomment>
        <translation>Kyoto</translation>
    </message>
    <message>
        <source>First inn</source>
        <extracomment>the first of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Erstes Gasthaus</translation>
    </message>
    <message>
        <source>Second inn</source>
        <extracomment>the second of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Zweites Gasthaus</translation>
    </message>
    <message>
        <source>Third inn</source>
        <extracomment>the third of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Drittes Gasthaus</translation>
    </message>
    <message>
        <source>Edo</source>
        <extracomment>the inn at the other end of the road (the end, or the start on the Return trip)</extracomment>
        <translation>Edo</translation>
    </message>
    <message>
        <source>Look at 3 souvenirs and buy any of them you can pay for.</source>
        <translation>Sieh dir 3 Andenken an und kaufe davon, so viele du bezahlen kannst.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple: 1 point each.</source>
        <translation>Spende dem Tempel 1 bis 3 Münzen: je 1 Punkt.</translation>
    </message>
    <message>
        <source>Draw an encounter card and keep it.</source>
        <translation>Ziehe eine Begegnungskarte und behalte sie.</translation>
    </message>
    <message>
        <source>Take the next part of your rice paddy panorama: its number in points.</source>
        <translation>Nimm den nächsten Teil deines Reisfeld-Panoramas: Punkte in Höhe seiner Zahl.</translation>
    </message>
    <message>
        <source>Take the next part of your mountain panorama: its number in points.</source>
        <translation>Nimm den nächsten Teil deines Gebirgs-Panoramas: Punkte in Höhe seiner Zahl.</translation>
    </message>
    <message>
        <source>Take the next part of your sea panorama: its number in points.</source>
        <translation>Nimm den nächsten Teil deines Meer-Panoramas: Punkte in Höhe seiner Zahl.</translation>
    </message>
    <message>
        <source>Draw a hot spring card: 2 or 3 points.</source>
        <translation>Ziehe eine Karte „Heiße Quelle“: 2 oder 3 Punkte.</translation>
    </message>
    <message>
        <source>Take 3 coins from the bank.</source>
        <translation>Nimm 3 Münzen aus dem Vorrat.</translation>
    </message>
    <message>
        <source>Every traveller stops here and may buy one meal not eaten before: 6 points.</source>
        <translation>Alle Reisenden halten hier und dürfen eine Mahlzeit kaufen, die sie noch nicht gegessen haben: 6 Punkte.</translation>
    </message>
    <message>
        <source>Crossroads: take a cherry tree instead: %1 and %2.</source>
        <extracomment>%1 the points of a cherry tree (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>Crossroads: Nimm stattdessen einen Kirschbaum: %1 und %2.</translation>
    </message>
    <message>
        <source>Crossroads: buy one legendary object instead.</source>
        <translation>Crossroads: Kaufe stattdessen einen legendären Gegenstand.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 to the bank for an amulet of your choice instead.</source>
        <extracomment>%1 the price of an amulet (&quot;1 coin&quot;)</extracomment>
        <translation>Crossroads: Zahle stattdessen %1 in den Vorrat für ein Amulett deiner Wahl.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a calligraphy of your choice instead.</source>
        <extracomment>%1 the price of a calligraphy (&quot;1 coin&quot;)</extracomment>
        <translation>Crossroads: Zahle stattdessen %1 für eine Kalligrafie deiner Wahl.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a bath house instead: %2.</source>
        <extracomment>%1 the price of a bath house (&quot;1 coin&quot;), %2 its points (&quot;4 points&quot;)</extracomment>
        <translation>Crossroads: Zahle stattdessen %1 für ein Badehaus: %2.</translation>
    </message>
    <message>
        <source>Crossroads: bet %1 in the gaming room and roll the fortune die instead.</source>
        <extracomment>%1 the stake of the gaming room (&quot;2 coins&quot;)</extracomment>
        <translation>Crossroads: Setze stattdessen in der Spielhalle %1 und wirf den Glückswürfel.</translation>
    </message>
    <message>
        <source>Crossroads offers nothing else at an inn.</source>
        <translation>Im Gasthaus bietet Crossroads nichts anderes.</translation>
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
        <translation>der Künstler</translation>
    </message>
    <message>
        <source>the messenger</source>
        <extracomment>what the traveller is (Chuubei), like &quot;the artist&quot;</extracomment>
        <translation>der Bote</translation>
    </message>
    <message>
        <source>the ronin</source>
        <extracomment>what the traveller is (Kinko), like &quot;the artist&quot;</extracomment>
        <translation>der Rōnin</translation>
    </message>
    <message>
        <source>the functionary</source>
        <extracomment>what the traveller is (Yoshiyasu), like &quot;the artist&quot;</extracomment>
        <translation>der Beamte</translation>
    </message>
    <message>
        <source>the orphan</source>
        <extracomment>what the traveller is (Satsuki), like &quot;the artist&quot;</extracomment>
        <translation>das Waisenkind</translation>
    </message>
    <message>
        <source>the old man</source>
        <extracomment>what the traveller is (Mitsukuni), like &quot;the artist&quot;</extracomment>
        <translation>der alte Mann</translation>
    </message>
    <message>
        <source>the geisha</source>
        <extracomment>what the traveller is (Sasayakko), like &quot;the artist&quot;</extracomment>
        <translation>die Geisha</translation>
    </message>
    <message>
        <source>the priest</source>
        <extracomment>what the traveller is (Hirotada), like &quot;the artist&quot;</extracomment>
        <translation>der Priester</translation>
    </message>
    <message>
        <source>the street entertainer</source>
        <extracomment>what the traveller is (Umegae), like &quot;the artist&quot;</extracomment>
        <translation>die Straßenkünstlerin</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>what the traveller is (Zen-emon), like &quot;the artist&quot;</extracomment>
        <translation>der Händler</translation>
    </message>
    <message>
        <source>the yakuza</source>
        <extracomment>what the traveller is (Jirocho), like &quot;the artist&quot;</extracomment>
        <translation>der Yakuza</translation>
    </message>
    <message>
        <source>the kid</source>
        <extracomment>what the traveller is (Daigoro), like &quot;the artist&quot;</extracomment>
        <translation>der Junge</translation>
    </message>
    <message>
        <source>the gourmet</source>
        <extracomment>what the traveller is (Nampo), like &quot;the artist&quot;</extracomment>
        <translation>der Feinschmecker</translation>
    </message>
    <message>
        <source>the souvenir seller</source>
        <extracomment>what the traveller is (Gotozaemon), like &quot;the artist&quot;</extracomment>
        <translation>der Andenkenhändler</translation>
    </message>
    <message>
        <source>the superstitious woman</source>
        <extracomment>what the traveller is (Miyataka), like &quot;the artist&quot;</extracomment>
        <translation>die Abergläubische</translation>
    </message>
    <message>
        <source>the old woman</source>
        <extracomment>what the traveller is (Kita), like &quot;the artist&quot;</extracomment>
        <translation>die alte Frau</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: the next part of a panorama of his choice.</source>
        <translation>In jedem der drei Zwischen-Gasthäuser, vor der Mahlzeit: der nächste Teil eines Panoramas seiner Wahl.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: an encounter card.</source>
        <translation>In jedem der drei Zwischen-Gasthäuser, vor der Mahlzeit: eine Begegnungskarte.</translation>
    </message>
    <message>
        <source>Every meal costs him 1 coin less, so 1-coin meals are free.</source>
        <translation>Jede Mahlzeit kostet ihn 1 Münze weniger, Mahlzeiten für 1 Münze sind also gratis.</translation>
    </message>
    <message>
        <source>At an encounter stop he draws two cards and keeps the one he likes.</source>
        <translation>Auf einem Begegnungsfeld zieht er zwei Karten und behält die, die ihm lieber ist.</translation>
    </message>
    <message>
        <source>At each inn the top meal of the deck is hers for free. She may turn it down and buy a meal as usual.</source>
        <translation>In jedem Gasthaus bekommt sie die oberste Mahlzeit des Stapels gratis. Sie darf sie ablehnen und wie üblich eine Mahlzeit kaufen.</translation>
    </message>
    <message>
        <source>1 more point for each hot spring card, bath house and achievement card.</source>
        <translation>1 Punkt extra für jede Karte „Heiße Quelle“, jedes Badehaus und jede Erfolgskarte.</translation>
    </message>
    <message>
        <source>When she buys two souvenirs or more in a village, the cheapest is free: its coins come back as she leaves.</source>
        <translation>Kauft sie in einem Dorf zwei oder mehr Andenken, ist das billigste gratis: Sie bekommt die Münzen dafür zurück, wenn sie das Dorf verlässt.</translation>
    </message>
    <message>
        <source>At each temple the bank adds 1 coin to his gift: 1 more point.</source>
        <translation>In jedem Tempel legt der Vorrat 1 Münze zu seiner Spende dazu: 1 Punkt mehr.</translation>
    </message>
    <message>
        <source>1 point and 1 coin at each encounter, before the card, and when she buys a calligraphy.</source>
        <translation>1 Punkt und 1 Münze bei jeder Begegnung (vor der Karte) und beim Kauf einer Kalligrafie.</translation>
    </message>
    <message>
        <source>In each village, one souvenir costs him only 1 coin.</source>
        <translation>In jedem Dorf kostet ihn ein Andenken nur 1 Münze.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal, he may bet 1 coin on the fortune die.</source>
        <translation>In jedem der drei Zwischen-Gasthäuser darf er vor der Mahlzeit 1 Münze auf den Glückswürfel setzen.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: a souvenir from the deck, free.</source>
        <translation>In jedem der drei Zwischen-Gasthäuser, vor der Mahlzeit: ein Andenken vom Stapel, gratis.</translation>
    </message>
    <message>
        <source>Each meal he eats scores its price again, in points.</source>
        <translation>Jede Mahlzeit, die er isst, bringt ihm zusätzlich so viele Punkte, wie sie kostet.</translation>
    </message>
    <message>
        <source>1 coin each time he stops at a panorama.</source>
        <translation>1 Münze jedes Mal, wenn er auf einem Panorama-Feld anhält.</translation>
    </message>
    <message>
        <source>At a temple she may both give coins and buy an amulet.</source>
        <translation>An einem Tempel darf sie spenden und zusätzlich ein Amulett kaufen.</translation>
    </message>
    <message>
        <source>At an encounter stop she may both draw an encounter and buy a calligraphy.</source>
        <translation>Auf einem Begegnungsfeld darf sie eine Begegnung ziehen und zusätzlich eine Kalligrafie kaufen.</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>in the label beside a stop: %1 the travellers standing there (&quot;Yuki and Aiko&quot;)</extracomment>
        <translation>Hier: %1</translation>
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
        <translation>Kleinigkeiten</translation>
    </message>
    <message>
        <source>Food and drink</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Essen &amp; Trinken</translation>
    </message>
    <message>
        <source>Clothing</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Kleidung</translation>
    </message>
    <message>
        <source>Art</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Kunst</translation>
    </message>
    <message>
        <source>Fifth family</source>
        <extracomment>the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)</extracomment>
        <translation>Fünfte Andenkenart</translation>
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
        <translation>Samurai</translation>
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
        <translation>Der Handlungsreisende schenkt dir ein Andenken vom Stapel.</translation>
    </message>
    <message>
        <source>The guide shows the next part of a panorama; once that panorama is complete, of any panorama you choose.</source>
        <translation>Der Fremdenführer zeigt dir den nächsten Teil eines Panoramas; ist dieses schon vollständig, den eines Panoramas deiner Wahl.</translation>
    </message>
    <message>
        <source>The samurai&apos;s company is worth 3 points.</source>
        <translation>Die Gesellschaft des Samurai ist 3 Punkte wert.</translation>
    </message>
    <message>
        <source>The noble gives 3 coins.</source>
        <translation>Der Adlige schenkt dir 3 Münzen.</translation>
    </message>
    <message>
        <source>The priestess puts a coin from the bank on the temple for you: 1 point.</source>
        <translation>Die Priesterin legt für dich 1 Münze aus dem Vorrat auf den Tempel: 1 Punkt.</translation>
    </message>
    <message>
        <source>The next part of the rice paddy panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Der nächste Teil des Reisfeld-Panoramas; ist es schon vollständig, der eines Panoramas deiner Wahl.</translation>
    </message>
    <message>
        <source>The next part of the mountain panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Der nächste Teil des Gebirgs-Panoramas; ist es schon vollständig, der eines Panoramas deiner Wahl.</translation>
    </message>
    <message>
        <source>The next part of the sea panorama; once that one is complete, of any panorama you choose.</source>
        <translation>Der nächste Teil des Meer-Panoramas; ist es schon vollständig, der eines Panoramas deiner Wahl.</translation>
    </message>
    <message>
        <source>Gourmet</source>
        <extracomment>an achievement card (the highest meal prices); also a category of the score sheet
----------
a row of the score sheet (the achievement card Gourmet)</extracomment>
        <translation>Feinschmecker</translation>
    </message>
    <message>
        <source>Collector</source>
        <extracomment>an achievement card (the most souvenirs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Collector)</extracomment>
        <translation>Sammler</translation>
    </message>
    <message>
        <source>Bather</source>
        <extracomment>an achievement card (the most hot springs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Bather)</extracomment>
        <translation>Badegast</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <extracomment>an achievement card (the most encounters); also a category of the score sheet
----------
a row of the score sheet (the achievement card Chatterbox)</extracomment>
        <translation>Plaudertasche</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the rice paddy panorama.</source>
        <translation>3 Punkte für den ersten Reisenden, der das Reisfeld-Panorama vervollständigt.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the mountain panorama.</source>
        <translation>3 Punkte für den ersten Reisenden, der das Gebirgs-Panorama vervollständigt.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the sea panorama.</source>
        <translation>3 Punkte für den ersten Reisenden, der das Meer-Panorama vervollständigt.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the highest total of meal prices.</source>
        <translation>Am Ende 3 Punkte für die höchste Summe der Mahlzeitenpreise.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most souvenirs (legendary objects count).</source>
        <translation>Am Ende 3 Punkte für die meisten Andenken (legendäre Gegenstände zählen mit).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most hot springs (bath houses count).</source>
        <translation>Am Ende 3 Punkte für die meisten Karten „Heiße Quelle“ (Badehäuser zählen mit).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most encounters (calligraphies count).</source>
        <translation>Am Ende 3 Punkte für die meisten Begegnungen (Kalligrafien zählen mit).</translation>
    </message>
    <message>
        <source>Vitality</source>
        <extracomment>an amulet card (Crossroads), inserted into &quot;%1 uses the %2 amulet.&quot;</extracomment>
        <translation>Lebenskraft</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Health</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Friendship</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Freundschaft</translation>
    </message>
    <message>
        <source>Hospitality</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Gastfreundschaft</translation>
    </message>
    <message>
        <source>Devotion</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Hingabe</translation>
    </message>
    <message>
        <source>When a move takes you into the lead, you may move once more (not after reaching an inn).</source>
        <translation>Bringt dich ein Zug an die Spitze, darfst du noch einmal ziehen (nicht nach der Ankunft in einem Gasthaus).</translation>
    </message>
    <message>
        <source>Before your move, roll the fortune die and take as many coins as it shows.</source>
        <translation>Wirf vor deinem Zug den Glückswürfel und nimm so viele Münzen, wie er zeigt.</translation>
    </message>
    <message>
        <source>Take both effects of the stop you reach, in the order you like.</source>
        <translation>Nutze beide Effekte des Feldes, das du erreichst, in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <source>Stop at a single stop another traveller holds; you count as behind them.</source>
        <translation>Halte auf einem Einzelfeld, auf dem schon ein anderer Reisender steht; du giltst als hinter ihm.</translation>
    </message>
    <message>
        <source>Your meal at an inn is free.</source>
        <translation>Deine Mahlzeit in einem Gasthaus ist gratis.</translation>
    </message>
    <message>
        <source>The coins you pay for one card go onto the temple: 1 point each.</source>
        <translation>Die Münzen, die du für eine Karte zahlst, kommen auf den Tempel: je 1 Punkt.</translation>
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
        <translation>1 Punkt für jedes Andenken und jeden legendären Gegenstand in deinem Besitz, danach 1 Punkt extra für jedes weitere Andenken.</translation>
    </message>
    <message>
        <source>Counts as a souvenir of a fifth family in your sets.</source>
        <translation>Zählt in deinen Sets als Andenken einer fünften Art.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>the effect of Murasame and Masamune: %1 their points (&quot;8 points&quot;)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a legendary object now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a village and now lacks the coins</extracomment>
        <translation>%1 kann jetzt keinen legendären Gegenstand bezahlen und kauft keinen.</translation>
    </message>
    <message>
        <source>%1 cannot pay for an amulet now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a temple and now lacks the coin</extracomment>
        <translation>%1 kann jetzt kein Amulett bezahlen und kauft keins.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a calligraphy now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of an encounter stop and now lacks the coin</extracomment>
        <translation>%1 kann jetzt keine Kalligrafie bezahlen und kauft keine.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a bath house now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a hot spring and now lacks the coin</extracomment>
        <translation>%1 kann jetzt kein Badehaus bezahlen und kauft keins.</translation>
    </message>
    <message>
        <source>%1 and %2.</source>
        <extracomment>what a cherry tree gives: %1 its points (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>%1 und %2.</translation>
    </message>
    <message>
        <source>%1; it counts as a hot spring for the Bather.</source>
        <extracomment>what a bath house gives: %1 its points (&quot;4 points&quot;)</extracomment>
        <translation>%1; zählt für den Badegast als Heiße Quelle.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back from the temple, %n point(s) less.</source>
        <extracomment>log, Sasayakko&apos;s ability when the Devotion amulet had paid the free souvenir onto the temple: %1 a player, %n the coins she takes back from there (and the points they scored)</extracomment>
        <translation>
            <numerusform>%1 bekommt das billigste Andenken gratis: %n Münze zurück vom Tempel, %n Punkt weniger.</numerusform>
            <numerusform>%1 bekommt das billigste Andenken gratis: %n Münzen zurück vom Tempel, %n Punkte weniger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The traveller furthest back on the road always moves next.</source>
        <translation>Es zieht immer der Reisende, der auf der Straße am weitesten hinten steht.</translation>
    </message>
    <message>
        <source>Score track: every traveller&apos;s points so far.</source>
        <translation>Punkteleiste: die bisherigen Punkte aller Reisenden.</translation>
    </message>
    <message>
        <source>At the end, the most generous donors to the temples score extra points.</source>
        <translation>Am Ende erhalten die großzügigsten Spender der Tempel zusätzliche Punkte.</translation>
    </message>
    <message>
        <source>Contemplation</source>
        <extracomment>a calligraphy card (Crossroads), a virtue, inserted into &quot;%1 buys the calligraphy %2.&quot;</extracomment>
        <translation>Besinnung</translation>
    </message>
    <message>
        <source>Nostalgia</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Nostalgie</translation>
    </message>
    <message>
        <source>Patience</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Geduld</translation>
    </message>
    <message>
        <source>Perfection</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Vollkommenheit</translation>
    </message>
    <message>
        <source>Foresight</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Voraussicht</translation>
    </message>
    <message>
        <source>Fasting</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Fasten</translation>
    </message>
    <message>
        <source>At the end, 3 points per completed panorama and 1 per cherry tree.</source>
        <translation>Am Ende 3 Punkte pro vollständigem Panorama und 1 pro Kirschbaum.</translation>
    </message>
    <message>
        <source>At the end, 2 points per legendary object and 1 per souvenir.</source>
        <translation>Am Ende 2 Punkte pro legendärem Gegenstand und 1 pro Andenken.</translation>
    </message>
    <message>
        <source>At the end, 6 points for the last to reach the final inn, 4 for the one before, 2 for everyone else.</source>
        <translation>Am Ende 6 Punkte für den Letzten, der das letzte Gasthaus erreicht, 4 für den Vorletzten, 2 für alle anderen.</translation>
    </message>
    <message>
        <source>At the end, 2 points per achievement card and 1 per calligraphy, this one included.</source>
        <translation>Am Ende 2 Punkte pro Erfolgskarte und 1 pro Kalligrafie, diese eingeschlossen.</translation>
    </message>
    <message>
        <source>At the end, 2 points per coin left.</source>
        <translation>Am Ende 2 Punkte pro übrig gebliebener Münze.</translation>
    </message>
    <message>
        <source>At the end, 2 points per meal not eaten (of the four of a journey).</source>
        <translation>Am Ende 2 Punkte pro nicht gegessener Mahlzeit (von den vier einer Reise).</translation>
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
        <translation>Panoramen</translation>
    </message>
    <message>
        <source>Hot springs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Heiße Quellen</translation>
    </message>
    <message>
        <source>Souvenirs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Andenken</translation>
    </message>
    <message>
        <source>Meals</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Mahlzeiten</translation>
    </message>
    <message>
        <source>Encounters</source>
        <extracomment>a row of the score sheet: Samurai and Miko</extracomment>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>Temple gifts</source>
        <extracomment>a row of the score sheet: a point per coin given during the journey</extracomment>
        <translation>Tempelspenden</translation>
    </message>
    <message>
        <source>Panorama achievements</source>
        <extracomment>a row of the score sheet: the first to complete each panorama</extracomment>
        <translation>Panorama-Erfolge</translation>
    </message>
    <message>
        <source>Traveller&apos;s ability</source>
        <extracomment>a row of the score sheet: what the traveller&apos;s own ability scored</extracomment>
        <translation>Fähigkeit des Reisenden</translation>
    </message>
    <message>
        <source>Temple ranking</source>
        <extracomment>a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)</extracomment>
        <translation>Tempelwertung</translation>
    </message>
    <message>
        <source>Cherry trees</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Kirschbäume</translation>
    </message>
    <message>
        <source>Bath houses</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Badehäuser</translation>
    </message>
    <message>
        <source>Only %1 cards of each Crossroads type with 2 or 3 players, %2 with 4 or 5; the others stay in the box.</source>
        <extracomment>%1 and %2 the cards of each Crossroads type in the game with 2–3 and with 4–5 players</extracomment>
        <translation>Von jeder Crossroads-Kartenart kommen bei 2 oder 3 Spielern nur %1 Karten ins Spiel, bei 4 oder 5 Spielern %2; die übrigen bleiben in der Schachtel.</translation>
    </message>
    <message>
        <source>Legendary object</source>
        <translation>Legendärer Gegenstand</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulett</translation>
    </message>
    <message>
        <source>Calligraphy</source>
        <translation>Kalligrafie</translation>
    </message>
    <message>
        <source>The stop&apos;s own effect, or the Crossroads one?</source>
        <translation>Der übliche Effekt des Feldes oder der von Crossroads?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beides</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>the &apos;Both&apos; tiles of Miyataka and Kita: %1 the effect taken first (the stop&apos;s own or the Crossroads one), %2 the other</extracomment>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>%1: both, this one first</source>
        <extracomment>a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the clicked one first</extracomment>
        <translation>%1: beides, Angeklicktes zuerst</translation>
    </message>
    <message>
        <source>Legendary objects</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Legendäre Gegenstände</translation>
    </message>
    <message>
        <source>Amulets</source>
        <translation>Amulette</translation>
    </message>
    <message>
        <source>The amulets are hidden from you.</source>
        <translation>Die Amulette siehst du nicht.</translation>
    </message>
    <message>
        <source>Calligraphies</source>
        <extracomment>a row of the score sheet (Crossroads), scored at the end</extracomment>
        <translation>Kalligrafien</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Erneut ziehen</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Hierbleiben</translation>
    </message>
    <message>
        <source>Keep the amulet for later</source>
        <translation>Amulett für später behalten</translation>
    </message>
    <message>
        <source>Draw an amulet</source>
        <translation>Amulett ziehen</translation>
    </message>
    <message>
        <source>A random amulet from the supply</source>
        <translation>Ein zufälliges Amulett aus dem Vorrat</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <source>Keep your coin</source>
        <translation>Behalte deine Münze</translation>
    </message>
    <message>
        <source>A bet at the inn</source>
        <translation>Eine Wette im Gasthaus</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <extracomment>Jirocho&apos;s bet: %1 the stake (&quot;1 coin&quot;)</extracomment>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>The die: lose it, or get it back ×1 to ×4</source>
        <translation>Würfel: Einsatz verloren oder ×1 bis ×4 zurück</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Nicht setzen</translation>
    </message>
    <message>
        <source>Go straight to dinner</source>
        <translation>Gleich zum Abendessen</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <extracomment>a panorama&apos;s next part: %1 its number, %2 the parts of a whole panorama</extracomment>
        <translation>Teil %1 von %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>what a cherry tree gave: %1 the points (&quot;+2 points&quot;), %2 the coins (&quot;+1 coin&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Only with %1</source>
        <extracomment>a tile that only an amulet or an ability opens: %1 its name (&quot;Hospitality&quot;)</extracomment>
        <translation>Nur mit %1</translation>
    </message>
    <message>
        <source>%1: for 1 coin</source>
        <extracomment>a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1 coin</extracomment>
        <translation>%1: für 1 Münze</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 a player</extracomment>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <source>On the road</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>The road goes on…</source>
        <translation>Die Reise geht weiter…</translation>
    </message>
    <message>
        <source>Switch on first to use</source>
        <extracomment>beside the chips of amulets and abilities (Devotion, Zen-emon&apos;s 1 coin) in the decision: a chip must be switched on before the card is chosen for it to be used</extracomment>
        <translation>Vor dem Wählen einschalten</translation>
    </message>
    <message>
        <source>Choose a stop</source>
        <translation>Feld wählen</translation>
    </message>
    <message>
        <source>Choose above</source>
        <translation>Oben wählen</translation>
    </message>
    <message>
        <source>Click the traveller you want to keep.</source>
        <translation>Klicke auf den Reisenden, den du behalten willst.</translation>
    </message>
    <message>
        <source>Point at any stop to see what it gives, or why it is closed.</source>
        <extracomment>the bar&apos;s hint under the hero&apos;s &quot;Click a lit stop on the road&quot;</extracomment>
        <translation>Zeige auf ein Feld, um zu sehen, was es bringt oder warum es gesperrt ist.</translation>
    </message>
    <message>
        <source>Click a souvenir to buy it; “Done buying” leaves the village.</source>
        <translation>Klicke auf ein Andenken, um es zu kaufen. Mit „Einkauf beenden“ verlässt du das Dorf.</translation>
    </message>
    <message>
        <source>Click a meal to eat it, or go without with “No meal”.</source>
        <translation>Klicke auf eine Mahlzeit, um sie zu essen, oder verzichte mit „Keine Mahlzeit“.</translation>
    </message>
    <message>
        <source>Take the free meal, or choose one at the inn.</source>
        <translation>Nimm die Gratis-Mahlzeit oder wähle eine im Gasthaus.</translation>
    </message>
    <message>
        <source>Click how many coins to give.</source>
        <translation>Klicke an, wie viele Münzen du spendest.</translation>
    </message>
    <message>
        <source>Click the effect to take at this stop.</source>
        <translation>Klicke auf den Effekt, den du auf diesem Feld nutzt.</translation>
    </message>
    <message>
        <source>Click the encounter to keep.</source>
        <translation>Klicke auf die Begegnung, die du behältst.</translation>
    </message>
    <message>
        <source>Click the panorama that gets its next part.</source>
        <translation>Klicke auf das Panorama, das seinen nächsten Teil bekommt.</translation>
    </message>
    <message>
        <source>Click the legendary object to buy.</source>
        <translation>Klicke auf den legendären Gegenstand, den du kaufen willst.</translation>
    </message>
    <message>
        <source>Click the amulet to buy.</source>
        <translation>Klicke auf das Amulett, das du kaufen willst.</translation>
    </message>
    <message>
        <source>Click the calligraphy to buy.</source>
        <translation>Klicke auf die Kalligrafie, die du kaufen willst.</translation>
    </message>
    <message>
        <source>Click the bath house to buy it.</source>
        <translation>Klicke auf das Badehaus, um es zu kaufen.</translation>
    </message>
    <message>
        <source>Open the market</source>
        <translation>Zum Markt</translation>
    </message>
    <message>
        <source>Meet the traveller</source>
        <translation>Zur Begegnung</translation>
    </message>
    <message>
        <source>Take the bath</source>
        <translation>Ins Bad steigen</translation>
    </message>
    <message>
        <source>See the meals</source>
        <translation>Mahlzeiten ansehen</translation>
    </message>
    <message>
        <source>Set off</source>
        <translation>Aufbrechen</translation>
    </message>
    <message>
        <source>Draw the amulet</source>
        <translation>Amulett ziehen</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>“%1” turns them over.</source>
        <extracomment>under the backs of cards still to come: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>„%1“ deckt sie auf.</translation>
    </message>
    <message>
        <source>Press “%1” to roll it.</source>
        <extracomment>under the die still to roll: %1 the main button&apos;s words (&quot;Roll the die&quot;)</extracomment>
        <translation>Drücke „%1“, um zu würfeln.</translation>
    </message>
    <message>
        <source>Press “%1” when you are ready.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Drücke „%1“, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>“%1” goes on; until then Undo still takes your move back.</source>
        <extracomment>the hint while a drawn card or a roll waits: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>„%1“ geht weiter; bis dahin nimmt „Rückgängig“ deinen Zug noch zurück.</translation>
    </message>
    <message>
        <source>Press “%1” to go on.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Drücke „%1“, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Undo your last move now, or the game goes on.</source>
        <extracomment>the bar&apos;s hint while another player&apos;s hidden draw waits a moment (the panel above says whose draw it is): the watcher may still take their own last move back</extracomment>
        <translation>Nimm deinen letzten Zug jetzt mit „Rückgängig“ zurück, sonst geht es weiter.</translation>
    </message>
    <message>
        <source>%1 will draw a card.</source>
        <extracomment>the same when nothing can be taken back: %1 that player&apos;s name</extracomment>
        <translation>%1 zieht gleich eine Karte.</translation>
    </message>
    <message>
        <source>Edo at last</source>
        <translation>Endlich in Edo</translation>
    </message>
    <message>
        <source>The score sheet shows how every point was won.</source>
        <translation>Die Wertung zeigt, wie jeder Punkt zustande kam.</translation>
    </message>
    <message>
        <source>The journey is over.</source>
        <translation>Die Reise ist zu Ende.</translation>
    </message>
    <message>
        <source>Not enough coins</source>
        <translation>Zu wenig Münzen</translation>
    </message>
    <message>
        <source>Choose your traveller</source>
        <translation>Wähle deinen Reisenden</translation>
    </message>
    <message>
        <source>The travellers are dealt face down.</source>
        <translation>Die Reisenden werden verdeckt ausgeteilt.</translation>
    </message>
    <message>
        <source>Move the neutral traveller</source>
        <translation>Zieh den neutralen Reisenden</translation>
    </message>
    <message>
        <source>Click a lit stop to move the neutral traveller</source>
        <translation>Klicke auf ein hervorgehobenes Feld, um den neutralen Reisenden dorthin zu ziehen</translation>
    </message>
    <message>
        <source>%1: roll for coins</source>
        <extracomment>a button before the move: %1 the Fortune amulet</extracomment>
        <translation>%1: um Münzen würfeln</translation>
    </message>
    <message>
        <source>Click a lit stop on the road, or join a traveller with Friendship:</source>
        <translation>Klicke auf ein hervorgehobenes Feld der Straße oder stell dich mit „Freundschaft“ zu einem Reisenden:</translation>
    </message>
    <message>
        <source>Click a lit stop on the road</source>
        <translation>Klicke auf ein hervorgehobenes Feld</translation>
    </message>
    <message>
        <source>%1 is choosing a stop</source>
        <extracomment>%1 a player, or the neutral traveller</extracomment>
        <translation>%1 wählt ein Feld</translation>
    </message>
    <message>
        <source>Next inn: %1</source>
        <extracomment>%1 an inn (&quot;First inn&quot;, &quot;Edo&quot;): nobody travels past it</extracomment>
        <translation>Nächstes Gasthaus: %1</translation>
    </message>
    <message>
        <source>Beside %1</source>
        <extracomment>a stop Friendship lets you share: %1 the traveller standing there</extracomment>
        <translation>Neben %1</translation>
    </message>
    <message>
        <source>Village market</source>
        <translation>Dorfmarkt</translation>
    </message>
    <message>
        <source>Nothing left on the stall.</source>
        <translation>Am Stand ist nichts mehr übrig.</translation>
    </message>
    <message>
        <source>Buy as many as you like, one after another.</source>
        <translation>Kaufe, so viele du willst, eins nach dem anderen.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Einkauf beenden</translation>
    </message>
    <message>
        <source>Eaten before</source>
        <translation>Schon gegessen</translation>
    </message>
    <message>
        <source>The meals of the inn are hidden from you.</source>
        <translation>Die Mahlzeiten des Gasthauses siehst du nicht.</translation>
    </message>
    <message>
        <source>No meal</source>
        <translation>Keine Mahlzeit</translation>
    </message>
    <message>
        <source>Dinner at %1</source>
        <extracomment>the hero&apos;s title at an inn: %1 the inn (&quot;First inn&quot;, &quot;Edo&quot;)</extracomment>
        <translation>Abendessen: %1</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Abendessen</translation>
    </message>
    <message>
        <source>The top card of the meal deck, for free</source>
        <translation>Die oberste Karte des Mahlzeitenstapels, gratis</translation>
    </message>
    <message>
        <source>A free meal is on offer.</source>
        <translation>Eine Gratis-Mahlzeit wird angeboten.</translation>
    </message>
    <message>
        <source>Choose at the inn</source>
        <translation>Im Gasthaus wählen</translation>
    </message>
    <message>
        <source>The free meal goes under the deck</source>
        <translation>Die Gratis-Mahlzeit kommt unter den Stapel</translation>
    </message>
    <message>
        <source>Keep one encounter</source>
        <translation>Behalte eine Begegnung</translation>
    </message>
    <message>
        <source>Two encounters are drawn; one is kept.</source>
        <translation>Zwei Begegnungen werden gezogen, eine wird behalten.</translation>
    </message>
    <message>
        <source>Choose a panorama</source>
        <translation>Wähle ein Panorama</translation>
    </message>
    <message>
        <source>Given to the temples so far: %1</source>
        <extracomment>%1 a number of coins (&quot;3 coins&quot;)</extracomment>
        <translation>Bisher den Tempeln gespendet: %1</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Reisende</translation>
    </message>
    <message>
        <source>Take your last decision back</source>
        <translation>Nimm deine letzte Entscheidung zurück</translation>
    </message>
    <message>
        <source>Initiation (first journey)</source>
        <extracomment>an official variant: no traveller tiles, 7 coins each</extracomment>
        <translation>Einführungsreise (erstes Spiel)</translation>
    </message>
    <message>
        <source>Return trip</source>
        <extracomment>an official variant: from Edo to Kyoto</extracomment>
        <translation>Rückreise</translation>
    </message>
    <message>
        <source>Gastronomy</source>
        <extracomment>an official variant: one meal fewer at each inn</extracomment>
        <translation>Gastronomie</translation>
    </message>
    <message>
        <source>Preparations</source>
        <extracomment>an official variant: starting coins by the order of departure</extracomment>
        <translation>Vorbereitungen</translation>
    </message>
    <message>
        <source>Crossroads expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Erweiterung Crossroads</translation>
    </message>
    <message>
        <source>Rare and precious</source>
        <extracomment>a Crossroads variant: fewer cards of each new type</extracomment>
        <translation>Selten und kostbar</translation>
    </message>
    <message>
        <source>Good luck</source>
        <extracomment>a Crossroads variant: a random amulet at the start for 1 coin</extracomment>
        <translation>Viel Glück</translation>
    </message>
    <message>
        <source>No traveller tiles: everyone sets off with 7 coins.</source>
        <translation>Ohne Reisende-Plättchen: Alle starten mit 7 Münzen.</translation>
    </message>
    <message>
        <source>Travel the road the other way, from Edo.</source>
        <translation>Reise die Straße in umgekehrter Richtung entlang, von Edo aus.</translation>
    </message>
    <message>
        <source>The first arrival at an inn draws one meal fewer.</source>
        <translation>Wer zuerst in einem Gasthaus ankommt, zieht eine Mahlzeit weniger.</translation>
    </message>
    <message>
        <source>Starting coins change with the order of departure: the last to leave gets more.</source>
        <translation>Die Startmünzen hängen von der Reihenfolge des Aufbruchs ab: Wer zuletzt aufbricht, bekommt mehr.</translation>
    </message>
    <message>
        <source>A second option at every stop but the inns, and six new travellers.</source>
        <translation>Eine zweite Möglichkeit auf jedem Feld außer den Gasthäusern – und sechs neue Reisende.</translation>
    </message>
    <message>
        <source>Before departure, each traveller may pay 1 coin for a random amulet.</source>
        <translation>Vor dem Aufbruch darf jeder Reisende 1 Münze für ein zufälliges Amulett zahlen.</translation>
    </message>
    <message>
        <source>There is no such stop on the road.</source>
        <translation>Dieses Feld gibt es auf der Straße nicht.</translation>
    </message>
    <message>
        <source>This stop is not ahead of the traveller: the road only leads forward.</source>
        <translation>Dieses Feld liegt nicht vor dem Reisenden: Die Straße führt nur vorwärts.</translation>
    </message>
    <message>
        <source>This stop lies beyond the next inn, and every traveller must stop at each inn.</source>
        <translation>Dieses Feld liegt hinter dem nächsten Gasthaus, und jeder Reisende muss in jedem Gasthaus anhalten.</translation>
    </message>
    <message>
        <source>This stop is full: other travellers hold every space of it.</source>
        <translation>Dieses Feld ist voll: Andere Reisende belegen alle Plätze.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village.</source>
        <translation>Du brauchst mindestens 1 Münze, um in einem Dorf anzuhalten.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins.</source>
        <translation>Du brauchst mindestens 1 Münze, um an einem Tempel anzuhalten: Eine Spende beträgt 1 bis 3 Münzen.</translation>
    </message>
    <message>
        <source>You have already completed this panorama.</source>
        <translation>Du hast dieses Panorama bereits vervollständigt.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty: there is nothing to buy in this village.</source>
        <translation>Der Andenkenstapel ist leer: In diesem Dorf gibt es nichts zu kaufen.</translation>
    </message>
    <message>
        <source>The encounter deck is empty: nobody is left to meet here.</source>
        <translation>Der Begegnungsstapel ist leer: Hier ist niemand mehr zu treffen.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty.</source>
        <translation>Der Stapel „Heiße Quelle“ ist leer.</translation>
    </message>
    <message>
        <source>It is another traveller&apos;s turn.</source>
        <translation>Ein anderer Reisender ist am Zug.</translation>
    </message>
    <message>
        <source>The Tokaido game data could not be loaded; reinstall Tabibito.</source>
        <translation>Die Spieldaten von Tokaido konnten nicht geladen werden. Installiere Tabibito neu.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village, for a souvenir or a legendary object.</source>
        <translation>Du brauchst mindestens 1 Münze, um in einem Dorf anzuhalten – für ein Andenken oder einen legendären Gegenstand.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple, to give it or to buy an amulet.</source>
        <translation>Du brauchst mindestens 1 Münze, um an einem Tempel anzuhalten – für eine Spende oder ein Amulett.</translation>
    </message>
    <message>
        <source>You have already completed this panorama, and no cherry tree is left.</source>
        <translation>Du hast dieses Panorama bereits vervollständigt, und es ist kein Kirschbaum mehr übrig.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty, and you cannot pay for any legendary object left.</source>
        <translation>Der Andenkenstapel ist leer, und du kannst keinen der übrigen legendären Gegenstände bezahlen.</translation>
    </message>
    <message>
        <source>The encounter deck is empty, and you cannot buy a calligraphy.</source>
        <translation>Der Begegnungsstapel ist leer, und du kannst keine Kalligrafie kaufen.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty, and you cannot buy a bath house.</source>
        <translation>Der Stapel „Heiße Quelle“ ist leer, und du kannst kein Badehaus kaufen.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an Annaibito (guide) card and the panorama it shows: &quot;Annaibito (Sea panorama)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>most generous</source>
        <extracomment>score detail of the temple ranking: the donor of the most coins</extracomment>
        <translation>größte Spende</translation>
    </message>
    <message>
        <source>second most generous</source>
        <extracomment>score detail of the temple ranking (dense ranking: ties share a place)</extracomment>
        <translation>zweitgrößte Spende</translation>
    </message>
    <message>
        <source>third most generous</source>
        <extracomment>score detail of the temple ranking</extracomment>
        <translation>drittgrößte Spende</translation>
    </message>
    <message>
        <source>another donor</source>
        <extracomment>score detail of the temple ranking: any donor after the third place</extracomment>
        <translation>weitere Spende</translation>
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
        <translation>Kirschbaum</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>Badehaus</translation>
    </message>
    <message>
        <source>Gaming room</source>
        <translation>Spielhalle</translation>
    </message>
    <message>
        <source>Hot spring card</source>
        <translation>Karte „Heiße Quelle“</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1 (%2, %n Münze)</numerusform>
            <numerusform>%1 (%2, %n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1 (%n Münze)</numerusform>
            <numerusform>%1 (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cherry trees: %n left</source>
        <extracomment>in the label beside a panorama (Crossroads): %n cherry trees left in the supply</extracomment>
        <translation>
            <numerusform>Kirschbäume: noch %n</numerusform>
            <numerusform>Kirschbäume: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bath houses: %n left</source>
        <extracomment>in the label beside a hot spring (Crossroads): %n bath houses left</extracomment>
        <translation>
            <numerusform>Badehäuser: noch %n</numerusform>
            <numerusform>Badehäuser: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legendary objects: %n left</source>
        <extracomment>in the label beside a village (Crossroads): %n legendary objects left</extracomment>
        <translation>
            <numerusform>Legendäre Gegenstände: noch %n</numerusform>
            <numerusform>Legendäre Gegenstände: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Amulets: %n left</source>
        <extracomment>in the label beside a temple (Crossroads): %n amulets left (face down)</extracomment>
        <translation>
            <numerusform>Amulette: noch %n</numerusform>
            <numerusform>Amulette: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calligraphies: %n left</source>
        <extracomment>in the label beside an encounter (Crossroads): %n calligraphies left</extracomment>
        <translation>
            <numerusform>Kalligrafien: noch %n</numerusform>
            <numerusform>Kalligrafien: noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 nimmt %n Münze.</numerusform>
            <numerusform>%1 nimmt %n Münzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1 nimmt Teil %n vom %2: %n Punkt.</numerusform>
            <numerusform>%1 nimmt Teil %n vom %2: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1 vervollständigt das %2 vor allen anderen und erhält die Erfolgskarte: %n Punkt.</numerusform>
            <numerusform>%1 vervollständigt das %2 vor allen anderen und erhält die Erfolgskarte: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1 spendet dem Tempel %n Münze: %n Punkt.</numerusform>
            <numerusform>%1 spendet dem Tempel %n Münzen: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1 kauft das Andenken „%2“ für %3: %n Punkt.</numerusform>
            <numerusform>%1 kauft das Andenken „%2“ für %3: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1 erhält das Andenken „%2“ gratis: %n Punkt.</numerusform>
            <numerusform>%1 erhält das Andenken „%2“ gratis: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1 bekommt das billigste Andenken gratis: %n Münze zurück.</numerusform>
            <numerusform>%1 bekommt das billigste Andenken gratis: %n Münzen zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 badet in einer heißen Quelle: %n Punkt.</numerusform>
            <numerusform>%1 badet in einer heißen Quelle: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 begegnet einem Samurai: %n Punkt.</numerusform>
            <numerusform>%1 begegnet einem Samurai: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 begegnet einem Kuge, der %n Münze schenkt.</numerusform>
            <numerusform>%1 begegnet einem Kuge, der %n Münzen schenkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1 begegnet einer Miko: Eine Münze aus dem Vorrat kommt auf den Tempel, %n Punkt.</numerusform>
            <numerusform>%1 begegnet einer Miko: Eine Münze aus dem Vorrat kommt auf den Tempel, %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 isst %2 für %3: %n Punkt.</numerusform>
            <numerusform>%1 isst %2 für %3: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 isst %2 gratis: %n Punkt.</numerusform>
            <numerusform>%1 isst %2 gratis: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 nimmt einen Kirschbaum: %n Punkt und %2.</numerusform>
            <numerusform>%1 nimmt einen Kirschbaum: %n Punkte und %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 kauft ein Badehaus: %n Punkt.</numerusform>
            <numerusform>%1 kauft ein Badehaus: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1 kauft den legendären Gegenstand „%2“ für %3: %n Punkt.</numerusform>
            <numerusform>%1 kauft den legendären Gegenstand „%2“ für %3: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1 setzt %n Münze und würfelt %2: Der Einsatz ist verloren.</numerusform>
            <numerusform>%1 setzt %n Münzen und würfelt %2: Der Einsatz ist verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1 setzt %n Münze und würfelt %2: Der Einsatz kommt zurück.</numerusform>
            <numerusform>%1 setzt %n Münzen und würfelt %2: Der Einsatz kommt zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1 setzt %2 und würfelt %3: %n Münze zurück.</numerusform>
            <numerusform>%1 setzt %2 und würfelt %3: %n Münzen zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1 würfelt %2 mit dem Glückswürfel: %n Münze.</numerusform>
            <numerusform>%1 würfelt %2 mit dem Glückswürfel: %n Münzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt – bei Gleichstand entscheiden die Erfolgskarten (%2)!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten – bei Gleichstand entscheiden die Erfolgskarten (%2)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>Geteilter Sieg mit %n Punkt: %1</numerusform>
            <numerusform>Geteilter Sieg mit %n Punkten: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>%n Heiße Quelle</numerusform>
            <numerusform>%n Heiße Quellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%n Set: %1</numerusform>
            <numerusform>%n Sets: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>Mahlzeiten im Wert von %n Münze</numerusform>
            <numerusform>Mahlzeiten im Wert von %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>%n Münze auf den Tempeln</numerusform>
            <numerusform>%n Münzen auf den Tempeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>%n Mahlzeit im Gasthaus</numerusform>
            <numerusform>%n Mahlzeiten im Gasthaus</numerusform>
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
        <translation>Wähle deinen Reisenden: Behalte eines der beiden Plättchen.</translation>
    </message>
    <message>
        <source>Choose a stop ahead for your traveller.</source>
        <translation>Wähle ein Feld vor deinem Reisenden.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple.</source>
        <translation>Spende dem Tempel 1 bis 3 Münzen.</translation>
    </message>
    <message>
        <source>Buy souvenirs from the village display, or leave the village.</source>
        <translation>Kaufe Andenken aus der Auslage des Dorfes oder verlasse das Dorf.</translation>
    </message>
    <message>
        <source>Keep one of the two encounters.</source>
        <translation>Behalte eine der beiden Begegnungen.</translation>
    </message>
    <message>
        <source>Choose the panorama that gets its next part.</source>
        <translation>Wähle das Panorama, das seinen nächsten Teil bekommt.</translation>
    </message>
    <message>
        <source>Take the free meal, or turn it down and buy one from the inn.</source>
        <translation>Nimm die Gratis-Mahlzeit oder lehne sie ab und kaufe eine im Gasthaus.</translation>
    </message>
    <message>
        <source>Buy one meal you have not eaten yet, or go without.</source>
        <translation>Kaufe eine Mahlzeit, die du noch nicht gegessen hast, oder verzichte.</translation>
    </message>
    <message>
        <source>Choose the usual effect of the stop or its Crossroads option.</source>
        <translation>Wähle den üblichen Effekt des Feldes oder seine Crossroads-Option.</translation>
    </message>
    <message>
        <source>Choose a legendary object to buy.</source>
        <translation>Wähle einen legendären Gegenstand zum Kaufen.</translation>
    </message>
    <message>
        <source>Choose an amulet to buy.</source>
        <translation>Wähle ein Amulett zum Kaufen.</translation>
    </message>
    <message>
        <source>Choose a calligraphy to buy.</source>
        <translation>Wähle eine Kalligrafie zum Kaufen.</translation>
    </message>
    <message>
        <source>Buy a bath house.</source>
        <translation>Kaufe ein Badehaus.</translation>
    </message>
    <message>
        <source>You lead: use the Vitality amulet to move again, or keep it?</source>
        <translation>Du führst: Setzt du das Amulett „Lebenskraft“ ein, um noch einmal zu ziehen, oder behältst du es?</translation>
    </message>
    <message>
        <source>Pay 1 coin for a random amulet before setting off?</source>
        <translation>Zahlst du vor dem Aufbruch 1 Münze für ein zufälliges Amulett?</translation>
    </message>
    <message>
        <source>Bet 1 coin on the fortune die, or not?</source>
        <translation>Setzt du 1 Münze auf den Glückswürfel oder nicht?</translation>
    </message>
    <message>
        <source>Your traveller leads: move the neutral traveller to a stop ahead.</source>
        <translation>Dein Reisender führt: Zieh den neutralen Reisenden auf ein Feld vor ihm.</translation>
    </message>
    <message>
        <source>%1: choose its usual effect or its Crossroads option.</source>
        <extracomment>prompt at a stop with Crossroads: %1 the stop (&quot;Temple&quot;, &quot;Sea panorama&quot;…)</extracomment>
        <translation>%1: Wähle den üblichen Effekt oder die Crossroads-Option.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Triff deine Entscheidung.</translation>
    </message>
    <message>
        <source>%1 arrives at the first inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 erreicht das erste Gasthaus.</translation>
    </message>
    <message>
        <source>%1 arrives at the second inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 erreicht das zweite Gasthaus.</translation>
    </message>
    <message>
        <source>%1 arrives at the third inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 erreicht das dritte Gasthaus.</translation>
    </message>
    <message>
        <source>%1 reaches the final inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;; the end of the road</extracomment>
        <translation>%1 erreicht das letzte Gasthaus.</translation>
    </message>
    <message>
        <source>%1 stops at a village.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält in einem Dorf.</translation>
    </message>
    <message>
        <source>%1 stops at a temple.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einem Tempel.</translation>
    </message>
    <message>
        <source>%1 stops for an encounter.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält für eine Begegnung.</translation>
    </message>
    <message>
        <source>%1 stops at a rice paddy panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einem Reisfeld-Panorama.</translation>
    </message>
    <message>
        <source>%1 stops at a mountain panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einem Gebirgs-Panorama.</translation>
    </message>
    <message>
        <source>%1 stops at a sea panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einem Meer-Panorama.</translation>
    </message>
    <message>
        <source>%1 stops at a hot spring.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einer heißen Quelle.</translation>
    </message>
    <message>
        <source>%1 stops at a farm.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 hält an einem Bauernhof.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>log, a score that has no sentence of its own: %1 a player, %2 what scored (a traveller&apos;s ability, a legendary object, an achievement card, a calligraphy, the temple ranking), %3 the points (&quot;Anna: Shodo, 1 point.&quot;)</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>The neutral traveller</source>
        <extracomment>the neutral traveller as the subject of a log sentence, at its start: &quot;%1 stops at a farm.&quot;</extracomment>
        <translation>Der neutrale Reisende</translation>
    </message>
    <message>
        <source>The neutral traveller stops at a temple and puts a coin from the bank on it.</source>
        <translation>Der neutrale Reisende hält an einem Tempel und legt eine Münze aus dem Vorrat darauf.</translation>
    </message>
    <message>
        <source>%1 stops at: %2.</source>
        <extracomment>log: %1 a player, %2 a kind of stop</extracomment>
        <translation>%1 hält auf dem Feld: %2.</translation>
    </message>
    <message>
        <source>The journey begins. In order of departure: %1.</source>
        <extracomment>log: %1 lists the travellers in the order they leave (&quot;Ann (Kinko, 7 coins), …&quot;)</extracomment>
        <translation>Die Reise beginnt. In der Reihenfolge des Aufbruchs: %1.</translation>
    </message>
    <message>
        <source>%1 meets a Shokunin, who gives a souvenir from the deck.</source>
        <extracomment>log: %1 a player; the craftsman&apos;s souvenir follows on the next line</extracomment>
        <translation>%1 begegnet einem Shokunin, der ein Andenken vom Stapel schenkt.</translation>
    </message>
    <message>
        <source>%1 meets an Annaibito, who shows the %2.</source>
        <extracomment>log: %1 a player, %2 the panorama the guide shows (&quot;Sea panorama&quot;); the part it gives follows on the next line</extracomment>
        <translation>%1 begegnet einem Annaibito, der das %2 zeigt.</translation>
    </message>
    <message>
        <source>%1 meets: %2.</source>
        <extracomment>log: %1 a player, %2 an encounter card</extracomment>
        <translation>%1 hat eine Begegnung: %2.</translation>
    </message>
    <message>
        <source>%1 takes the usual effect of the stop.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 nutzt den üblichen Effekt des Feldes.</translation>
    </message>
    <message>
        <source>%1 takes the Crossroads option.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 nutzt die Crossroads-Option.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the Crossroads option first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 nutzt beide Effekte des Feldes, zuerst die Crossroads-Option.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the usual one first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 nutzt beide Effekte des Feldes, zuerst den üblichen.</translation>
    </message>
    <message>
        <source>%1 is dealt %2 and %3: keep one.</source>
        <extracomment>log: %1 a player, %2 and %3 two travellers&apos; names</extracomment>
        <translation>%1 erhält %2 und %3 und behält einen davon.</translation>
    </message>
    <message>
        <source>%1 is dealt two travellers.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 erhält zwei Reisende.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>log: %1 a player, %2 a traveller&apos;s name</extracomment>
        <translation>%1 wählt %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a traveller.</source>
        <translation>%1 hat einen Reisenden gewählt.</translation>
    </message>
    <message>
        <source>%1 draws %2 and keeps one.</source>
        <extracomment>log, Yoshiyasu&apos;s ability: %1 a player, %2 a list of encounter cards</extracomment>
        <translation>%1 zieht %2 und behält eine Karte davon.</translation>
    </message>
    <message>
        <source>%1 draws two encounters and keeps one.</source>
        <translation>%1 zieht zwei Begegnungen und behält eine.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn: %2.</source>
        <extracomment>log: %1 a player, %2 the list of meals left at the inn</extracomment>
        <translation>%1 sieht sich die Mahlzeiten des Gasthauses an: %2.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn.</source>
        <translation>%1 sieht sich die Mahlzeiten des Gasthauses an.</translation>
    </message>
    <message>
        <source>%1 is offered %2 for free.</source>
        <extracomment>log, Satsuki&apos;s ability: %1 a player, %2 a dish</extracomment>
        <translation>%1 wird %2 gratis angeboten.</translation>
    </message>
    <message>
        <source>%1 is offered a free meal.</source>
        <translation>%1 wird eine Gratis-Mahlzeit angeboten.</translation>
    </message>
    <message>
        <source>%1 takes the %2 amulet, hidden from the others.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;); the others do not see which</extracomment>
        <translation>%1 nimmt das Amulett „%2“, verdeckt vor den anderen.</translation>
    </message>
    <message>
        <source>Journey&apos;s end at the final inn. %1</source>
        <extracomment>log: %1 lists every traveller&apos;s total (&quot;Ann: 62 points, …&quot;)</extracomment>
        <translation>Ende der Reise im letzten Gasthaus. %1</translation>
    </message>
    <message>
        <source>%1 looks at the souvenirs of the village: %2.</source>
        <extracomment>log: %1 a player, %2 the list of the three souvenirs on display</extracomment>
        <translation>%1 sieht sich die Andenken des Dorfes an: %2.</translation>
    </message>
    <message>
        <source>For the neutral traveller, %1 puts a meal of the inn under the deck unseen.</source>
        <extracomment>log, two players: %1 the player who moved the neutral traveller to the inn</extracomment>
        <translation>Für den neutralen Reisenden legt %1 eine Mahlzeit des Gasthauses ungesehen unter den Stapel.</translation>
    </message>
    <message>
        <source>%1 does not eat at this inn.</source>
        <translation>%1 isst in diesem Gasthaus nicht.</translation>
    </message>
    <message>
        <source>%1 uses the %2 amulet.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;)</extracomment>
        <translation>%1 setzt das Amulett „%2“ ein.</translation>
    </message>
    <message>
        <source>%1 takes an amulet.</source>
        <extracomment>log: %1 a player; which amulet stays hidden</extracomment>
        <translation>%1 nimmt ein Amulett.</translation>
    </message>
    <message>
        <source>%1 buys the calligraphy %2, which scores at the end.</source>
        <extracomment>log: %1 a player, %2 a calligraphy (&quot;Patience&quot;)</extracomment>
        <translation>%1 kauft die Kalligrafie „%2“, die am Ende gewertet wird.</translation>
    </message>
    <message>
        <source>Painter of the road</source>
        <translation>Maler der Landstraße</translation>
    </message>
    <message>
        <source>First at every view</source>
        <translation>Überall als Erster</translation>
    </message>
    <message>
        <source>A meal at every inn</source>
        <translation>In jedem Gasthaus gespeist</translation>
    </message>
    <message>
        <source>The temples&apos; greatest donor</source>
        <translation>Größter Spender der Tempel</translation>
    </message>
    <message>
        <source>A gift for everyone</source>
        <translation>Für jeden ein Andenken</translation>
    </message>
    <message>
        <source>A long soak</source>
        <translation>Ausgiebiges Bad</translation>
    </message>
    <message>
        <source>Friends along the road</source>
        <translation>Freunde am Wegesrand</translation>
    </message>
    <message>
        <source>Three accolades</source>
        <translation>Dreifach geehrt</translation>
    </message>
    <message>
        <source>A great journey</source>
        <translation>Eine große Reise</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Fotofinish</translation>
    </message>
    <message>
        <source>Complete all three panoramas: sea, mountains and rice paddies.</source>
        <translation>Vervollständige alle drei Panoramen: Meer, Gebirge und Reisfeld.</translation>
    </message>
    <message>
        <source>Be the first to complete each of the three panoramas.</source>
        <translation>Vervollständige jedes der drei Panoramen als Erster.</translation>
    </message>
    <message>
        <source>Eat a meal at each of the four inns after Kyoto.</source>
        <translation>Iss in jedem der vier Gasthäuser nach Kyoto eine Mahlzeit.</translation>
    </message>
    <message>
        <source>Give the temples more coins than anyone else.</source>
        <translation>Spende den Tempeln mehr Münzen als alle anderen.</translation>
    </message>
    <message>
        <source>Buy souvenirs of all four kinds: small objects, clothing, art, food and drink.</source>
        <translation>Kaufe Andenken aller vier Arten: Kleinigkeiten, Kleidung, Kunst, Essen &amp; Trinken.</translation>
    </message>
    <message>
        <source>Bathe in three or more hot springs.</source>
        <translation>Bade in drei oder mehr heißen Quellen.</translation>
    </message>
    <message>
        <source>Have five or more encounters.</source>
        <translation>Habe fünf oder mehr Begegnungen.</translation>
    </message>
    <message>
        <source>Win three of the final achievement cards: Gourmet, Collector, Bather, Chatterbox.</source>
        <translation>Gewinne drei der Erfolgskarten am Ende: Feinschmecker, Sammler, Badegast, Plaudertasche.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Erhalte 100 oder mehr Punkte.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Gewinne mit einem einzigen Punkt Vorsprung.</translation>
    </message>
    <message>
        <source>On the way to inn %1 of %2</source>
        <translation>Unterwegs zum Gasthaus %1 von %2</translation>
    </message>
    <message>
        <source>Final inn: %1</source>
        <extracomment>the banner when a traveller reaches the end of the road; %1 the inn (Edo, or Kyoto on the Return trip)</extracomment>
        <translation>Letztes Gasthaus: %1</translation>
    </message>
    <message>
        <source>In order of arrival: %1</source>
        <extracomment>the banner when a traveller reaches an inn; %1 the travellers there, first come first</extracomment>
        <translation>In der Reihenfolge der Ankunft: %1</translation>
    </message>
</context>
<context>
    <name>TokaidoChoosers</name>
    <message numerus="yes">
        <source>→ %n point(s) now</source>
        <extracomment>a legendary object in the list to buy from: what it scores at once, all counted</extracomment>
        <translation>
            <numerusform>→ %n Punkt jetzt</numerusform>
            <numerusform>→ %n Punkte jetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>→ %n point(s) at the end, as your journey stands now</source>
        <extracomment>a calligraphy in the list to buy from: what it would score at the end if the journey ended right after buying it</extracomment>
        <translation>
            <numerusform>→ %n Punkt am Ende, so wie deine Reise jetzt steht</numerusform>
            <numerusform>→ %n Punkte am Ende, so wie deine Reise jetzt steht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoHints</name>
    <message numerus="yes">
        <source>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop(s).</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;, &quot;First inn&quot;), %n the stops passed on the way</extracomment>
        <translation>
            <numerusform>Zieh weiter auf das Feld &lt;b&gt;%1&lt;/b&gt; und überspring dabei %n Feld.</numerusform>
            <numerusform>Zieh weiter auf das Feld &lt;b&gt;%1&lt;/b&gt; und überspring dabei %n Felder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First at the inn, you choose from all %n meal(s).</source>
        <extracomment>hint, a move to an inn nobody has reached yet: %n the meals drawn there</extracomment>
        <translation>
            <numerusform>Als Erster im Gasthaus wählst du aus %n Mahlzeit.</numerusform>
            <numerusform>Als Erster im Gasthaus wählst du aus allen %n Mahlzeiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is drawn from the %n amulet(s) left.</source>
        <extracomment>hint, the Good luck amulet before departure: %n the amulets it is drawn from</extracomment>
        <translation>
            <numerusform>Es wird aus dem %n verbliebenen Amulett gezogen.</numerusform>
            <numerusform>Es wird aus den %n verbliebenen Amuletten gezogen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n ahead of your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the traveller&apos;s mean final points (&quot;62 points&quot;), %n how far ahead of the best rival they end on average</extracomment>
        <translation>
            <numerusform>%1 am Ende, %n Punkt vor deinem stärksten Gegner</numerusform>
            <numerusform>%1 am Ende, %n Punkte vor deinem stärksten Gegner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n behind your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, %n how far behind the best rival the traveller ends on average</extracomment>
        <translation>
            <numerusform>%1 am Ende, %n Punkt hinter deinem stärksten Gegner</numerusform>
            <numerusform>%1 am Ende, %n Punkte hinter deinem stärksten Gegner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ahead</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n ahead of the best rival (after &quot;62 points at the end, 4 ahead of your best rival, against&quot;)</extracomment>
        <translation>
            <numerusform>%1, %n Punkt vorn</numerusform>
            <numerusform>%1, %n Punkte vorn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n behind</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n behind the best rival</extracomment>
        <translation>
            <numerusform>%1, %n Punkt zurück</numerusform>
            <numerusform>%1, %n Punkte zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about %n point(s) by the computer player&apos;s count</source>
        <extracomment>hint, a move the computer player values without playing it out: %n its value</extracomment>
        <translation>
            <numerusform>nach Rechnung des Computergegners etwa %n Punkt wert</numerusform>
            <numerusform>nach Rechnung des Computergegners etwa %n Punkte wert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer player played each move to the end %n time(s).</source>
        <extracomment>hint: the computer player played each of its best moves to the end %n times, on journeys dealt from what you can see (the sentence before the comparison)</extracomment>
        <translation>
            <numerusform>Der Computergegner hat jeden Zug %n-mal bis zum Ende durchgespielt.</numerusform>
            <numerusform>Der Computergegner hat jeden Zug %n-mal bis zum Ende durchgespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later, and you lead the race to complete it first.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take, worth their numbers in points (&quot;3+4+5&quot;); the traveller has more parts of it than anyone</extracomment>
        <translation>Das %1 bringt später noch %2 Punkte, und du liegst im Rennen vorn, es als Erster zu vervollständigen.</translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take (&quot;3+4+5&quot;)</extracomment>
        <translation>Das %1 bringt später noch %2 Punkte.</translation>
    </message>
    <message>
        <source>%1, level</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, level with the best rival</extracomment>
        <translation>%1, gleichauf</translation>
    </message>
    <message>
        <source>%1 at the end, level with your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, level with the best rival</extracomment>
        <translation>%1 am Ende, gleichauf mit deinem stärksten Gegner</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>hint: two sentences of a hint one after the other (%1 the first, %2 the next)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Part %1 of the %2: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 the gain (&quot;+3 points&quot;)</extracomment>
        <translation>Teil %1 vom %2: sofort %3.</translation>
    </message>
    <message>
        <source>That brings %1 now.</source>
        <extracomment>hint: %1 what the move brings at once (&quot;+3 points and +1 coin&quot;)</extracomment>
        <translation>Das bringt sofort %1.</translation>
    </message>
    <message>
        <source>You are the first to complete the %1: its achievement card is yours.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;) the traveller is the first to complete</extracomment>
        <translation>Du vervollständigst das %1 als Erster: Die Erfolgskarte gehört dir.</translation>
    </message>
    <message>
        <source>That puts you ahead for the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Damit führst du in der Wertung „%1“ (%2).</translation>
    </message>
    <message>
        <source>That ties you for the lead of the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Damit teilst du dir die Führung in der Wertung „%1“ (%2).</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2.</source>
        <extracomment>hint: %1 a traveller (&quot;Kinko&quot;), %2 the coins printed on the tile (&quot;7 coins&quot;)</extracomment>
        <translation>Behalte &lt;b&gt;%1&lt;/b&gt;: Start mit %2.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2 (%3: %4).</source>
        <extracomment>hint: %1 the traveller to keep, %2 their starting coins; %3 the other tile&apos;s traveller, %4 theirs</extracomment>
        <translation>Behalte &lt;b&gt;%1&lt;/b&gt;: Start mit %2 (%3: %4).</translation>
    </message>
    <message>
        <source>Walk on to the next stop, &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop right ahead (&quot;Village&quot;, &quot;First inn&quot;)</extracomment>
        <translation>Zieh weiter auf das nächste Feld: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use the Friendship amulet and share &lt;b&gt;%1&lt;/b&gt; with the traveller there.</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;) another traveller holds; the Friendship amulet lets the traveller stop there too</extracomment>
        <translation>Setz das Amulett „Freundschaft“ ein und teile das Feld &lt;b&gt;%1&lt;/b&gt; mit dem Reisenden dort.</translation>
    </message>
    <message>
        <source>A souvenir there scores up to %1 for your sets; you have %2.</source>
        <extracomment>hint, a move to a village: %1 the most a souvenir could score for the traveller&apos;s sets (&quot;5 points&quot;), %2 the coins to spend (&quot;4 coins&quot;)</extracomment>
        <translation>Ein Andenken bringt dort für deine Sets bis zu %1; du hast %2.</translation>
    </message>
    <message>
        <source>You can give up to %1 there: 1 point each.</source>
        <extracomment>hint, a move to a temple: %1 the most the traveller can give (&quot;3 coins&quot;)</extracomment>
        <translation>Dort kannst du bis zu %1 spenden: je 1 Punkt.</translation>
    </message>
    <message>
        <source>The last to arrive, you leave the inn first.</source>
        <translation>Als Letzter angekommen, verlässt du das Gasthaus als Erster.</translation>
    </message>
    <message>
        <source>You are still the farthest behind, so you move again.</source>
        <translation>Du stehst dann immer noch am weitesten hinten und ziehst gleich noch einmal.</translation>
    </message>
    <message>
        <source>Move the neutral traveller to &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint, two players: %1 the stop the leading player sends the neutral traveller to</extracomment>
        <translation>Zieh den neutralen Reisenden auf das Feld &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The bank puts 1 coin on the temple in its colour, for the temple ranking.</source>
        <translation>Aus dem Vorrat kommt 1 Münze in seiner Farbe auf den Tempel – sie zählt für die Tempelwertung.</translation>
    </message>
    <message>
        <source>It takes one meal of the inn away, unseen.</source>
        <translation>Er nimmt ungesehen eine Mahlzeit des Gasthauses weg.</translation>
    </message>
    <message>
        <source>It does nothing there, but no other traveller can stop there now.</source>
        <translation>Er tut dort nichts, aber kein anderer Reisender kann dort nun noch halten.</translation>
    </message>
    <message>
        <source>It does nothing there.</source>
        <translation>Er tut dort nichts.</translation>
    </message>
    <message>
        <source>Use the Fortune amulet before you move: the fortune die gives up to %1.</source>
        <extracomment>hint, the Fortune amulet before a move: %1 the most the die can give (&quot;4 coins&quot;)</extracomment>
        <translation>Setz vor dem Zug das Amulett „Glück“ ein: Der Glückswürfel bringt bis zu %1.</translation>
    </message>
    <message>
        <source>Use the Vitality amulet: you lead, so you move once more.</source>
        <translation>Setz das Amulett „Lebenskraft“ ein: Du führst und ziehst noch einmal.</translation>
    </message>
    <message>
        <source>Keep the Vitality amulet for later and stay at &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop the traveller stays at (&quot;Farm&quot;)</extracomment>
        <translation>Heb das Amulett „Lebenskraft“ für später auf und bleib auf dem Feld &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Give %1 to the temple: %2 now.</source>
        <extracomment>hint: %1 the coins given (&quot;2 coins&quot;), %2 what they score now (&quot;+2 points&quot;)</extracomment>
        <translation>Spende dem Tempel %1: sofort %2.</translation>
    </message>
    <message>
        <source>Temple ranking with %1 on the temples: %2 (%3 at the end).</source>
        <extracomment>hint: %1 the coins on the temples (&quot;5 coins&quot;), %2 the place (&quot;most generous&quot;), %3 what that place scores at the end (&quot;10 points&quot;)</extracomment>
        <translation>Tempelwertung mit %1 auf den Tempeln: %2 (%3 am Ende).</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 what it scores now (&quot;+3 points&quot;)</extracomment>
        <translation>Kauf &lt;b&gt;%1&lt;/b&gt; für %2, mit dem Amulett „Hingabe“ auf den Tempel gezahlt: sofort %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, Zen-emon&apos;s one-coin souvenir: %3 now.</source>
        <extracomment>hint: %1 a souvenir, %2 its price (&quot;1 coin&quot;) with Zen-emon&apos;s ability, %3 its points</extracomment>
        <translation>Kauf &lt;b&gt;%1&lt;/b&gt; für %2 – Zen-emons Andenken für 1 Münze: sofort %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), %3 what it scores now</extracomment>
        <translation>Kauf &lt;b&gt;%1&lt;/b&gt; für %2: sofort %3.</translation>
    </message>
    <message>
        <source>It starts a new set.</source>
        <translation>Es beginnt ein neues Set.</translation>
    </message>
    <message>
        <source>It becomes card %1 of a set.</source>
        <extracomment>hint: %1 the souvenir&apos;s place in its set (2 to 5): its points are 1, 3, 5, 7 by place</extracomment>
        <translation>Es wird die %1. Karte eines Sets.</translation>
    </message>
    <message>
        <source>Leave the village and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;4 coins&quot;)</extracomment>
        <translation>Verlass das Dorf und behalte dein Geld (%1).</translation>
    </message>
    <message>
        <source>Sasayakko takes %1 back off the temple for the cheapest souvenir, which Devotion paid there, and loses %2.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she takes back off the temple, where the Devotion amulet had paid the cheapest souvenir (&quot;1 coin&quot;), %2 the points they scored</extracomment>
        <translation>Sasayakko holt für das billigste Andenken, das „Hingabe“ auf den Tempel gezahlt hatte, %1 vom Tempel zurück und verliert %2.</translation>
    </message>
    <message>
        <source>Sasayakko gets %1 back for the cheapest souvenir.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she gets back (&quot;2 coins&quot;)</extracomment>
        <translation>Sasayakko bekommt für das billigste Andenken %1 zurück.</translation>
    </message>
    <message>
        <source>The souvenirs left would score at most %1.</source>
        <extracomment>hint: %1 the most a souvenir left on display would score (&quot;1 point&quot;)</extracomment>
        <translation>Die übrigen Andenken brächten höchstens %1.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;; the other card goes under the deck.</source>
        <extracomment>hint, Yoshiyasu&apos;s ability: %1 the encounter card he keeps (&quot;Samurai&quot;)</extracomment>
        <translation>Behalte &lt;b&gt;%1&lt;/b&gt;; die andere Karte kommt unter den Stapel.</translation>
    </message>
    <message>
        <source>Take part %1 of the &lt;b&gt;%2&lt;/b&gt;: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 its points (&quot;+3 points&quot;)</extracomment>
        <translation>Nimm Teil %1 vom &lt;b&gt;%2&lt;/b&gt;: sofort %3.</translation>
    </message>
    <message>
        <source>Take the usual effect of &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;)</extracomment>
        <translation>Nutze den üblichen Effekt des Feldes &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take the Crossroads option of &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;), %2 its Crossroads option (&quot;Amulet&quot;, &quot;Cherry tree&quot;)</extracomment>
        <translation>Nutze die Crossroads-Option des Feldes &lt;b&gt;%1&lt;/b&gt;: %2.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop (&quot;Temple&quot;); with the Health amulet, the Crossroads option first</extracomment>
        <translation>Setz das Amulett „Gesundheit“ ein und nutze beide Effekte des Feldes &lt;b&gt;%1&lt;/b&gt;, zuerst die Crossroads-Option.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the usual one first.</source>
        <extracomment>hint: %1 the stop; with the Health amulet, the usual effect first</extracomment>
        <translation>Setz das Amulett „Gesundheit“ ein und nutze beide Effekte des Feldes &lt;b&gt;%1&lt;/b&gt;, zuerst den üblichen.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the Crossroads option first</extracomment>
        <translation>Nutze beide Effekte des Feldes &lt;b&gt;%1&lt;/b&gt;, zuerst die Crossroads-Option – deine Reisende darf das.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the usual one first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the usual one first</extracomment>
        <translation>Nutze beide Effekte des Feldes &lt;b&gt;%1&lt;/b&gt;, zuerst den üblichen – deine Reisende darf das.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free with the Hospitality amulet: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), free with the Hospitality amulet; %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Iss &lt;b&gt;%1&lt;/b&gt; mit dem Amulett „Gastfreundschaft“ gratis: sofort %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;) that costs this traveller nothing, %2 its points</extracomment>
        <translation>Iss &lt;b&gt;%1&lt;/b&gt; gratis: sofort %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a dish, %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 its points (&quot;+8 points&quot;)</extracomment>
        <translation>Iss &lt;b&gt;%1&lt;/b&gt; für %2, mit dem Amulett „Hingabe“ auf den Tempel gezahlt: sofort %3.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), %2 its price (&quot;2 coins&quot;), %3 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Iss &lt;b&gt;%1&lt;/b&gt; für %2: sofort %3.</translation>
    </message>
    <message>
        <source>Eat the free &lt;b&gt;%1&lt;/b&gt;: %2 now, and your coins stay in your purse.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish (&quot;Dango&quot;), %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Iss die Gratis-Mahlzeit &lt;b&gt;%1&lt;/b&gt;: sofort %2, und deine Münzen bleiben dir.</translation>
    </message>
    <message>
        <source>Turn the free &lt;b&gt;%1&lt;/b&gt; down and choose one of the inn&apos;s meals instead.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish she turns down</extracomment>
        <translation>Lehne die Gratis-Mahlzeit &lt;b&gt;%1&lt;/b&gt; ab und wähle stattdessen eine Mahlzeit des Gasthauses.</translation>
    </message>
    <message>
        <source>Go without a meal at this inn and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;3 coins&quot;)</extracomment>
        <translation>Verzichte in diesem Gasthaus auf eine Mahlzeit und behalte dein Geld (%1).</translation>
    </message>
    <message>
        <source>The cheapest meal you may eat here costs %1.</source>
        <extracomment>hint, going without a meal: %1 the price of the cheapest meal the traveller may eat</extracomment>
        <translation>Die billigste Mahlzeit, die du hier essen darfst, kostet %1.</translation>
    </message>
    <message>
        <source>Bet %1 on the fortune die: it pays the stake %2 to %3.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake (&quot;1 coin&quot;), %2 and %3 the die&apos;s lowest and highest faces (&quot;×0&quot;, &quot;×4&quot;)</extracomment>
        <translation>Setz %1 auf den Glückswürfel: Er zahlt den Einsatz %2 bis %3 aus.</translation>
    </message>
    <message>
        <source>Keep your %1: no bet at this inn.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake he keeps (&quot;1 coin&quot;)</extracomment>
        <translation>Behalte deinen Einsatz (%1): In diesem Gasthaus wird nicht gewettet.</translation>
    </message>
    <message>
        <source>Pay %1 for a random amulet before setting off.</source>
        <extracomment>hint, the Good luck variant: %1 the price (&quot;1 coin&quot;)</extracomment>
        <translation>Zahl vor dem Aufbruch %1 für ein zufälliges Amulett.</translation>
    </message>
    <message>
        <source>Set off without an amulet and keep your %1.</source>
        <extracomment>hint, the Good luck variant: %1 the coins kept (&quot;3 coins&quot;)</extracomment>
        <translation>Brich ohne Amulett auf und behalte dein Geld (%1).</translation>
    </message>
    <message>
        <source>Buy the legendary object &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a legendary object (&quot;Shodo&quot;), %2 its price (&quot;3 coins&quot;)</extracomment>
        <translation>Kauf den legendären Gegenstand &lt;b&gt;%1&lt;/b&gt; für %2.</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;%1&lt;/b&gt; amulet for %2, to use from your next turn on.</source>
        <extracomment>hint: %1 an amulet (&quot;Fortune&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Kauf das Amulett „&lt;b&gt;%1&lt;/b&gt;“ für %2; du kannst es ab deinem nächsten Zug einsetzen.</translation>
    </message>
    <message>
        <source>Buy the calligraphy &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a calligraphy (&quot;Patience&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Kauf die Kalligrafie „&lt;b&gt;%1&lt;/b&gt;“ für %2.</translation>
    </message>
    <message>
        <source>Counted now, it would score %1 at the end.</source>
        <extracomment>hint: %1 what the calligraphy would score at the end (&quot;6 points&quot;), counted now</extracomment>
        <translation>Jetzt gezählt, brächte sie am Ende %1.</translation>
    </message>
    <message>
        <source>Buy a bath house for %1: %2 now.</source>
        <extracomment>hint: %1 the price (&quot;1 coin&quot;), %2 the points (&quot;+4 points&quot;)</extracomment>
        <translation>Kauf ein Badehaus für %1: sofort %2.</translation>
    </message>
    <message>
        <source>It counts as a hot spring for the %1.</source>
        <extracomment>hint: %1 the end achievement of the most hot springs (&quot;Bather&quot;)</extracomment>
        <translation>Es zählt in der Wertung „%1“ als Heiße Quelle.</translation>
    </message>
    <message>
        <source>The computer player would choose this.</source>
        <translation>Der Computergegner würde das wählen.</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>a gift to the temple named as a move (&quot;Give 2 coins&quot;)</extracomment>
        <translation>%1 spenden</translation>
    </message>
    <message>
        <source>Both effects</source>
        <translation>Beide Effekte</translation>
    </message>
    <message>
        <source>The other choice</source>
        <translation>Die andere Wahl</translation>
    </message>
</context>
<context>
    <name>TokaidoReplay</name>
    <message>
        <source>%1 keeps a traveller</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of the two traveller tiles: %1 the player</extracomment>
        <translation>%1 behält einen Reisenden</translation>
    </message>
    <message>
        <source>%1 keeps an encounter</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of two encounters: %1 the player</extracomment>
        <translation>%1 behält eine Begegnung</translation>
    </message>
    <message>
        <source>%1 chooses a panorama part</source>
        <extracomment>a replay&apos;s hero, before a player takes the panorama part of their choice: %1 the player</extracomment>
        <translation>%1 wählt einen Panorama-Teil</translation>
    </message>
    <message>
        <source>%1 moves the neutral traveller</source>
        <extracomment>a replay&apos;s hero, before a player moves the two-player game&apos;s neutral traveller: %1 the player</extracomment>
        <translation>%1 zieht den neutralen Reisenden</translation>
    </message>
    <message>
        <source>%1&apos;s choice: the framed card</source>
        <extracomment>in a replay, over the cards a player chose from, the one taken framed: %1 the player</extracomment>
        <translation>Wahl von %1: die eingerahmte Karte</translation>
    </message>
</context>
<context>
    <name>TokaidoSupply</name>
    <message numerus="yes">
        <source>%n cherry tree(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Noch %n Kirschbaum</numerusform>
            <numerusform>Noch %n Kirschbäume</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Noch %n Badehaus</numerusform>
            <numerusform>Noch %n Badehäuser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Noch %n legendärer Gegenstand</numerusform>
            <numerusform>Noch %n legendäre Gegenstände</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy/calligraphies left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Noch %n Kalligrafie</numerusform>
            <numerusform>Noch %n Kalligrafien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s) left, face down</source>
        <extracomment>the Crossroads supply on the board: the amulets are face down, only their number is known</extracomment>
        <translation>
            <numerusform>Noch %n Amulett, verdeckt</numerusform>
            <numerusform>Noch %n Amulette, verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rare and precious: %n of each in this game</source>
        <extracomment>the Crossroads supply&apos;s tooltip with the &quot;Rare and precious&quot; variant</extracomment>
        <translation>
            <numerusform>Selten und kostbar: %n von jeder Sorte in dieser Partie</numerusform>
            <numerusform>Selten und kostbar: %n von jeder Sorte in dieser Partie</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game (bought ones included):</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip: the amulets laid out at the start follow, one per line (some may be held by travellers now)</extracomment>
        <translation>In dieser Partie (gekaufte eingeschlossen):</translation>
    </message>
    <message>
        <source>You see:</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip while you look through the amulets to buy one</extracomment>
        <translation>Du siehst:</translation>
    </message>
</context>
<context>
    <name>TokaidoTutorial</name>
    <message>
        <source>Welcome to the Tokaido, the great road from &lt;b&gt;Kyoto&lt;/b&gt; to &lt;b&gt;Edo&lt;/b&gt;. On the way you collect sights, souvenirs and meals that score points. The richest journey wins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Willkommen auf dem Tokaido, der großen Straße von &lt;b&gt;Kyoto&lt;/b&gt; nach &lt;b&gt;Edo&lt;/b&gt;. Unterwegs sammelst du Ausblicke, Andenken und Mahlzeiten, die Punkte bringen. Die reichste Reise gewinnt.</translation>
    </message>
    <message>
        <source>You travel as &lt;b&gt;Hiroshige&lt;/b&gt;, the artist. He sets off with 3 coins, and at each inn on the way he paints a panorama part of his choice.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the traveller card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Du reist als &lt;b&gt;Hiroshige&lt;/b&gt;, der Künstler. Er bricht mit 3 Münzen auf und malt in jedem Gasthaus unterwegs einen Panorama-Teil seiner Wahl.</translation>
    </message>
    <message>
        <source>The traveller &lt;b&gt;farthest behind&lt;/b&gt; on the road always moves next. You wait last in line at Kyoto, so you go first.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Als Nächstes zieht immer der Reisende, der auf der Straße &lt;b&gt;am weitesten hinten&lt;/b&gt; steht. Du wartest in Kyoto ganz hinten in der Reihe, also beginnst du.</translation>
    </message>
    <message>
        <source>You may walk forward to any free stop, as far as you like, but never past the next inn. Start with the &lt;b&gt;village&lt;/b&gt; right ahead: click it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Du darfst zu jedem freien Feld vor dir gehen, so weit du willst, aber nie über das nächste Gasthaus hinaus. Fang mit dem &lt;b&gt;Dorf&lt;/b&gt; direkt vor dir an: Klicke es an.</translation>
    </message>
    <message>
        <source>Not so fast: stop at the village right ahead first.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nicht so schnell: Halte zuerst im Dorf direkt vor dir.</translation>
    </message>
    <message>
        <source>A village shows three souvenirs. Press &lt;b&gt;Open the market&lt;/b&gt; to see them.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Im Dorf liegen drei Andenken aus. Drücke &lt;b&gt;Zum Markt&lt;/b&gt;, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Souvenirs come in four families. A set holds one of each: its first card scores 1 point, the second 3, the third 5 and the fourth 7.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice over the board.</extracomment>
        <translation>Andenken gibt es in vier Arten. Ein Set enthält von jeder Art eine Karte: Die erste bringt 1 Punkt, die zweite 3, die dritte 5 und die vierte 7.</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;Koma&lt;/b&gt;, a small object, for 1 coin: it starts your first set.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kaufe für 1 Münze das Andenken &lt;b&gt;„Koma“&lt;/b&gt;, einen Kreisel aus den Kleinigkeiten: Damit beginnt dein erstes Set.</translation>
    </message>
    <message>
        <source>The Haori would score 3, but the temple ahead needs a coin too. Press &lt;b&gt;Done buying&lt;/b&gt; to keep your 2 coins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Das Haori brächte 3 Punkte, aber der Tempel vor dir braucht auch eine Münze. Drücke &lt;b&gt;Einkauf beenden&lt;/b&gt; und behalte deine 2 Münzen.</translation>
    </message>
    <message>
        <source>Take the &lt;b&gt;Koma&lt;/b&gt; for now: it costs only 1 coin.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nimm fürs Erste das Andenken &lt;b&gt;„Koma“&lt;/b&gt; (einen Kreisel): Es kostet nur 1 Münze.</translation>
    </message>
    <message>
        <source>Keep your coins this time: press &lt;b&gt;Done buying&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Behalte diesmal deine Münzen: Drücke &lt;b&gt;Einkauf beenden&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Now Hana and Kenji are behind you, so they move. Hana walked on to a hot spring: press &lt;b&gt;Take the bath&lt;/b&gt; to draw her card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jetzt stehen Hana und Kenji hinter dir, also ziehen sie. Hana ist zu einer heißen Quelle gegangen: Drücke &lt;b&gt;Ins Bad steigen&lt;/b&gt;, um ihre Karte zu ziehen.</translation>
    </message>
    <message>
        <source>Hana and Kenji hurried far ahead, so you are the farthest behind again and move once more. Lingering gives you more turns.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>Hana und Kenji sind weit vorausgeeilt. Du bist wieder am weitesten hinten und ziehst noch einmal. Wer trödelt, bekommt mehr Züge.</translation>
    </message>
    <message>
        <source>Stop at the &lt;b&gt;temple&lt;/b&gt;. There you give 1 to 3 coins, and each coin scores 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Halte am &lt;b&gt;Tempel&lt;/b&gt;. Dort spendest du 1 bis 3 Münzen, und jede Münze bringt 1 Punkt.</translation>
    </message>
    <message>
        <source>The temple first, right ahead of you.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Zuerst der Tempel, direkt vor dir.</translation>
    </message>
    <message>
        <source>Give 1 coin and keep the other one for later.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Spende 1 Münze und behalte die andere für später.</translation>
    </message>
    <message>
        <source>Give just 1 coin this time.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Spende diesmal nur 1 Münze.</translation>
    </message>
    <message>
        <source>Your coins stay at the temple. At the end, the most generous travellers score a bonus: 10, 7, 4 or 2 points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the temple.</extracomment>
        <translation>Deine Münzen bleiben im Tempel. Am Ende bekommen die großzügigsten Reisenden einen Bonus: 10, 7, 4 oder 2 Punkte.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you meet someone on the road who helps you. Stop there.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Bei einer &lt;b&gt;Begegnung&lt;/b&gt; triffst du unterwegs jemanden, der dir hilft. Halte dort.</translation>
    </message>
    <message>
        <source>Try the encounter right ahead.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Versuch es mit der Begegnung direkt vor dir.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Meet the traveller&lt;/b&gt; to draw an encounter card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Drücke &lt;b&gt;Zur Begegnung&lt;/b&gt;, um eine Begegnungskarte zu ziehen.</translation>
    </message>
    <message>
        <source>You met the &lt;b&gt;Annaibito&lt;/b&gt;, a guide. He shows you the first part of the rice paddy panorama: 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Du hast den &lt;b&gt;Annaibito&lt;/b&gt; getroffen, einen Fremdenführer. Er zeigt dir den ersten Teil des Reisfeld-Panoramas: 1 Punkt.</translation>
    </message>
    <message>
        <source>At a panorama stop you take the next part of that panorama, and it scores its number. Walk on to the &lt;b&gt;rice paddy&lt;/b&gt; for part 2.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Auf einem Panorama-Feld nimmst du den nächsten Teil dieses Panoramas, und er bringt so viele Punkte wie seine Nummer. Geh weiter zum &lt;b&gt;Reisfeld&lt;/b&gt; für Teil 2.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama next: part 2 waits there.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Geh als Nächstes zum Reisfeld-Panorama: Dort wartet Teil 2.</translation>
    </message>
    <message>
        <source>The rice paddy has 3 parts, the mountain 4 and the sea 5. Whoever completes one first wins its achievement card. A finished panorama is closed to you.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama.</extracomment>
        <translation>Das Reisfeld hat 3 Teile, das Gebirge 4 und das Meer 5. Wer eines zuerst vollendet, gewinnt seine Erfolgskarte. Ein fertiges Panorama ist für dich gesperrt.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;hot spring&lt;/b&gt; card is worth 2 or 3 points. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Eine Karte &lt;b&gt;Heiße Quelle&lt;/b&gt; ist 2 oder 3 Punkte wert. Halte an der heißen Quelle.</translation>
    </message>
    <message>
        <source>The hot spring is next.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.
----------
Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Als Nächstes kommt die heiße Quelle.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Take the bath&lt;/b&gt; to draw your card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Drücke &lt;b&gt;Ins Bad steigen&lt;/b&gt;, um deine Karte zu ziehen.</translation>
    </message>
    <message>
        <source>Your purse is almost empty. A &lt;b&gt;farm&lt;/b&gt; gives you 3 coins. You may skip any stops on the way.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Dein Geldbeutel ist fast leer. Ein &lt;b&gt;Bauernhof&lt;/b&gt; gibt dir 3 Münzen. Felder dazwischen darfst du überspringen.</translation>
    </message>
    <message>
        <source>You need coins: go to the farm.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Du brauchst Münzen: Geh zum Bauernhof.</translation>
    </message>
    <message>
        <source>Walk on to the &lt;b&gt;sea&lt;/b&gt; panorama and take its first part.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Geh weiter zum &lt;b&gt;Meer&lt;/b&gt;-Panorama und nimm seinen ersten Teil.</translation>
    </message>
    <message>
        <source>Head for the sea panorama.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Auf zum Meer-Panorama.</translation>
    </message>
    <message>
        <source>Every traveller must stop at each &lt;b&gt;inn&lt;/b&gt;. Walk to the first inn, where Kenji is waiting.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jeder Reisende muss in jedem &lt;b&gt;Gasthaus&lt;/b&gt; halten. Geh zum ersten Gasthaus, wo Kenji schon wartet.</translation>
    </message>
    <message>
        <source>On to the inn now.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Jetzt weiter zum Gasthaus.</translation>
    </message>
    <message>
        <source>Before dinner Hiroshige paints a panorama part of his choice. Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vor dem Essen malt Hiroshige einen Panorama-Teil seiner Wahl. Wähle das &lt;b&gt;Reisfeld&lt;/b&gt;: Sein letzter Teil vollendet es.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wähle das &lt;b&gt;Reisfeld&lt;/b&gt;: Sein letzter Teil vollendet es.</translation>
    </message>
    <message>
        <source>Try the new effect: a &lt;b&gt;legendary object&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Probier den neuen Effekt: einen &lt;b&gt;legendären Gegenstand&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Murasame&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nimm diesmal &lt;b&gt;Murasame&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;amulet&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wähle diesmal das &lt;b&gt;Amulett&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;: you will use it soon.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nimm &lt;b&gt;Gesundheit&lt;/b&gt;: Du wirst es bald brauchen.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;calligraphy&lt;/b&gt; alone: keep &lt;b&gt;Health&lt;/b&gt; for the next stop.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wähle nur die &lt;b&gt;Kalligrafie&lt;/b&gt;: Heb dir &lt;b&gt;Gesundheit&lt;/b&gt; für das nächste Feld auf.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Contemplation&lt;/b&gt; for this journey.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nimm für diese Reise &lt;b&gt;Besinnung&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use &lt;b&gt;Health&lt;/b&gt;: take both effects.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nutze &lt;b&gt;Gesundheit&lt;/b&gt;: Nimm beide Effekte.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;bath house&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wähle diesmal das &lt;b&gt;Badehaus&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>You are the first to complete the rice paddy, so its &lt;b&gt;achievement card&lt;/b&gt; is yours: 3 more points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the achievements. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Niemand war schneller: Das Reisfeld ist vollendet, und seine &lt;b&gt;Erfolgskarte&lt;/b&gt; gehört dir: 3 Punkte mehr.</translation>
    </message>
    <message>
        <source>The first traveller at an inn draws one meal more than there are players; each arrival may buy one of those left. Press &lt;b&gt;See the meals&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Wer zuerst ein Gasthaus erreicht, zieht eine Mahlzeit mehr, als Spieler mitspielen; jeder Ankömmling darf eine der übrigen kaufen. Drücke &lt;b&gt;Mahlzeiten ansehen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Every meal scores 6 points, whatever it costs. Choose one you like.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board.</extracomment>
        <translation>Jede Mahlzeit bringt 6 Punkte, egal was sie kostet. Wähle eine, die dir gefällt.</translation>
    </message>
    <message>
        <source>Have dinner: any meal here is worth 6 points.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Iss zu Abend: Jede Mahlzeit hier ist 6 Punkte wert.</translation>
    </message>
    <message>
        <source>You may eat only one meal at each inn, and never the same dish twice on your journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the meals.</extracomment>
        <translation>In jedem Gasthaus darfst du nur eine Mahlzeit essen, und auf der ganzen Reise nie zweimal dasselbe Gericht.</translation>
    </message>
    <message>
        <source>Hana reaches the inn last and looks at the meals left. Press &lt;b&gt;See the meals&lt;/b&gt; to let her choose.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana erreicht das Gasthaus als Letzte und sieht sich die übrigen Mahlzeiten an. Drücke &lt;b&gt;Mahlzeiten ansehen&lt;/b&gt;, damit sie wählen kann.</translation>
    </message>
    <message>
        <source>Everyone waits at an inn until all have arrived. Then the last to arrive is the farthest behind: Hana set off first, and you are next.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>Im Gasthaus warten alle, bis jeder angekommen ist. Dann steht, wer zuletzt kam, am weitesten hinten: Hana ist zuerst aufgebrochen, und du bist als Nächstes dran.</translation>
    </message>
    <message>
        <source>Now the road to Edo is yours: travel as you like. Point at any stop to see what it gives. We meet again at the end of the journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Jetzt gehört dir die Straße nach Edo: Reise, wie du magst. Zeige auf ein Feld, um zu sehen, was es bringt. Wir sehen uns am Ende der Reise wieder.</translation>
    </message>
    <message>
        <source>Welcome to Edo! The journey is over, and the end bonuses are on the score sheet.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Willkommen in Edo! Die Reise ist vorbei, und die Schlussboni stehen in der Wertung.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;temple ranking&lt;/b&gt;: the most generous giver scores 10, the next 7, the third 4, and every other giver 2. Tied travellers share a rank.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Die &lt;b&gt;Tempelwertung&lt;/b&gt;: Wer am meisten gespendet hat, bekommt 10 Punkte, der Nächste 7, der Dritte 4 und jeder andere Spender 2. Bei Gleichstand teilt man sich den Rang.</translation>
    </message>
    <message>
        <source>Four achievement cards are awarded now, 3 points each: &lt;b&gt;Gourmet&lt;/b&gt; for the dearest meals, &lt;b&gt;Collector&lt;/b&gt; for the most souvenirs, &lt;b&gt;Bather&lt;/b&gt; for the most hot springs and &lt;b&gt;Chatterbox&lt;/b&gt; for the most encounters.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Jetzt werden vier Erfolgskarten vergeben, je 3 Punkte: &lt;b&gt;Feinschmecker&lt;/b&gt; für die teuersten Mahlzeiten, &lt;b&gt;Sammler&lt;/b&gt; für die meisten Andenken, &lt;b&gt;Badegast&lt;/b&gt; für die meisten heißen Quellen und &lt;b&gt;Plaudertasche&lt;/b&gt; für die meisten Begegnungen.</translation>
    </message>
    <message>
        <source>The most points wins; on a tie, the most achievement cards. You know the Tokaido now: have a good journey!</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Die meisten Punkte gewinnen, bei Gleichstand die meisten Erfolgskarten. Jetzt kennst du den Tokaido: Gute Reise!</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name); it is also %1 of &quot;You know how to play %1&quot; after the last lesson</extracomment>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>With &lt;b&gt;Crossroads&lt;/b&gt; every stop but the inns offers a second effect. When you stop, you take &lt;b&gt;either&lt;/b&gt; the usual effect &lt;b&gt;or&lt;/b&gt; the new one, never both.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Mit &lt;b&gt;Crossroads&lt;/b&gt; bietet jedes Feld außer den Gasthäusern einen zweiten Effekt. Wenn du hältst, nimmst du &lt;b&gt;entweder&lt;/b&gt; den üblichen &lt;b&gt;oder&lt;/b&gt; den neuen, nie beide.</translation>
    </message>
    <message>
        <source>Six new travellers join the road: Hana travels as Kita, Kenji as Jirocho. Point at a traveller&apos;s name to read the ability.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks a stop on the road.</extracomment>
        <translation>Sechs neue Reisende kommen hinzu: Hana reist als Kita, Kenji als Jirocho. Zeige auf den Namen eines Reisenden, um seine Fähigkeit zu lesen.</translation>
    </message>
    <message>
        <source>You move first. Stop at the &lt;b&gt;village&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Du ziehst zuerst. Halte im &lt;b&gt;Dorf&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Start with the village right ahead.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Fang mit dem Dorf direkt vor dir an.</translation>
    </message>
    <message>
        <source>Instead of souvenirs, a village sells &lt;b&gt;legendary objects&lt;/b&gt;: exactly one, of your choice. Choose the legendary object.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Statt Andenken verkauft ein Dorf &lt;b&gt;legendäre Gegenstände&lt;/b&gt;: genau einen, nach deiner Wahl. Wähle den legendären Gegenstand.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;Murasame&lt;/b&gt; for 3 coins: 8 points at once. Like souvenirs, legendary objects count for the Collector.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kaufe &lt;b&gt;Murasame&lt;/b&gt; für 3 Münzen: sofort 8 Punkte. Wie Andenken zählen legendäre Gegenstände für den Sammler.</translation>
    </message>
    <message>
        <source>Hana and Kenji walk on, Kenji right to the first inn. Press &lt;b&gt;See the meals&lt;/b&gt; to let him choose his dinner.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana und Kenji ziehen weiter, Kenji bis zum ersten Gasthaus. Drücke &lt;b&gt;Mahlzeiten ansehen&lt;/b&gt;, damit er sein Essen wählen kann.</translation>
    </message>
    <message>
        <source>At a &lt;b&gt;temple&lt;/b&gt; the new effect is an &lt;b&gt;amulet&lt;/b&gt;: 1 coin to the bank, not to the temple. Stop at the temple.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Am &lt;b&gt;Tempel&lt;/b&gt; ist der neue Effekt ein &lt;b&gt;Amulett&lt;/b&gt;: 1 Münze an den Vorrat, nicht an den Tempel. Halte am Tempel.</translation>
    </message>
    <message>
        <source>The temple is next.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Als Nächstes kommt der Tempel.</translation>
    </message>
    <message>
        <source>Choose the amulet instead of a gift.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wähle das Amulett statt einer Spende.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;. The others cannot see your amulets. Each is used once, and not in the turn you got it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nimm &lt;b&gt;Gesundheit&lt;/b&gt;. Die anderen sehen deine Amulette nicht. Jedes wird einmal benutzt, und nicht im selben Zug, in dem du es bekommen hast.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you may buy a &lt;b&gt;calligraphy&lt;/b&gt; for 1 coin instead. Stop at the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Bei einer &lt;b&gt;Begegnung&lt;/b&gt; kannst du stattdessen für 1 Münze eine &lt;b&gt;Kalligrafie&lt;/b&gt; kaufen. Halte bei der Begegnung.</translation>
    </message>
    <message>
        <source>On to the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Weiter zur Begegnung.</translation>
    </message>
    <message>
        <source>Choose the calligraphy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wähle die Kalligrafie.</translation>
    </message>
    <message>
        <source>Calligraphies score at the end, as printed. &lt;b&gt;Contemplation&lt;/b&gt; gives 3 points per completed panorama and 1 per cherry tree. Take it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kalligrafien punkten am Ende, wie aufgedruckt. &lt;b&gt;Besinnung&lt;/b&gt; bringt 3 Punkte pro vollendetem Panorama und 1 pro Kirschbaum. Nimm sie.</translation>
    </message>
    <message>
        <source>A panorama stop offers a &lt;b&gt;cherry tree&lt;/b&gt;: 2 points and 1 coin. Stop at the rice paddy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ein Panorama-Feld bietet einen &lt;b&gt;Kirschbaum&lt;/b&gt;: 2 Punkte und 1 Münze. Halte am Reisfeld.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Geh zum Reisfeld-Panorama.</translation>
    </message>
    <message>
        <source>Your Health amulet lets you take &lt;b&gt;both&lt;/b&gt; effects here: the panorama part and the cherry tree. Switch on its chip, then click the effect to take first.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Mit deinem Amulett „Gesundheit“ nimmst du hier &lt;b&gt;beide&lt;/b&gt; Effekte: den Panorama-Teil und den Kirschbaum. Schalte „Gesundheit“ ein und klicke dann den Effekt an, den du zuerst nimmst.</translation>
    </message>
    <message>
        <source>A hot spring sells a &lt;b&gt;bath house&lt;/b&gt;: 1 coin for 4 points, and it counts for the Bather. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Eine heiße Quelle verkauft ein &lt;b&gt;Badehaus&lt;/b&gt;: 1 Münze für 4 Punkte, und es zählt für den Badegast. Halte an der heißen Quelle.</translation>
    </message>
    <message>
        <source>Choose the bath house.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wähle das Badehaus.</translation>
    </message>
    <message>
        <source>At a farm you may bet 2 coins in the &lt;b&gt;gaming room&lt;/b&gt; instead of taking 3. Stop at the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Auf einem Bauernhof kannst du in der &lt;b&gt;Spielhalle&lt;/b&gt; 2 Münzen setzen, statt 3 zu nehmen. Halte am Bauernhof.</translation>
    </message>
    <message>
        <source>Go to the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Geh zum Bauernhof.</translation>
    </message>
    <message>
        <source>Choose the gaming room. The fortune die shows ×0 twice, then ×1 to ×4: it multiplies your stake.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Wähle die Spielhalle. Der Glückswürfel zeigt zweimal ×0, dann ×1 bis ×4: Er vervielfacht deinen Einsatz.</translation>
    </message>
    <message>
        <source>Try your luck in the gaming room.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Versuch dein Glück in der Spielhalle.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Roll the die&lt;/b&gt; and see what your bet brings.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Drücke &lt;b&gt;Würfeln&lt;/b&gt; und sieh, was dein Einsatz bringt.</translation>
    </message>
    <message>
        <source>Now travel on as you like to the first inn. Remember: at each stop, the usual effect or the new one.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Reise jetzt nach Belieben bis zum ersten Gasthaus. Denk daran: auf jedem Feld der übliche Effekt oder der neue.</translation>
    </message>
    <message>
        <source>That is all Crossroads adds. Your calligraphy and the other bonuses count at Edo: enjoy the rest of the journey!</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Das ist alles, was Crossroads hinzufügt. Deine Kalligrafie und die anderen Boni zählen in Edo: Viel Freude auf dem Rest der Reise!</translation>
    </message>
    <message>
        <source>the Crossroads expansion</source>
        <extracomment>the Crossroads lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>die Erweiterung Crossroads</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read this step first, then press “Next”.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner clicks the table during a lesson to read; “Next” is the bubble&apos;s button</extracomment>
        <translation>Lies zuerst diesen Schritt und drück dann „Weiter“.</translation>
    </message>
    <message>
        <source>First confirm, with the button the ring points at.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner should press the ringed Confirm button</extracomment>
        <translation>Bestätige zuerst – mit der Schaltfläche, auf die der Ring zeigt.</translation>
    </message>
    <message>
        <source>Not yet: first make the move this step asks for.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner presses Next before making the lesson&apos;s move</extracomment>
        <translation>Noch nicht: Mach zuerst den Zug, um den es in diesem Schritt geht.</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not this lesson. Do what the bubble says, or press “Show me”.</source>
        <extracomment>the tutorial bubble&apos;s note for a legal move that is not the lesson&apos;s; “Show me” is the bubble&apos;s button</extracomment>
        <translation>Dieser Zug ist erlaubt, gehört aber nicht zu dieser Lektion. Folge der Sprechblase oder drück „Zeig es mir“.</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>the tutorial bubble&apos;s button after a lesson that is only read</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Show me</source>
        <extracomment>the tutorial bubble&apos;s button that makes the lesson&apos;s move for the learner</extracomment>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>the tutorial bubble&apos;s button that leaves the tutorial for the home screen</extracomment>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>the tutorial bubble&apos;s menu button (start the lesson again, skip the tutorial)</extracomment>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu</extracomment>
        <translation>Von vorn beginnen</translation>
    </message>
    <message>
        <source>Skip the tutorial</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu: play on without lessons</extracomment>
        <translation>Tutorial überspringen</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>the tutorial bubble&apos;s button after the last lesson: a new game against the computer</extracomment>
        <translation>Echte Partie spielen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player.</source>
        <extracomment>the tutorial bubble after the last lesson, its game over; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Gut gemacht!&lt;/b&gt; Jetzt weißt du, wie man %1 spielt. Spiel eine echte Partie gegen den Computergegner (Stufe „leicht“).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player, or play this one to its end.</source>
        <extracomment>the tutorial bubble after the last lesson; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Gut gemacht!&lt;/b&gt; Jetzt weißt du, wie man %1 spielt. Spiel eine echte Partie gegen den Computergegner (Stufe „leicht“) – oder spiel diese hier zu Ende.</translation>
    </message>
    <message>
        <source>Tutorial finished</source>
        <extracomment>the tutorial bubble&apos;s heading after the last lesson</extracomment>
        <translation>Tutorial abgeschlossen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>the tutorial bubble&apos;s heading: %1 the lesson&apos;s number (from 1), %2 the number of lessons</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the learner&apos;s name in a tutorial game when no profile name is known</extracomment>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>TutorialDesk</name>
    <message>
        <source>Learn %1</source>
        <extracomment>an entry of &quot;Learn to play&quot; when a game has several tutorials, and of a finished lesson&apos;s &quot;More&quot; menu: %1 what it teaches (&quot;Tokaido&quot;, &quot;the Crossroads expansion&quot;)</extracomment>
        <translation>%1 lernen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>On</source>
        <extracomment>the value of a game option that is switched on (new-game dialog, saved games&apos; descriptions), in every game</extracomment>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>the value of a game option that is switched off, in every game</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>the button (top bar and panels) that takes the last move back</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>the row or column of a score table that adds up the others</extracomment>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>the status line while a computer player decides: %1 its name</extracomment>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round (from 1), %2 the number of rounds</extracomment>
        <translation>Runde %1 von %2</translation>
    </message>
</context>
</TS>
