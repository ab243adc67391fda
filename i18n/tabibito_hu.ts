<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <extracomment>%1 the game&apos;s designers, a list of names</extracomment>
        <translation>Tervező: %1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <extracomment>%1 the publisher, %2 the year of publication</extracomment>
        <translation>Kiadó: %1 (%2)</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <extracomment>%1 the publisher (its year is not known)</extracomment>
        <translation>Kiadó: %1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <extracomment>%1 the expansion&apos;s title, %2 its year or years</extracomment>
        <translation>Kiegészítő: %1 (%2)</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <extracomment>the About dialog: the app&apos;s one-line description under its name</extracomment>
        <translation>Japán-utazós társasjátékok internet nélkül, egyedül vagy együtt.</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <extracomment>the About dialog: where the pictures come from</extracomment>
        <translation>Az alkalmazás minden illusztrációja kifejezetten hozzá készült; a játékok a szerzőik és a kiadóik tulajdonában vannak.</translation>
    </message>
    <message>
        <source>Built with Qt %1, Qt for Python and Python %2: free software, each under its own licence.</source>
        <extracomment>%1 the Qt version, %2 the Python version (numbers such as 6.8.1)</extracomment>
        <translation>Készült a Qt %1, a Qt for Python és a Python %2 felhasználásával: mind szabad szoftver, mindegyik a saját licence alatt.</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <extracomment>the About dialog&apos;s window title (Help menu)</extracomment>
        <translation>A Tabibito névjegye</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <extracomment>the About dialog&apos;s heading: the app&apos;s name (旅人, “traveller”); keep it unless the edition writes it otherwise</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 the version of Tabibito (such as 1.4.0)</extracomment>
        <translation>Verzió: %1</translation>
    </message>
    <message>
        <source>Licences…</source>
        <extracomment>a button of the About dialog that opens the list of licences</extracomment>
        <translation>Licencek…</translation>
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
        <translation>Ebben a játszmában szerzett teljesítmények</translation>
    </message>
</context>
<context>
    <name>GameFigures</name>
    <message>
        <source>Games played</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Lejátszott játszmák</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Megnyert játszmák</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>Legjobb pontszám</translation>
    </message>
    <message>
        <source>Mean score</source>
        <extracomment>the Records screen: a figure of one player in one game (the average)</extracomment>
        <translation>Átlagos pontszám</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>the Records screen: the heading over the badges a player has earned in a game</extracomment>
        <translation>Teljesítmények</translation>
    </message>
    <message>
        <source>First earned %1</source>
        <extracomment>below an achievement&apos;s name in the records: %1 when it was first earned</extracomment>
        <translation>Először megszerezve: %1</translation>
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
        <translation>Az előző köröd óta: %1</translation>
    </message>
    <message>
        <source>Since your last turn: no points scored</source>
        <extracomment>the game log&apos;s summary line over what the others did since the reader&apos;s last move, when nobody scored</extracomment>
        <translation>Az előző köröd óta: senki nem szerzett pontot</translation>
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
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>Replay of a finished game</source>
        <extracomment>the status of the game screen while a finished game is replayed</extracomment>
        <translation>Befejezett játszma visszajátszása</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>the top bar&apos;s status once the game has ended</extracomment>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>the top bar&apos;s status while the device is to be passed on: %1 the next player&apos;s name</extracomment>
        <translation>Várakozás: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <extracomment>the top bar&apos;s status after a move that waits to be confirmed</extracomment>
        <translation>Ezt még visszaveheted a Visszavonás gombbal.</translation>
    </message>
    <message>
        <source>Confirm to go on.</source>
        <extracomment>the top bar&apos;s status in a tutorial after a move that waits to be confirmed (no Undo there)</extracomment>
        <translation>Erősítsd meg a folytatáshoz.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>the top bar&apos;s status when the only person at the screen is to move</extracomment>
        <translation>Te jössz</translation>
    </message>
    <message>
        <source>▶ still to play</source>
        <extracomment>beside the heading of the list of scores: what the ▶ before a player&apos;s name means</extracomment>
        <translation>▶ még nem lépett</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <extracomment>the curtain over the table when several people share the screen and the next one is to play: %1 that player&apos;s name
----------
the strip over the action bar when several people share the screen: %1 the name of the player to move
----------
the top bar&apos;s status when one of several people at the screen is to move: %1 their name</extracomment>
        <translation>Te jössz, %1</translation>
    </message>
    <message>
        <source>▶ %1 still has to play</source>
        <extracomment>tooltip of a row marked ▶ in the list of scores: %1 that player, whose move the table still waits for (in Next Station every player draws on each card, so several may be marked)</extracomment>
        <translation>▶ %1 még nem lépett</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the heading of the list of players and their scores beside the board</extracomment>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the heading of the game log pane beside the board (collapsible)</extracomment>
        <translation>Játéknapló</translation>
    </message>
</context>
<context>
    <name>GameStandings</name>
    <message numerus="yes">
        <source>%n game(s) recorded</source>
        <extracomment>below the player&apos;s name in the records: how many finished games the records hold</extracomment>
        <translation>
            <numerusform>%n rögzített játszma</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the Records screen, “Everyone” table: the column of player names</extracomment>
        <translation>Játékos</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>the Records screen, “Everyone” table: the column of games played</extracomment>
        <translation>Játszott</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>the Records screen, “Everyone” table: the column of games won</extracomment>
        <translation>Győzelmek</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>the Records screen, “Everyone” table: the column of best scores</extracomment>
        <translation>Legjobb</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <extracomment>a game tile on the home screen: the button that opens the new-game dialog</extracomment>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>a game tile on the home screen: the button that offers the game&apos;s tutorials</extracomment>
        <translation>Játéktanulás</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>a game tile on the home screen: how many games of it were finished</extracomment>
        <translation>
            <numerusform>%n lejátszott játszma</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: %1 (%2)</source>
        <extracomment>a game tile on the home screen: %1 the best score a person made, %2 their name</extracomment>
        <translation>Legjobb pontszám: %1 (%2)</translation>
    </message>
    <message>
        <source>Best solo rating: %1</source>
        <extracomment>a game tile on the home screen: %1 the best solo rating reached (&quot;Network planner&quot;)</extracomment>
        <translation>Legjobb szólóértékelés: %1</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <extracomment>the hand-off screen between two people&apos;s turns: %1 the next player&apos;s name</extracomment>
        <translation>Add át az eszközt: %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <extracomment>the hand-off screen under its heading: %1 the next player&apos;s name</extracomment>
        <translation>Most csak %1 nézze a képernyőt. A kártyái rejtve maradnak, amíg nem áll készen.</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <extracomment>the hand-off screen&apos;s button the next player presses: %1 their name</extracomment>
        <translation>%1 vagyok: mutasd a lépésemet</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <extracomment>the hand-off screen&apos;s button for the player who just moved (their move is undone)</extracomment>
        <translation>Utolsó lépés visszavonása</translation>
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
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>the hint bubble&apos;s button that makes the move it recommends (Enter)</extracomment>
        <translation>Ezt lépem</translation>
    </message>
    <message>
        <source>The computer player is thinking it over…</source>
        <extracomment>the hint bubble while the hint is being worked out; a click elsewhere cancels it</extracomment>
        <translation>A gépi játékos gondolkodik…</translation>
    </message>
    <message>
        <source>“%1” would bring more now (%2), but this move is worth more in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %2 what it brings at once (&quot;+2 points and +1 coin&quot;), %3 the hinted move&apos;s value, %4 the other&apos;s (in the game&apos;s words: &quot;62 points at the end, 4 ahead of your best rival&quot;, &quot;59 points, 2 behind&quot;)</extracomment>
        <translation>„%1” most többet hozna (%2), de ez a lépés összességében többet ér: %3, a másikkal csak %4.</translation>
    </message>
    <message>
        <source>“%1” would set up more for later, but this move brings more now and is worth more in all: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the other sets up more for later, the hinted one brings more now</extracomment>
        <translation>„%1” később többet hozna, de ez a lépés most többet hoz, és összesen is többet ér: %3, a másikkal csak %4.</translation>
    </message>
    <message>
        <source>Better than “%1”, now and in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the hinted move brings at least as much now and more later</extracomment>
        <translation>Jobb, mint „%1”, most is és összességében is: %3, a másikkal csak %4.</translation>
    </message>
    <message>
        <source>“%1” would be just as good: %3 either way.</source>
        <extracomment>hint: %1 the best other move, worth as much; %3 the value of either</extracomment>
        <translation>„%1” ugyanilyen jó lenne: mindkettővel %3.</translation>
    </message>
    <message>
        <source>“%1” comes a close second: the computer player weighs the two almost alike.</source>
        <extracomment>hint: %1 the best other move, all but as good as the hinted one</extracomment>
        <translation>„%1” szorosan a második: a gépi játékos a kettőt majdnem egyformának értékeli.</translation>
    </message>
    <message>
        <source>Better than “%1”: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s</extracomment>
        <translation>Jobb, mint „%1”: %3, a másikkal csak %4.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 players</source>
        <extracomment>a game tile on the home screen: %1 the only possible number of players (2 or more)</extracomment>
        <translation>%1 játékos</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <extracomment>a game tile on the home screen: %1 the largest number of players</extracomment>
        <translation>Egyedül vagy legfeljebb %1 játékos</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <extracomment>a game tile on the home screen: %1 the fewest, %2 the most players</extracomment>
        <translation>%1–%2 játékos</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a game tile on the home screen: the button that opens the game&apos;s rules</extracomment>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <extracomment>tooltip of a game tile&apos;s Rules button: %1 the game&apos;s title</extracomment>
        <translation>Hogyan kell játszani: %1</translation>
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
        <translation>Japán-utazós társasjátékok internet nélkül: játssz egyedül a gép ellen, vagy adjátok körbe a képernyőt az asztalnál.</translation>
    </message>
    <message>
        <source>Open…</source>
        <extracomment>the home screen&apos;s button that opens a saved game from a file</extracomment>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the home screen&apos;s button to the Records screen</extracomment>
        <translation>Eredmények</translation>
    </message>
    <message>
        <source>Your finished games, figures and achievements</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>Befejezett játszmáid, számaid és teljesítményeid</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>the home screen&apos;s button to the Settings dialog</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <extracomment>the home screen when the app finds no game (a broken installation)</extracomment>
        <translation>Nincs telepített játék.</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <source>New to %1? A lesson teaches it while you play, in about %2 minutes.</source>
        <extracomment>in the new-game dialog once an expansion is ticked: %1 the expansion (&quot;the Crossroads expansion&quot;), %2 the lesson&apos;s minutes</extracomment>
        <translation>Új neked %1? Egy lecke játék közben megtanítja, nagyjából %2 perc alatt.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <extracomment>the button beside it</extracomment>
        <translation>Lecke indítása</translation>
    </message>
</context>
<context>
    <name>LetsGo</name>
    <message>
        <source>Highlight scored: its condition was met.</source>
        <extracomment>tooltip of a day&apos;s highlight on the trip once it was checked</extracomment>
        <translation>A nap fénypontja pontot ért: a feltétel teljesült.</translation>
    </message>
    <message>
        <source>Highlight not scored: its condition was not met by this day.</source>
        <translation>A nap fénypontja nem ért pontot: a feltétel eddig a napig nem teljesült.</translation>
    </message>
    <message>
        <source>The trip</source>
        <extracomment>the round board once the draft is over</extracomment>
        <translation>Az utazás</translation>
    </message>
    <message>
        <source>%1&apos;s itinerary</source>
        <extracomment>over the itinerary the board shows: %1 the player</extracomment>
        <translation>%1 útiterve</translation>
    </message>
    <message>
        <source>as it stood at the round&apos;s start</source>
        <extracomment>under the name when another player&apos;s itinerary is looked at</extracomment>
        <translation>a forduló elején</translation>
    </message>
    <message numerus="yes">
        <source>%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in the discard.</source>
        <extracomment>tooltip of a deck: %1 its city, %n how many cards are left in it</extracomment>
        <translation>
            <numerusform>%1-pakli: még %n kártya. A kiürült paklit a dobópakliban lévő saját kártyáiból keverjük újra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Dobópakli</translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s) (research, walks and the last round&apos;s hands).</source>
        <extracomment>tooltip of the common discard: %n how many cards lie in it</extracomment>
        <translation>
            <numerusform>Dobópakli: %n kártya (felfedezésből, sétákból és az utolsó forduló kézben maradt lapjaiból).</numerusform>
        </translation>
    </message>
    <message>
        <source>Click its strip below to see yours again.</source>
        <extracomment>under the travel agency&apos;s name when its itinerary is shown full size</extracomment>
        <translation>Az alsó sávjára kattintva újra a saját útitervedet látod.</translation>
    </message>
    <message>
        <source>Research tokens: %1. Before placing a card, spend one to draw 3 cards (each from either deck), then discard 3. Each one left scores 1 point at the end.</source>
        <extracomment>tooltip of the research tokens: %1 how many</extracomment>
        <translation>Felfedezésjelzők: %1. Kártya lerakása előtt egyet beadva húzz 3 kártyát (mindegyiket bármelyik pakliból), majd dobj el 3-at. A megmaradt jelzők a végén 1-1 győzelmi pontot érnek.</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Felfedezés</translation>
    </message>
    <message>
        <source>Wild tokens: %1. On the trip each one moves an experience track one step.</source>
        <extracomment>tooltip of the wild tokens: %1 how many</extracomment>
        <translation>Jokerjelzők: %1. Az utazáskor mindegyik 1 mezővel léptet egy élménysávot.</translation>
    </message>
    <message>
        <source>Luxury trains: %1. On the trip one used at a city change scores 2 points and a green lightning.</source>
        <extracomment>tooltip of the luxury trains: %1 how many</extracomment>
        <translation>Luxus vonatjegyek: %1. Az utazáskor városváltásnál felhasználva 2 győzelmi pontot és egy zöld villámot ér.</translation>
    </message>
    <message>
        <source>Luxury trains</source>
        <translation>Luxus vonatjegyek</translation>
    </message>
    <message>
        <source>Mood marker: %1, happiness steps: %2. A day bonus of one matching icon moves it toward happiness.</source>
        <extracomment>tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps</extracomment>
        <translation>Hangulatjelölő: %1, örömsáv: %2. Az egy egyezésért járó napi bónusz az öröm felé lépteti.</translation>
    </message>
    <message>
        <source>Mood</source>
        <extracomment>a row of the score sheet: the happiness and stress tracks</extracomment>
        <translation>Hangulat</translation>
    </message>
    <message numerus="yes">
        <source>Passed to you in round %1: %n card(s), face down until you pick them up in round %2.</source>
        <extracomment>tooltip of an incoming pile: %1 the round it was passed in, %n the cards, %2 the round they are picked up in</extracomment>
        <translation>
            <numerusform>Neked továbbadva (%1. forduló): %n kártya, lefordítva, amíg fel nem veszed (%2. forduló).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for round %1</source>
        <extracomment>an incoming pile beside the itinerary: %n how many cards, %1 the round they are picked up in</extracomment>
        <translation>
            <numerusform>%n kártya, felvétel: %1. forduló</numerusform>
        </translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>Kapott kártyák</translation>
    </message>
    <message>
        <source>Its front:
%1</source>
        <extracomment>tooltip of a walk on the board while its player chooses its front or back, under the back&apos;s text: %1 the front&apos;s text (its site, icons, VP, highlight)</extracomment>
        <translation>Előoldala:
%1</translation>
    </message>
    <message>
        <source>Click to place it or to walk instead, or drag it onto a day.</source>
        <extracomment>tooltip line of a hand card that may be played now</extracomment>
        <translation>Kattints, hogy lerakd, vagy helyette sétálj; vagy húzd rá egy napra.</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <extracomment>tooltip line of a hand card during a research</extracomment>
        <translation>Kattints, hogy eldobd.</translation>
    </message>
    <message>
        <source>Click to give it to the travel agency.</source>
        <extracomment>tooltip line of a hand card in solo, once the round&apos;s cards are placed</extracomment>
        <translation>Kattints, hogy az utazási irodának add.</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>the chooser by a hand card: place it face up in the itinerary</extracomment>
        <translation>Lerakom</translation>
    </message>
    <message>
        <source>Give it: a %1 card in return</source>
        <extracomment>the chooser by a card given to the agency: %1 the deck the card in return comes from</extracomment>
        <translation>Odaadom: cserébe egy kártya (%1)</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s itinerary.</source>
        <extracomment>a click on a hand card while another player&apos;s itinerary is looked at</extracomment>
        <translation>Most egy másik játékos útitervét nézed.</translation>
    </message>
    <message>
        <source>Choose one of the lit places for the chosen card first.</source>
        <extracomment>a click on a hand card while the chosen card waits for its slot</extracomment>
        <translation>Előbb válassz egy kivilágított helyet a kiválasztott kártyának.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Most nem.</translation>
    </message>
    <message>
        <source>This day is closed: it takes no more cards.</source>
        <extracomment>a day&apos;s header once it has its three cards</extracomment>
        <translation>Ez a nap betelt: több kártya nem kerülhet ide.</translation>
    </message>
    <message>
        <source>First choose a card of your hand (or drag it here).</source>
        <extracomment>a click on a day before a card is chosen</extracomment>
        <translation>Előbb válassz egy kártyát a kezedből (vagy húzd ide).</translation>
    </message>
    <message>
        <source>Place the card here: the day&apos;s first card.</source>
        <extracomment>tooltip of a lit place in an empty day of the itinerary</extracomment>
        <translation>Ide tedd a kártyát: ez lesz a nap első kártyája.</translation>
    </message>
    <message>
        <source>Place the card here, above the day&apos;s first card.</source>
        <extracomment>tooltip of a lit slot above a day&apos;s first card</extracomment>
        <translation>Ide tedd a kártyát, a nap első kártyája fölé.</translation>
    </message>
    <message>
        <source>Place the card here, below the day&apos;s last card: it becomes the day&apos;s highlight.</source>
        <extracomment>tooltip of a lit slot below a day&apos;s last card</extracomment>
        <translation>Ide tedd a kártyát, a nap utolsó kártyája alá: ez lesz a nap fénypontja.</translation>
    </message>
    <message>
        <source>Place the card here, between two cards of the day.</source>
        <extracomment>tooltip of a lit slot between two cards of a day</extracomment>
        <translation>Ide tedd a kártyát, a nap két kártyája közé.</translation>
    </message>
    <message>
        <source>Favourable condition: %1.</source>
        <extracomment>a day&apos;s header: %1 its favourable condition (&quot;Temples &amp; shrines&quot;)</extracomment>
        <translation>Kedvező feltétel: %1.</translation>
    </message>
    <message>
        <source>Matching icons so far: %1. At the day&apos;s third card: 1 gives a mood step, 2 research tokens or a wild, 3 a luxury train or an extra walk.</source>
        <extracomment>a day&apos;s header: %1 how many icons of the day&apos;s cards match its condition</extracomment>
        <translation>Eddig egyező szimbólumok: %1. A nap harmadik kártyájánál jár a napi bónusz: 1 egyezésért 1 mező hangulat, 2-ért 2 felfedezésjelző vagy 1 jokerjelző, 3-ért 1 luxus vonatjegy vagy egy bónuszséta.</translation>
    </message>
    <message>
        <source>Click to see your own itinerary again.</source>
        <extracomment>tooltip of the travel agency&apos;s strip while its itinerary is shown full size</extracomment>
        <translation>Kattints, hogy újra a saját útitervedet lásd.</translation>
    </message>
    <message>
        <source>Click to see its itinerary full size.</source>
        <extracomment>tooltip of the travel agency&apos;s strip on the trip and after the game</extracomment>
        <translation>Kattints, hogy teljes méretben lásd az útitervét.</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <extracomment>the panel&apos;s scores: %1 a traveller&apos;s final total</extracomment>
        <translation>%1 (végleges)</translation>
    </message>
    <message>
        <source>%1 deck</source>
        <extracomment>a button: draw from this deck; %1 a city (&quot;Tokyo&quot;)</extracomment>
        <translation>%1-pakli</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <extracomment>the panel&apos;s scores during the trip: %1 the points of the categories settled so far</extracomment>
        <translation>eddig %1</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Megerősítés</translation>
    </message>
    <message>
        <source>Luxury trains: %1</source>
        <translation>Luxus vonatjegyek: %1</translation>
    </message>
    <message>
        <source>Mood: %1 · happiness %2</source>
        <extracomment>the panel&apos;s tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps</extracomment>
        <translation>Hangulat: %1 · öröm %2</translation>
    </message>
    <message>
        <source>Or play a card from your hand on the board.</source>
        <translation>Vagy játssz ki egy kártyát a kezedből a táblán.</translation>
    </message>
    <message>
        <source>Or take the bonus walk: click a lit slot of %1 on the board.</source>
        <translation>Vagy válaszd a bónuszsétát: kattints a táblán egy kivilágított helyre (%1).</translation>
    </message>
    <message>
        <source>Passport: %1</source>
        <translation>Útlevél: %1</translation>
    </message>
    <message>
        <source>Planner advice</source>
        <extracomment>a check box: show the trip planner&apos;s final score on each trip choice</extracomment>
        <translation>Az útitervező tanácsai</translation>
    </message>
    <message>
        <source>Planner: final score with best play from each choice.</source>
        <translation>Útitervező: a végső pontszám, ha minden választás után a legjobban játszol.</translation>
    </message>
    <message>
        <source>Planner: no advice for this decision.</source>
        <translation>Útitervező: ehhez a döntéshez nincs tanács.</translation>
    </message>
    <message>
        <source>Planner: thinking…</source>
        <translation>Útitervező: számol…</translation>
    </message>
    <message>
        <source>Research tokens: %1</source>
        <translation>Felfedezésjelzők: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontszámok</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>Az utolsó döntésed visszavonása</translation>
    </message>
    <message>
        <source>The trip is over: see the score pad.</source>
        <translation>Az utazás véget ért: nézd meg a pontozólapot.</translation>
    </message>
    <message>
        <source>Waiting for the other travellers.</source>
        <translation>Várakozás a többi utazóra.</translation>
    </message>
    <message>
        <source>Wild tokens: %1</source>
        <translation>Jokerjelzők: %1</translation>
    </message>
    <message>
        <source>You decide for the travel agency: the planner&apos;s ★ keeps its score lowest.</source>
        <translation>Te döntesz az utazási iroda helyett: az útitervező ★ jele azt a választást mutatja, amellyel az iroda a legkevesebb pontot szerzi.</translation>
    </message>
    <message>
        <source>Your choice is made: confirm to go on, or undo it.</source>
        <translation>Választottál: erősítsd meg a folytatáshoz, vagy vond vissza.</translation>
    </message>
    <message>
        <source>Your trip: choose below.</source>
        <extracomment>the bar&apos;s hint at a decision of the trip (the question is in the panel below)</extracomment>
        <translation>Az utazásod: válassz lent.</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip: choose for it below.</source>
        <extracomment>the bar&apos;s hint at a decision of the travel agency&apos;s trip, taken by the solo player</extracomment>
        <translation>Az utazási iroda utazása: válassz helyette lent.</translation>
    </message>
    <message>
        <source>Your tokens</source>
        <translation>Jelzőid</translation>
    </message>
    <message>
        <source>Show the final score each choice leads to with the best play from there (an exact search).</source>
        <translation>Megmutatja, milyen végső pontszámhoz vezet az egyes választások után a legjobb játék (pontos keresés).</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>Irány Japán!</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto card by card, then set off on the trip.</source>
        <translation>Tervezz meg kártyáról kártyára egy hetet Tokióban és Kiotóban, aztán indulhat az utazás.</translation>
    </message>
    <message>
        <source>Anime museum</source>
        <extracomment>a site of a Tokyo card (a museum of animation)</extracomment>
        <translation>Animemúzeum</translation>
    </message>
    <message>
        <source>Zōjō-ji Temple</source>
        <extracomment>a Buddhist temple in Tokyo (増上寺)</extracomment>
        <translation>Zódzsó-dzsi templom</translation>
    </message>
    <message>
        <source>Sensō-ji Temple and Nakamise</source>
        <extracomment>Asakusa&apos;s temple (浅草寺) and its shopping street Nakamise (仲見世)</extracomment>
        <translation>Szenszó-dzsi templom és a Nakamise</translation>
    </message>
    <message>
        <source>Meiji Jingū Shrine</source>
        <extracomment>the Shinto shrine of Tokyo (明治神宮)</extracomment>
        <translation>Meidzsi-szentély</translation>
    </message>
    <message>
        <source>Gōtoku-ji Temple</source>
        <extracomment>a temple in Tokyo known for its beckoning cats (豪徳寺)</extracomment>
        <translation>Gótoku-dzsi templom</translation>
    </message>
    <message>
        <source>Department stores in Ginza</source>
        <translation>Ginzai áruházak</translation>
    </message>
    <message>
        <source>Shopping in Shibuya</source>
        <translation>Vásárlás Sibujában</translation>
    </message>
    <message>
        <source>Hachikō statue</source>
        <extracomment>the statue of the faithful dog at Shibuya station (ハチ公像)</extracomment>
        <translation>Hacsikó szobra</translation>
    </message>
    <message>
        <source>Watch sumo</source>
        <extracomment>an activity: watching a sumo tournament</extracomment>
        <translation>Szumóbajnokság</translation>
    </message>
    <message>
        <source>Baseball game</source>
        <translation>Baseballmeccs</translation>
    </message>
    <message>
        <source>Tokyo Metropolitan Government Building</source>
        <extracomment>Tokyo&apos;s city hall in Shinjuku (東京都庁)</extracomment>
        <translation>Tokiói városháza</translation>
    </message>
    <message>
        <source>Tokyo Tower</source>
        <translation>Tokiói torony</translation>
    </message>
    <message>
        <source>Miyashita Park</source>
        <extracomment>a rooftop park and shopping complex in Shibuya (MIYASHITA PARK)</extracomment>
        <translation>Mijasita park</translation>
    </message>
    <message>
        <source>Imperial Palace Gardens</source>
        <extracomment>the East Gardens of the Imperial Palace (皇居東御苑)</extracomment>
        <translation>Császári palota kertjei</translation>
    </message>
    <message>
        <source>Rescue cat café</source>
        <extracomment>a café where rescued cats live (保護猫カフェ)</extracomment>
        <translation>Macskakávézó mentett cicákkal</translation>
    </message>
    <message>
        <source>Board game store in Akihabara</source>
        <translation>Társasjátékbolt Akihabarában</translation>
    </message>
    <message>
        <source>Ueno Park</source>
        <translation>Ueno park</translation>
    </message>
    <message>
        <source>Shinjuku Gyoen</source>
        <extracomment>the national garden of Shinjuku (新宿御苑)</extracomment>
        <translation>Sindzsuku Gjoen</translation>
    </message>
    <message>
        <source>Gachapon machines</source>
        <extracomment>capsule-toy vending machines (ガチャガチャ)</extracomment>
        <translation>Gacsapon-automaták</translation>
    </message>
    <message>
        <source>Sushi at the Tsukiji market</source>
        <translation>Szusi a Cukidzsi piacon</translation>
    </message>
    <message>
        <source>Yakitori in Omoide Yokochō</source>
        <extracomment>grilled skewers in the alley Omoide Yokochō of Shinjuku (思い出横丁)</extracomment>
        <translation>Jakitori az Omoide Jokocsóban</translation>
    </message>
    <message>
        <source>Capsule hotel</source>
        <translation>Kapszulahotel</translation>
    </message>
    <message>
        <source>Tokyo Station</source>
        <translation>Tokió pályaudvar</translation>
    </message>
    <message>
        <source>Tokyo National Museum</source>
        <translation>Tokiói Nemzeti Múzeum</translation>
    </message>
    <message>
        <source>A new outfit in Harajuku</source>
        <translation>Új szett Haradzsukuban</translation>
    </message>
    <message>
        <source>Crêpes in Harajuku</source>
        <translation>Palacsinta Haradzsukuban</translation>
    </message>
    <message>
        <source>Ikebukuro</source>
        <extracomment>a district of Tokyo (池袋)</extracomment>
        <translation>Ikebukuro</translation>
    </message>
    <message>
        <source>Daikanyama</source>
        <extracomment>a district of Tokyo (代官山)</extracomment>
        <translation>Daikanjama</translation>
    </message>
    <message>
        <source>Themed café</source>
        <extracomment>a café with a theme (maids, anime, ...: コンセプトカフェ)</extracomment>
        <translation>Tematikus kávézó</translation>
    </message>
    <message>
        <source>Kabuki show</source>
        <translation>Kabukielőadás</translation>
    </message>
    <message>
        <source>A really nice hotel</source>
        <translation>Egy igazán szép szálloda</translation>
    </message>
    <message>
        <source>Top restaurant</source>
        <translation>Csúcsétterem</translation>
    </message>
    <message>
        <source>Monjayaki in Tsukishima</source>
        <extracomment>a Tokyo dish of the Tsukishima district (月島のもんじゃ焼き)</extracomment>
        <translation>Mondzsajaki Cukisimában</translation>
    </message>
    <message>
        <source>Conveyor-belt sushi</source>
        <extracomment>sushi on a conveyor belt (回転寿司)</extracomment>
        <translation>Futószalagos szusi</translation>
    </message>
    <message>
        <source>Nezu Shrine</source>
        <extracomment>a shrine in Tokyo (根津神社)</extracomment>
        <translation>Nezu-szentély</translation>
    </message>
    <message>
        <source>Todoroki Valley Park</source>
        <extracomment>a green ravine in Tokyo (等々力渓谷公園)</extracomment>
        <translation>Todoroki-völgy park</translation>
    </message>
    <message>
        <source>Kanda Shrine</source>
        <extracomment>a shrine in Tokyo (神田明神)</extracomment>
        <translation>Kanda-szentély</translation>
    </message>
    <message>
        <source>Food from a konbini</source>
        <extracomment>food from a convenience store (コンビニ)</extracomment>
        <translation>Étel a konbiniből</translation>
    </message>
    <message>
        <source>Street food</source>
        <translation>Utcai ételek</translation>
    </message>
    <message>
        <source>Soba and tempura</source>
        <translation>Szobatészta és tempura</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Fesztivál</translation>
    </message>
    <message>
        <source>A hike outside town</source>
        <translation>Túra a városon kívül</translation>
    </message>
    <message>
        <source>Cherry blossoms</source>
        <translation>Cseresznyevirágzás</translation>
    </message>
    <message>
        <source>Ramen at the best place</source>
        <translation>Rámen a legjobb helyen</translation>
    </message>
    <message>
        <source>A small shrine</source>
        <translation>Egy kis szentély</translation>
    </message>
    <message>
        <source>Photo sticker booth</source>
        <extracomment>a booth printing photo stickers (プリクラ)</extracomment>
        <translation>Matricafotó-automata</translation>
    </message>
    <message>
        <source>A gift from an interesting shop</source>
        <translation>Ajándék egy érdekes boltból</translation>
    </message>
    <message>
        <source>Cooking class</source>
        <translation>Főzőtanfolyam</translation>
    </message>
    <message>
        <source>Concert</source>
        <translation>Koncert</translation>
    </message>
    <message>
        <source>Ginkaku-ji Temple</source>
        <extracomment>the Silver Pavilion (銀閣寺)</extracomment>
        <translation>Ginkaku-dzsi templom</translation>
    </message>
    <message>
        <source>Tōfuku-ji Temple</source>
        <extracomment>a Zen temple in Kyoto (東福寺)</extracomment>
        <translation>Tófuku-dzsi templom</translation>
    </message>
    <message>
        <source>Ryōan-ji Temple</source>
        <extracomment>the rock garden temple (龍安寺)</extracomment>
        <translation>Rjóan-dzsi templom</translation>
    </message>
    <message>
        <source>Kinkaku-ji Temple</source>
        <extracomment>the Golden Pavilion (金閣寺)</extracomment>
        <translation>Kinkaku-dzsi templom</translation>
    </message>
    <message>
        <source>Kiyomizu-dera Temple</source>
        <extracomment>清水寺</extracomment>
        <translation>Kijomizu-dera templom</translation>
    </message>
    <message>
        <source>Nanzen-ji Temple</source>
        <extracomment>南禅寺</extracomment>
        <translation>Nanzen-dzsi templom</translation>
    </message>
    <message>
        <source>Fushimi Inari Shrine</source>
        <extracomment>the shrine of the thousand red gates (伏見稲荷大社)</extracomment>
        <translation>Fusimi Inari-szentély</translation>
    </message>
    <message>
        <source>Yasaka Shrine</source>
        <extracomment>八坂神社</extracomment>
        <translation>Jaszaka-szentély</translation>
    </message>
    <message>
        <source>Heian Shrine</source>
        <extracomment>平安神宮</extracomment>
        <translation>Heian-szentély</translation>
    </message>
    <message>
        <source>Tea ceremony</source>
        <translation>Teaszertartás</translation>
    </message>
    <message>
        <source>Kyoto Tower</source>
        <translation>Kiotói torony</translation>
    </message>
    <message>
        <source>Monkey park</source>
        <extracomment>the monkey park on the hill of Arashiyama (嵐山モンキーパーク)</extracomment>
        <translation>Majompark</translation>
    </message>
    <message>
        <source>Manga museum</source>
        <extracomment>the Kyoto International Manga Museum (京都国際マンガミュージアム)</extracomment>
        <translation>Mangamúzeum</translation>
    </message>
    <message>
        <source>Sannenzaka slope</source>
        <extracomment>a stepped old street up to Kiyomizu-dera (三年坂 / 産寧坂)</extracomment>
        <translation>Szannenzaka utca</translation>
    </message>
    <message>
        <source>Ikebana class</source>
        <translation>Ikebanatanfolyam</translation>
    </message>
    <message>
        <source>Geisha show at Gion Corner</source>
        <extracomment>a stage in Gion showing the arts of geiko and maiko (ギオンコーナー)</extracomment>
        <translation>Gésa-előadás a Gion Cornerben</translation>
    </message>
    <message>
        <source>Kyoto Imperial Palace</source>
        <extracomment>京都御所</extracomment>
        <translation>Kiotói császári palota</translation>
    </message>
    <message>
        <source>Philosopher&apos;s Path</source>
        <extracomment>a canal-side path in Kyoto (哲学の道)</extracomment>
        <translation>Filozófusok útja</translation>
    </message>
    <message>
        <source>Kyoto Railway Museum</source>
        <extracomment>京都鉄道博物館</extracomment>
        <translation>Kiotói Vasúti Múzeum</translation>
    </message>
    <message>
        <source>Nishiki Market</source>
        <extracomment>Kyoto&apos;s covered food market (錦市場)</extracomment>
        <translation>Nisiki piac</translation>
    </message>
    <message>
        <source>Kyoto Handicraft Center</source>
        <extracomment>a craft store of Kyoto (京都ハンディクラフトセンター)</extracomment>
        <translation>Kiotói Kézművesközpont</translation>
    </message>
    <message>
        <source>Otagi Nenbutsu-ji Temple</source>
        <extracomment>a temple of 1200 stone statues (愛宕念仏寺)</extracomment>
        <translation>Otagi Nenbucu-dzsi templom</translation>
    </message>
    <message>
        <source>Temple lodging</source>
        <extracomment>a night at a temple (宿坊)</extracomment>
        <translation>Szállás egy templomban</translation>
    </message>
    <message>
        <source>Arashiyama Bamboo Grove</source>
        <extracomment>嵐山の竹林</extracomment>
        <translation>Arasijamai bambuszliget</translation>
    </message>
    <message>
        <source>Ryokan</source>
        <extracomment>a traditional Japanese inn (旅館)</extracomment>
        <translation>Rjokan</translation>
    </message>
    <message>
        <source>Machiya</source>
        <extracomment>a traditional wooden town house of Kyoto (町家)</extracomment>
        <translation>Macsija</translation>
    </message>
    <message>
        <source>Nijō Castle</source>
        <extracomment>二条城</extracomment>
        <translation>Nidzsó-kastély</translation>
    </message>
    <message>
        <source>Pontochō</source>
        <extracomment>an old alley of restaurants by the river (先斗町)</extracomment>
        <translation>Pontocsó</translation>
    </message>
    <message>
        <source>Shugaku-in Imperial Villa</source>
        <extracomment>修学院離宮</extracomment>
        <translation>Súgakuin császári villa</translation>
    </message>
    <message>
        <source>Higashiyama district</source>
        <extracomment>the old eastern district of Kyoto (東山)</extracomment>
        <translation>Higasijama negyed</translation>
    </message>
    <message>
        <source>Tenryū-ji Temple</source>
        <extracomment>天龍寺</extracomment>
        <translation>Tenrjú-dzsi templom</translation>
    </message>
    <message>
        <source>Koke-dera Temple</source>
        <extracomment>the moss temple (苔寺, Saihō-ji)</extracomment>
        <translation>Koke-dera, a mohatemplom</translation>
    </message>
    <message>
        <source>Onsen</source>
        <extracomment>a hot spring bath (温泉)</extracomment>
        <translation>Onszen</translation>
    </message>
    <message>
        <source>Sake district</source>
        <extracomment>the district of sake breweries (Fushimi)</extracomment>
        <translation>Szakéfőzdék negyede</translation>
    </message>
    <message>
        <source>Shopping arcades</source>
        <extracomment>covered shopping streets (商店街)</extracomment>
        <translation>Fedett bevásárlóutcák</translation>
    </message>
    <message>
        <source>Flea market</source>
        <translation>Bolhapiac</translation>
    </message>
    <message>
        <source>Kyoto National Museum</source>
        <translation>Kiotói Nemzeti Múzeum</translation>
    </message>
    <message>
        <source>Drumming class</source>
        <extracomment>a lesson on Japanese drums (和太鼓)</extracomment>
        <translation>Dobtanfolyam</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Tokió</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <translation>Kiotó</translation>
    </message>
    <message>
        <source>Monday</source>
        <extracomment>the days of the itinerary, Monday (0) to Saturday (5)</extracomment>
        <translation>Hétfő</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>Kedd</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>Szerda</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>Csütörtök</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>Péntek</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>Szombat</translation>
    </message>
    <message>
        <source>on Monday</source>
        <extracomment>a day as the time of an action, inserted where a sentence&apos;s comment says “the day with its preposition”; the whole phrase, in the form the language needs there</extracomment>
        <translation>hétfőn</translation>
    </message>
    <message>
        <source>on Tuesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>kedden</translation>
    </message>
    <message>
        <source>on Wednesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>szerdán</translation>
    </message>
    <message>
        <source>on Thursday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>csütörtökön</translation>
    </message>
    <message>
        <source>on Friday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>pénteken</translation>
    </message>
    <message>
        <source>on Saturday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>szombaton</translation>
    </message>
    <message>
        <source>Temples &amp; shrines</source>
        <extracomment>an experience (red icon and track)</extracomment>
        <translation>Templomok és szentélyek</translation>
    </message>
    <message>
        <source>Food &amp; drink</source>
        <extracomment>an experience (green icon and track)</extracomment>
        <translation>Étel és ital</translation>
    </message>
    <message>
        <source>Nature &amp; gardens</source>
        <extracomment>an experience (pink icon and track)</extracomment>
        <translation>Természet és kertek</translation>
    </message>
    <message>
        <source>Shopping</source>
        <extracomment>an experience (yellow icon and track)</extracomment>
        <translation>Vásárlás</translation>
    </message>
    <message>
        <source>Unique experiences</source>
        <extracomment>an experience (turquoise icon and track)</extracomment>
        <translation>Különleges élmények</translation>
    </message>
    <message>
        <source>Green lightning</source>
        <extracomment>a mood icon: relaxing, moves the mood toward happiness</extracomment>
        <translation>Zöld villám</translation>
    </message>
    <message>
        <source>Green yen</source>
        <extracomment>a mood icon: cheap, moves the mood toward happiness</extracomment>
        <translation>Zöld jen</translation>
    </message>
    <message>
        <source>Red lightning</source>
        <extracomment>a mood icon: strenuous, moves the mood toward stress</extracomment>
        <translation>Piros villám</translation>
    </message>
    <message>
        <source>Red yen</source>
        <extracomment>a mood icon: expensive, moves the mood toward stress</extracomment>
        <translation>Piros jen</translation>
    </message>
    <message>
        <source>Wild token</source>
        <extracomment>a token: one step on any experience track</extracomment>
        <translation>Jokerjelző</translation>
    </message>
    <message>
        <source>Happiness (green mood icons)</source>
        <extracomment>the sixth favourable-condition token: both green mood icons match it</extracomment>
        <translation>Öröm (zöld hangulatszimbólumok)</translation>
    </message>
    <message>
        <source>A highlight every day</source>
        <translation>Minden napra egy fénypont</translation>
    </message>
    <message>
        <source>Perfect mood</source>
        <translation>Tökéletes hangulat</translation>
    </message>
    <message>
        <source>Seasoned traveller</source>
        <translation>Tapasztalt utazó</translation>
    </message>
    <message>
        <source>First class</source>
        <extracomment>the title of passport card 1 (our own short title)</extracomment>
        <translation>Első osztály</translation>
    </message>
    <message>
        <source>Well researched</source>
        <translation>Alaposan felfedezve</translation>
    </message>
    <message>
        <source>A day to remember</source>
        <translation>Emlékezetes nap</translation>
    </message>
    <message>
        <source>Grand tour</source>
        <translation>Nagy körutazás</translation>
    </message>
    <message>
        <source>Better than the agency</source>
        <translation>Jobb, mint az utazási iroda</translation>
    </message>
    <message>
        <source>Better than the hard agency</source>
        <translation>Jobb, mint a nehéz utazási iroda</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Célfotó</translation>
    </message>
    <message>
        <source>Score the highlight of the day on all six days, Monday to Saturday.</source>
        <translation>Mind a hat napon, hétfőtől szombatig szerezd meg a nap fénypontját.</translation>
    </message>
    <message>
        <source>End the trip with happiness at the top of its track and no stress at all.</source>
        <translation>Fejezd be az utat az örömsáv tetején, stressz nélkül.</translation>
    </message>
    <message>
        <source>Score 15 points for experience, the best the table gives.</source>
        <translation>Szerezz 15 pontot az élményekért: ennél többet a táblázat nem ad.</translation>
    </message>
    <message>
        <source>End with trains that cost you nothing: luxury tickets make up for every standard one.</source>
        <translation>Fejezd be úgy, hogy a vonatjegyek semmibe sem kerülnek: a luxus vonatjegyek minden normál jegyet ellensúlyoznak.</translation>
    </message>
    <message>
        <source>Score 15 points or more with research tokens.</source>
        <translation>Szerezz legalább 15 pontot felfedezésjelzőkkel.</translation>
    </message>
    <message>
        <source>Score 20 points or more on a single day.</source>
        <translation>Szerezz legalább 20 pontot egyetlen napon.</translation>
    </message>
    <message>
        <source>Score 120 points or more.</source>
        <translation>Szerezz legalább 120 pontot.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the travel agency.</source>
        <translation>Egyedül játszva tervezz jobb utat, mint az utazási iroda.</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the hard travel agency.</source>
        <translation>Egyedül játszva tervezz jobb utat, mint a nehéz szintű utazási iroda.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Nyerj egyetlen pont különbséggel.</translation>
    </message>
    <message>
        <source>Bargain hunter</source>
        <translation>Akcióvadász</translation>
    </message>
    <message>
        <source>Hard start</source>
        <translation>Nehéz kezdet</translation>
    </message>
    <message>
        <source>Free spirit</source>
        <translation>Szabad lélek</translation>
    </message>
    <message>
        <source>Well prepared</source>
        <translation>Alapos felkészülés</translation>
    </message>
    <message>
        <source>A taste of everything</source>
        <translation>Mindenből egy kicsit</translation>
    </message>
    <message>
        <source>Carefree spending</source>
        <translation>Gondtalan költekezés</translation>
    </message>
    <message>
        <source>Highs and lows</source>
        <translation>Hullámvasút</translation>
    </message>
    <message>
        <source>Joy of the unique</source>
        <translation>A különleges öröme</translation>
    </message>
    <message>
        <source>Lucky breaks</source>
        <translation>Szerencsés véletlenek</translation>
    </message>
    <message>
        <source>Strong feelings</source>
        <translation>Erős érzelmek</translation>
    </message>
    <message>
        <source>Double rewards</source>
        <translation>Dupla jutalom</translation>
    </message>
    <message>
        <source>Rich experience</source>
        <translation>Gazdag élmények</translation>
    </message>
    <message>
        <source>Varied days</source>
        <translation>Változatos napok</translation>
    </message>
    <message>
        <source>Double wilds</source>
        <translation>Dupla joker</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Specialista</translation>
    </message>
    <message>
        <source>Two cities in balance</source>
        <translation>Két város egyensúlyban</translation>
    </message>
    <message>
        <source>Museums and classes</source>
        <translation>Múzeumok és tanfolyamok</translation>
    </message>
    <message>
        <source>Start the game with 3 luxury train tickets.</source>
        <translation>3 luxus vonatjeggyel kezded a játékot.</translation>
    </message>
    <message>
        <source>Each green yen moves your mood 2 steps toward happiness and scores 1 VP.</source>
        <translation>Minden zöld jen 2 mezővel az öröm felé lépteti a hangulatjelölődet, és 1 GyP-t ér.</translation>
    </message>
    <message>
        <source>Start with 2 red lightning icons; the VP of your first 2 highlights are doubled.</source>
        <translation>2 piros villámmal kezdesz; az első 2 fénypontod győzelmi pontjai duplán számítanak.</translation>
    </message>
    <message>
        <source>Start the game with 3 wild tokens.</source>
        <translation>3 jokerjelzővel kezded a játékot.</translation>
    </message>
    <message>
        <source>Start the game with 5 research tokens and 1 green yen icon.</source>
        <translation>5 felfedezésjelzővel és 1 zöld jennel kezded a játékot.</translation>
    </message>
    <message>
        <source>Start the game with 1 icon of each experience.</source>
        <translation>Minden élményfajtából 1 szimbólummal kezded a játékot.</translation>
    </message>
    <message>
        <source>Red yen icons do not move your mood, and each scores 1 VP.</source>
        <translation>A piros jenek nem mozgatják a hangulatsávot, és egyenként 1 GyP-t érnek.</translation>
    </message>
    <message>
        <source>1 VP per green lightning and 2 VP per red lightning.</source>
        <translation>Minden zöld villám 1 GyP-t, minden piros villám 2 GyP-t ér.</translation>
    </message>
    <message>
        <source>Each unique experience icon also moves your mood 1 step toward happiness and scores 1 VP.</source>
        <translation>Minden különlegesélmény-szimbólum ezenfelül 1 mezővel az öröm felé lépteti a hangulatjelölődet, és 1 GyP-t ér.</translation>
    </message>
    <message>
        <source>Twice on the trip, score a highlight without meeting its condition.</source>
        <translation>Az utazás során kétszer pontozhatod a nap fénypontját a feltétele teljesítése nélkül.</translation>
    </message>
    <message>
        <source>The VP of your happiness and stress tracks are doubled.</source>
        <translation>Az örömsávod és a stressz-sávod győzelmi pontjai duplán számítanak.</translation>
    </message>
    <message>
        <source>Your highlights give twice the icons and wild tokens they show.</source>
        <translation>A fénypontjaid kétszer annyi szimbólumot és jokerjelzőt adnak, mint amennyi rajtuk látható.</translation>
    </message>
    <message>
        <source>Each experience track scores 4 VP from 4, 13 VP from 7 and 22 VP from 10.</source>
        <translation>Minden élménysáv 4-től 4, 7-től 13, 10-től 22 GyP-t ér.</translation>
    </message>
    <message>
        <source>6 VP for each day with at least 4 different experiences.</source>
        <translation>6 GyP minden olyan napért, amelyen legalább 4 különböző élményszimbólum van.</translation>
    </message>
    <message>
        <source>Each wild token moves two different experience markers one step.</source>
        <translation>Minden jokerjelző két különböző élményjelölőt léptet 1-1 mezővel.</translation>
    </message>
    <message>
        <source>1 VP per icon of your strongest experience, and 6 VP for each experience with 0 to 3.</source>
        <translation>1 GyP a legerősebb élményed minden szimbólumáért, és 6 GyP minden élményért, amelyből 0–3 szimbólumod van.</translation>
    </message>
    <message>
        <source>14 VP if your itinerary holds as many Tokyo cards as Kyoto cards (face-up yellow cards do not count).</source>
        <translation>14 GyP, ha az útitervedben ugyanannyi tokiói, mint kiotói kártya van (a felfordított sárga kártyák nem számítanak).</translation>
    </message>
    <message>
        <source>4 VP for each museum and class you visit: the anime, manga, railway and both national museums, the cooking, drumming and ikebana classes.</source>
        <translation>4 GyP minden meglátogatott múzeumért és tanfolyamért: anime-, manga-, vasúti és a két nemzeti múzeum, főző-, dob- és ikebanatanfolyam.</translation>
    </message>
    <message>
        <source>Mood one step toward happiness</source>
        <extracomment>a day bonus reward (1 matching icon or more)</extracomment>
        <translation>Hangulat 1 mezővel az öröm felé</translation>
    </message>
    <message>
        <source>2 research tokens</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>2 felfedezésjelző</translation>
    </message>
    <message>
        <source>1 wild token</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>1 jokerjelző</translation>
    </message>
    <message>
        <source>1 luxury train ticket</source>
        <extracomment>a day bonus reward (3 matching icons or more)</extracomment>
        <translation>1 luxus vonatjegy</translation>
    </message>
    <message>
        <source>Bonus walk: a 4th card face down</source>
        <extracomment>a day bonus reward (3 matching icons or more): a 4th card, face down, on that day</extracomment>
        <translation>Bónuszséta: egy 4. kártya lefordítva</translation>
    </message>
    <message>
        <source>Start train ticket</source>
        <extracomment>a train ticket: every traveller has one, 0 VP</extracomment>
        <translation>Kezdő vonatjegy</translation>
    </message>
    <message>
        <source>Luxury train ticket</source>
        <extracomment>a train ticket won as a day bonus: +2 VP and a green lightning when used</extracomment>
        <translation>Luxus vonatjegy</translation>
    </message>
    <message>
        <source>Standard train ticket</source>
        <extracomment>a train ticket from the supply: −2 VP</extracomment>
        <translation>Normál vonatjegy</translation>
    </message>
    <message>
        <source>Start train ticket (0 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Kezdő vonatjegy (0 GyP)</translation>
    </message>
    <message>
        <source>Luxury train ticket (+2 VP, green lightning)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Luxus vonatjegy (+2 GyP, zöld villám)</translation>
    </message>
    <message>
        <source>Standard train ticket (−2 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>Normál vonatjegy (−2 GyP)</translation>
    </message>
    <message>
        <source>Experience</source>
        <extracomment>a row of the score sheet: the five experience tracks</extracomment>
        <translation>Élmények</translation>
    </message>
    <message>
        <source>Trains</source>
        <extracomment>a row of the score sheet: the train tickets used</extracomment>
        <translation>Vonatjegyek</translation>
    </message>
    <message>
        <source>Research tokens</source>
        <extracomment>a row of the score sheet: 1 VP per unused research token</extracomment>
        <translation>Felfedezésjelzők</translation>
    </message>
    <message>
        <source>Passport</source>
        <extracomment>a row of the score sheet: what the passport card scored</extracomment>
        <translation>Útlevél</translation>
    </message>
    <message>
        <source>Passport expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Útlevél-kiegészítő</translation>
    </message>
    <message>
        <source>Travel agency</source>
        <extracomment>the solo opponent&apos;s difficulty
----------
the solo opponent, as a name on the score sheet</extracomment>
        <translation>Utazási iroda</translation>
    </message>
    <message>
        <source>Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way to score on the trip.</source>
        <translation>Mindenki 2 útlevélkártyát kap, és 1-et megtart: kezdő bónuszt vagy új pontozási módot az utazásra.</translation>
    </message>
    <message>
        <source>Solo: the travel agency builds its own itinerary from the cards you give it. Easy: its highlights need their conditions. Normal: every highlight scores. Hard: every highlight scores and it rides luxury trains.</source>
        <translation>Egyszemélyes játék: az utazási iroda a neki adott kártyákból építi fel a saját útitervét. Könnyű: a fénypontjainak teljesülnie kell a feltételüknek. Normál: minden fénypontja pontot ér. Nehéz: minden fénypontja pontot ér, és luxus vonatjeggyel utazik.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <source>no change of city, no train</source>
        <extracomment>score detail under the hard travel agency&apos;s trains: it rides a luxury train at each change of city, and its cities never changed</extracomment>
        <translation>nincs városváltás, nincs vonatjegy</translation>
    </message>
    <message>
        <source>takes no trains at this level</source>
        <extracomment>score detail under the travel agency&apos;s trains at the easy and normal levels</extracomment>
        <translation>ezen a szinten nem használ vonatjegyet</translation>
    </message>
    <message>
        <source>gets no research tokens</source>
        <extracomment>score detail under the travel agency&apos;s research tokens (always 0)</extracomment>
        <translation>nem kap felfedezésjelzőt</translation>
    </message>
    <message>
        <source>travels without a passport</source>
        <extracomment>score detail under the travel agency&apos;s passport points (always 0)</extracomment>
        <translation>útlevélkártya nélkül utazik</translation>
    </message>
    <message>
        <source>This itinerary cannot be travelled: every day needs its cards.</source>
        <translation>Ez az útiterv nem járható be: minden napra kártyák kellenek.</translation>
    </message>
    <message>
        <source>The travel agency can only be easy, normal or hard.</source>
        <translation>Az utazási iroda csak könnyű, normál vagy nehéz lehet.</translation>
    </message>
    <message>
        <source>The trip is over: nothing is left to decide.</source>
        <translation>Az utazás véget ért: nincs már miről dönteni.</translation>
    </message>
    <message>
        <source>That is not one of the choices of this trip decision.</source>
        <translation>Ez nem tartozik ennek a döntésnek a lehetőségei közé.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be drawn or passed on yet.</source>
        <extracomment>the round cannot go on yet: some traveller still has a card to place or a choice</extracomment>
        <translation>Még nincs mit húzni vagy továbbadni.</translation>
    </message>
    <message>
        <source>The cards of Let&apos;s Go! To Japan could not be loaded; reinstall Tabibito.</source>
        <translation>Az „Irány Japán!” kártyáit nem sikerült betölteni; telepítsd újra a Tabibitót.</translation>
    </message>
    <message>
        <source>Keep one of your two passport cards.</source>
        <translation>Tartsd meg az egyik útlevélkártyádat a kettő közül.</translation>
    </message>
    <message>
        <source>Last round: choose the deck to draw your card from.</source>
        <translation>Utolsó forduló: válaszd ki, melyik pakliból húzod a kártyádat.</translation>
    </message>
    <message>
        <source>Choose the next card for the travel agency&apos;s itinerary.</source>
        <translation>Válaszd ki a következő kártyát az utazási iroda útitervébe.</translation>
    </message>
    <message>
        <source>The highlight of %2, %1, misses its condition: score it anyway with your passport?</source>
        <extracomment>the question of a trip decision: %1 the highlight&apos;s card, %2 its day</extracomment>
        <translation>A nap fénypontja (%2, „%1”) nem teljesíti a feltételét: pontozod mégis az útleveleddel?</translation>
    </message>
    <message>
        <source>Walk (Tokyo deck)</source>
        <extracomment>a face-down walk card of the Tokyo deck (its front unseen until the trip)</extracomment>
        <translation>Séta (Tokió-pakli)</translation>
    </message>
    <message>
        <source>Walk (Kyoto deck)</source>
        <translation>Séta (Kiotó-pakli)</translation>
    </message>
    <message>
        <source>Walk</source>
        <extracomment>a face-down walk card</extracomment>
        <translation>Séta</translation>
    </message>
    <message>
        <source>Face-down card (Tokyo deck)</source>
        <extracomment>a card seen from its back: the deck is all that shows</extracomment>
        <translation>Lefordított kártya (Tokió-pakli)</translation>
    </message>
    <message>
        <source>Face-down card (Kyoto deck)</source>
        <translation>Lefordított kártya (Kiotó-pakli)</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>a number of victory points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n GyP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n × %1</source>
        <extracomment>a part of a highlight condition: %1 an icon (&quot;Food &amp; drink&quot;), %n how many</extracomment>
        <translation>
            <numerusform>legalább %n × %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walked at least %n time(s)</source>
        <extracomment>a part of a highlight condition</extracomment>
        <translation>
            <numerusform>legalább %n séta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n train ride(s)</source>
        <extracomment>a part of a highlight condition: trains ridden so far</extracomment>
        <translation>
            <numerusform>legalább %n vonatút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per %1</source>
        <extracomment>a highlight reward: %n VP for each icon %1 collected so far</extracomment>
        <translation>
            <numerusform>%1: %n GyP darabonként</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per set of %1</source>
        <extracomment>a highlight reward: %n VP for each complete set of the icons %1 (&quot;Temples + Food&quot;)</extracomment>
        <translation>
            <numerusform>%n GyP minden teljes készletért: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per train ride</source>
        <extracomment>a highlight reward</extracomment>
        <translation>
            <numerusform>%n GyP vonatutanként</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per day spent entirely in %1</source>
        <extracomment>a highlight reward: %1 a city; a day counts when all its cards are in that city</extracomment>
        <translation>
            <numerusform>%n GyP minden napért, amely teljesen itt telt: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Tokyo card(s) and %n Kyoto card(s).</source>
        <extracomment>where a round&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Húzz %n tokiói és %n kiotói kártyát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the deck of your choice.</source>
        <extracomment>where round 13&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>Húzz %n kártyát egy választott pakliból.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s).</source>
        <extracomment>how many cards a round places</extracomment>
        <translation>
            <numerusform>Játssz ki %n kártyát.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: discard %n card(s) from your hand.</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Felfedezés: dobj el %n kártyát a kezedből.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: choose the deck of your next card (%n to draw).</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>Felfedezés: válaszd ki, melyik pakliból húzol (még %n kártya).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day bonus for %1: %n matching icon(s). Choose your reward.</source>
        <extracomment>prompt: %1 a day; %n the icons that match its favourable condition</extracomment>
        <translation>
            <numerusform>Napi bónusz (%1): %n egyező szimbólum. Válaszd ki a jutalmadat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: place a card, or discard one for a walk (%n to place).</source>
        <extracomment>prompt: %1 the round; %n the cards still to place this round</extracomment>
        <translation>
            <numerusform>%1. forduló: játssz ki egy kártyát, vagy dobj el egyet egy sétáért (még %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 a card&apos;s site; %n its VP</extracomment>
        <translation>
            <numerusform>%1: %2, %n GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a walk, scored from its back, %n VP.</source>
        <extracomment>log of the trip: %1 a day; a walk scored from its back</extracomment>
        <translation>
            <numerusform>%1: séta, a hátoldalával pontozva, %n GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the highlight&apos;s card</extracomment>
        <translation>
            <numerusform>A nap fénypontja (%1, %2): %n GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2), scored without its condition: %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the card; scored without its condition (passport)</extracomment>
        <translation>
            <numerusform>A nap fénypontja (%1, %2), feltétel nélkül pontozva: %n GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP and %3.</source>
        <extracomment>log of the trip: %1 a day, %2 the card, %3 the icons gained</extracomment>
        <translation>
            <numerusform>A nap fénypontja (%1, %2): %n GyP és %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trip is over: %n VP in all.</source>
        <extracomment>log: the end of one traveller&apos;s trip</extracomment>
        <translation>
            <numerusform>Véget ért az utazás: összesen %n GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <extracomment>one line of a result: %1 a player</extracomment>
        <translation>
            <numerusform>%1: %n GyP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n VP!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 nyert %n győzelmi ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n VP: %1</source>
        <extracomment>the result of a tie (ties share the victory): %1 lists the winners</extracomment>
        <translation>
            <numerusform>Megosztott győzelem %n győzelmi ponttal: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats the travel agency: %n VP to %2!</source>
        <extracomment>the result in solo: %1 the player, %2 the travel agency&apos;s VP; %n the player&apos;s</extracomment>
        <translation>
            <numerusform>%1 legyőzte az utazási irodát: %n–%2 GyP!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The travel agency wins: %n VP to %1.</source>
        <extracomment>the result in solo: %1 the player&apos;s VP; %n the travel agency&apos;s</extracomment>
        <translation>
            <numerusform>Az utazási iroda nyert: %n–%1 GyP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and the travel agency tie with %n VP: a shared victory!</source>
        <extracomment>the result in solo: %1 the player; both have %n VP</extracomment>
        <translation>
            <numerusform>%1 és az utazási iroda döntetlenre végzett %n GyP-vel: megosztott győzelem!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n research token(s)</source>
        <extracomment>score detail: unused research tokens</extracomment>
        <translation>
            <numerusform>%n felfedezésjelző</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standard</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n normál</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n luxury</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>%n luxus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend wild tokens %1? You have %n.</source>
        <extracomment>the question of the wild tokens on the trip: %1 where (&quot;before the Monday highlight&quot;)</extracomment>
        <translation>
            <numerusform>Felhasználsz jokerjelzőt %1? Ennyi van nálad: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score it without its condition (%n left)</source>
        <extracomment>a button of the free highlight decision: %n free highlights left</extracomment>
        <translation>
            <numerusform>Pontozás feltétel nélkül (még %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research (1 token): draw %n, discard %n</source>
        <extracomment>the panel&apos;s heading over the two deck buttons while the seat holds a research token: one token draws %n cards (each from the deck clicked) and then discards %n</extracomment>
        <translation>
            <numerusform>Felfedezés (1 jelző): %n kártya húzása, %n eldobása</numerusform>
        </translation>
    </message>
    <message>
        <source>no %1 at all</source>
        <extracomment>a part of a highlight condition: %1 an icon</extracomment>
        <translation>egyetlen %1 szimbólum sem</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>an icon gained, counted: %1 how many, %2 the icon (&quot;2 × Food &amp; drink&quot;)</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Yellow card: Tokyo or Kyoto, chosen on the trip</source>
        <extracomment>a yellow card&apos;s city on its hover text</extracomment>
        <translation>Sárga kártya: Tokió vagy Kiotó, az utazáskor döntöd el</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hover text of a card without icons</extracomment>
        <translation>nincs szimbólum</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>hover text of a card, first line: %1 the site, %2 its city</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Icons: %1. Worth %2.</source>
        <extracomment>hover text of a card: %1 its icons, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Szimbólumok: %1. Érték: %2.</translation>
    </message>
    <message>
        <source>Highlight (as the day&apos;s last card): if %1, then %2.</source>
        <extracomment>hover text of a card: %1 the condition, %2 the reward</extracomment>
        <translation>A nap fénypontja (a nap utolsó kártyájaként): ha %1, akkor %2.</translation>
    </message>
    <message>
        <source>Walk, scored from its back: %1 and %2; as the day&apos;s last card its highlight always gives %3.</source>
        <extracomment>hover text of a walk&apos;s back: %1 its VP, %2 its icon, %3 its highlight&apos;s VP</extracomment>
        <translation>Séta a hátoldalával pontozva: %1 és %2; a nap utolsó kártyájaként a fénypontja mindig ezt adja: %3.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in round %1.</source>
        <extracomment>where a round&apos;s hand comes from: %1 a round&apos;s number</extracomment>
        <translation>Vedd fel azokat a kártyákat, amelyeket a %1. fordulóban adtak tovább neked.</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in rounds %1–%2.</source>
        <extracomment>where a round&apos;s hand comes from: the rounds %1 to %2 (&quot;rounds 1–4&quot;)</extracomment>
        <translation>Vedd fel a neked továbbadott kártyákat (%1–%2. forduló).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row: %1 the first, %2 the next (Japanese: no space between)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The rest goes to the travel agency.</source>
        <translation>A maradék az utazási irodához kerül.</translation>
    </message>
    <message>
        <source>Last round: the rest is not passed on.</source>
        <translation>Utolsó forduló: a maradékot nem adod tovább.</translation>
    </message>
    <message>
        <source>Pass the rest to the left.</source>
        <translation>A maradékot add tovább balra.</translation>
    </message>
    <message>
        <source>Pass the rest to the right.</source>
        <translation>A maradékot add tovább jobbra.</translation>
    </message>
    <message>
        <source>%1 %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision: %1 a yellow card&apos;s site, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>A %2 lévő „%1” sárga kártya: Tokióhoz vagy Kiotóhoz számítson?</translation>
    </message>
    <message>
        <source>The city changes at %1 %2: which train ticket do you use?</source>
        <extracomment>the question of a trip decision: %1 the card the train arrives at, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Városváltás %2 itt: „%1”. Melyik vonatjegyet használod?</translation>
    </message>
    <message>
        <source>Your walk %2 turns out to be %1: score its front or its back?</source>
        <extracomment>the question of a trip decision: %1 the walk&apos;s card (now seen), %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>A %2 tett sétád kártyája: „%1”. Az elő- vagy a hátoldalát pontozod?</translation>
    </message>
    <message>
        <source>The travel agency wins a wild token %2 (%1): its highest experience tracks are tied. Which one moves?</source>
        <extracomment>the question of a trip decision in solo: %1 the highlight&apos;s card, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Az utazási iroda %2 jokerjelzőt kap (%1): a legmagasabb élménysávjai egyformák. Melyik lépjen?</translation>
    </message>
    <message>
        <source>The travel agency&apos;s card “%1” %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>Az utazási iroda %2 lévő kártyája, „%1”, sárga kártya: Tokióhoz vagy Kiotóhoz számítson?</translation>
    </message>
    <message>
        <source>Decide for your trip.</source>
        <translation>Dönts az utazásodról.</translation>
    </message>
    <message>
        <source>before the experience scoring</source>
        <extracomment>where wild tokens are spent: the last chance, before the experience tracks score</extracomment>
        <translation>az élménysávok pontozása előtt</translation>
    </message>
    <message>
        <source>before the highlight of %1</source>
        <extracomment>where wild tokens are spent: %1 a day</extracomment>
        <translation>a nap fénypontja előtt (%1)</translation>
    </message>
    <message>
        <source>Keep the rest</source>
        <extracomment>a button of the wild token decision: spend no more now</extracomment>
        <translation>A többit megtartom</translation>
    </message>
    <message>
        <source>Front: %1</source>
        <extracomment>a button of the walk decision: %1 the card&apos;s site</extracomment>
        <translation>Előoldal: %1</translation>
    </message>
    <message>
        <source>Back: %1 and %2</source>
        <extracomment>a button of the walk decision: %1 its VP, %2 its icon</extracomment>
        <translation>Hátoldal: %1 és %2</translation>
    </message>
    <message>
        <source>Keep it for a later highlight</source>
        <extracomment>a button of the free highlight decision</extracomment>
        <translation>Megtartom egy későbbi fénypontra</translation>
    </message>
    <message>
        <source>Choose the slot of your walk (%1 deck): a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the deck (&quot;Tokyo&quot;) of the face-down card</extracomment>
        <translation>Válaszd ki a sétád helyét (%1-pakli): egy napot, és azon belül a kártyák fölé, alá vagy közé.</translation>
    </message>
    <message>
        <source>Choose where %1 goes: a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the card chosen</extracomment>
        <translation>Válaszd ki „%1” helyét: egy napot, és azon belül a kártyák fölé, alá vagy közé.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Hozd meg a döntésedet.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2.</source>
        <extracomment>log: %1 a player, %2 the cards of the hand</extracomment>
        <translation>%1 kártyái a kézben: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a passport.</source>
        <extracomment>log: %1 a player; which passport stays hidden until everyone has chosen</extracomment>
        <translation>%1 kiválasztotta az útlevélkártyáját.</translation>
    </message>
    <message>
        <source>%1 keeps the passport %2.</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title</extracomment>
        <translation>%1 megtartja ezt az útlevélkártyát: %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 eldobta: „%2”.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 húzott egy kártyát.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1 húzta: „%2”.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The favourable conditions of the week: %1.</source>
        <extracomment>log at the start: %1 lists each day with its favourable condition</extracomment>
        <translation>A hét kedvező feltételei: %1.</translation>
    </message>
    <message>
        <source>Round %1 begins. %2</source>
        <extracomment>log: %1 the round, %2 where its hand comes from</extracomment>
        <translation>%1. forduló. %2</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <extracomment>log: %1 the round</extracomment>
        <translation>%1. forduló vége.</translation>
    </message>
    <message>
        <source>%1 travels with the passport %2: %3</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title, %3 its effect</extracomment>
        <translation>%1 útlevélkártyája: %2. %3</translation>
    </message>
    <message>
        <source>%1 spends a research token: 3 cards to draw, then 3 to discard.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 felhasznál egy felfedezésjelzőt: 3 kártyát húz, aztán 3-at eldob.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the travel agency.</source>
        <extracomment>log in solo: %1 the player, %2 the card</extracomment>
        <translation>%1 az utazási irodának adta: „%2”.</translation>
    </message>
    <message>
        <source>Off to Japan! The trip begins, day by day.</source>
        <translation>Irány Japán! Kezdődik az utazás, napról napra.</translation>
    </message>
    <message>
        <source>%1 places a card %2.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”); the card stays hidden until the next round</extracomment>
        <translation>%1 %2 lerak egy kártyát.</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <extracomment>log: %1 a player, %2 the card&apos;s title, %3 the day with its preposition (“on Monday”)</extracomment>
        <translation>%1 %3 lerakja ezt a kártyát: „%2”.</translation>
    </message>
    <message>
        <source>%1 takes a walk %2 (a face-down card of the %3 deck) and gains a research token.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck (&quot;Tokyo&quot;)</extracomment>
        <translation>%1 %2 sétál (lefordított kártya a %3-pakliból), és kap egy felfedezésjelzőt.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: a bonus walk %2 from the %3 deck.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck of the face-down card (&quot;Tokyo&quot;)</extracomment>
        <translation>%1 napi bónusza: bónuszséta %2 a %3-pakliból.</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: %2.</source>
        <extracomment>log: %1 a player, %2 the reward (&quot;2 research tokens&quot;)</extracomment>
        <translation>%1 napi bónusza: %2.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log of the trip: %1 the traveller (a player or the travel agency), %2 what happened</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 counts for %2.</source>
        <extracomment>log of the trip: %1 a yellow card, %2 the city it counts for</extracomment>
        <translation>„%1”: %2 kártyájaként számít.</translation>
    </message>
    <message>
        <source>%1 to %2.</source>
        <extracomment>log of the trip: %1 the ticket (&quot;Luxury train ticket&quot;), %2 the card reached</extracomment>
        <translation>%1 – „%2”.</translation>
    </message>
    <message>
        <source>The walk turns out to be %1: scored from its front.</source>
        <extracomment>log of the trip: %1 the walk&apos;s card, scored from its front</extracomment>
        <translation>A séta kártyája: „%1” – az előoldalával pontozva.</translation>
    </message>
    <message>
        <source>The walk (%1) is scored from its back.</source>
        <translation>A séta (%1) a hátoldalával számít.</translation>
    </message>
    <message>
        <source>Happiness rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Öröm: %1. szint.</translation>
    </message>
    <message>
        <source>Stress rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)</extracomment>
        <translation>Stressz: %1. szint.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step.</source>
        <extracomment>log of the trip: %1 the experience(s) moved</extracomment>
        <translation>Egy jokerjelző 1 mezővel lépteti: %1.</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step, before the highlight of %2.</source>
        <extracomment>log of the trip: %1 the experience(s) moved, %2 a day</extracomment>
        <translation>Jokerjelző: %1 1 mezővel előrelép a nap fénypontja előtt (%2).</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <extracomment>log of the trip: %1 what scored (a row of the score sheet, a passport, an experience), %2 its points, signed (stress loses points): &quot;Research tokens: 3 VP&quot;</extracomment>
        <translation>%1: %2 GyP</translation>
    </message>
    <message>
        <source>Highlight of %1 (%2): its condition is not met.</source>
        <extracomment>log of the trip: %1 a day, %2 the card</extracomment>
        <translation>A nap fénypontja (%1, %2): a feltétel nem teljesül.</translation>
    </message>
    <message>
        <source>highlight scored</source>
        <extracomment>score detail under a day&apos;s points: whether its highlight scored</extracomment>
        <translation>fénypont teljesült</translation>
    </message>
    <message>
        <source>highlight missed</source>
        <translation>fénypont elmaradt</translation>
    </message>
    <message>
        <source>happiness %1 · stress %2</source>
        <extracomment>score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)</extracomment>
        <translation>öröm %1 · stressz %2</translation>
    </message>
    <message>
        <source>Happiness</source>
        <translation>Öröm</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>Stressz</translation>
    </message>
    <message>
        <source>highlight</source>
        <extracomment>final scores, a day&apos;s sum: the points of the day&apos;s highlight (&quot;… + highlight 10 = 20&quot;)</extracomment>
        <translation>fénypont</translation>
    </message>
    <message>
        <source>%1 (%2 on its track)</source>
        <extracomment>final scores, the experience sum: %1 an experience (Temples &amp; shrines), %2 the step its marker reached on its track, before that track&apos;s points (&quot;… (7 on its track) 8 + …&quot;)</extracomment>
        <translation>%1 (a sávon: %2)</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <source>Agency</source>
        <extracomment>the score pad&apos;s column of the solo travel agency (narrow)</extracomment>
        <translation>Iroda</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip</source>
        <extracomment>the trip area&apos;s title while the solo player decides the agency&apos;s trip</extracomment>
        <translation>Az utazási iroda utazása</translation>
    </message>
    <message>
        <source>Start train unused</source>
        <translation>Kezdő vonatjegy még nincs felhasználva</translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>the score pad&apos;s last row once the trip is over</extracomment>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Front</source>
        <extracomment>under the card&apos;s front, beside its back, in the walk decision of the trip</extracomment>
        <translation>Előoldal</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>under the walk&apos;s back, beside the card&apos;s front, in the walk decision of the trip</extracomment>
        <translation>Hátoldal</translation>
    </message>
    <message>
        <source>Day travelled: %1</source>
        <extracomment>the banner when the trip has travelled a day (its cards and its highlight scored); %1 the day&apos;s victory points (&quot;12 VP&quot;)</extracomment>
        <translation>A nap véget ért: %1</translation>
    </message>
    <message numerus="yes">
        <source>Day closed: %n matching icon(s)</source>
        <extracomment>the banner when a day of the itinerary takes its third card</extracomment>
        <translation>
            <numerusform>A nap betelt: %n egyező szimbólum</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a card.</source>
        <extracomment>replay of the draft: %1 a player, who chose a card of their hand (which, and whether to place it face up or as a walk, is their secret until the cards turn over)</extracomment>
        <translation>%1 választott egy kártyát.</translation>
    </message>
    <message>
        <source>%1 chooses %2 to place face up.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they chose to place face up</extracomment>
        <translation>%1 felfordítva lerakásra választotta: „%2”.</translation>
    </message>
    <message>
        <source>%1 chooses %2 for a walk: %3.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they place face down, %3 the walk it becomes (“Walk (Kyoto deck)”)</extracomment>
        <translation>%1 sétának választotta: „%2” – %3.</translation>
    </message>
    <message>
        <source>%1 researches in the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they research in</extracomment>
        <translation>%1 felfedezést végez a %2-pakliban.</translation>
    </message>
    <message>
        <source>%1 draws from the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they draw from</extracomment>
        <translation>%1 a %2-pakliból húz.</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <extracomment>replay of the draft: %1 a player, who discarded a card unseen by the others</extracomment>
        <translation>%1 eldobott egy kártyát.</translation>
    </message>
</context>
<context>
    <name>LetsGoHints</name>
    <message numerus="yes">
        <source>It completes %1 with %n matching icon(s): a day bonus of %2.</source>
        <extracomment>hint: %1 a day, %2 its day bonus (&quot;2 research tokens or 1 wild token&quot;); %n icons</extracomment>
        <translation>
            <numerusform>Ezzel betelik a nap (%1): %n egyező szimbólum, a napi bónusz %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It matches the favourable condition %1 (%2) with %n icon(s): a step toward the day bonus.</source>
        <extracomment>hint: %1 the day with its preposition (&quot;on Monday&quot;), %2 its favourable condition; %n of the card&apos;s icons match it</extracomment>
        <translation>
            <numerusform>A kártya %n szimbóluma egyezik a kedvező feltétellel (%2) %1: egy lépés a napi bónusz felé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more walk(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks</extracomment>
        <translation>
            <numerusform>még %n séta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n train ride(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks (rides are only known on the trip)</extracomment>
        <translation>
            <numerusform>%n vonatút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend a research token: draw %n card(s), the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</source>
        <extracomment>hint: %1 the deck of the first card; %n the cards a research draws</extracomment>
        <translation>
            <numerusform>Használj fel egy felfedezésjelzőt: húzz %n kártyát, az elsőt a &lt;b&gt;%1&lt;/b&gt;-pakliból, aztán dobj el ugyanennyit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n research token(s), each worth %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused research token scores (&quot;1 VP&quot;); %n tokens left</extracomment>
        <translation>
            <numerusform>Marad %n felfedezésjelződ; a végén mindegyik %1, ha nem használod fel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token(s).</source>
        <extracomment>hint: %1 the card discarded, %2 the deck (&quot;Tokyo&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>Dobd el egy sétáért (&lt;b&gt;%2&lt;/b&gt;-pakli) ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;. Egy lefordított kártya kerül az útitervedbe, és kapsz %n felfedezésjelzőt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</source>
        <extracomment>hint during a research: %1 the card, %2 its VP; %n cards still to discard after it</extracomment>
        <translation>
            <numerusform>Dobd el ezt a kártyát: &lt;b&gt;%1&lt;/b&gt; (%2). Utána még %n kártyát kell eldobnod.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more research token(s): each one a research, or %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused token scores (&quot;1 VP&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>%n felfedezésjelzővel több: mindegyik egy felfedezés, vagy a végén %1, ha megmarad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n VP</source>
        <extracomment>victory points a trip choice adds at once</extracomment>
        <translation>
            <numerusform>+%n GyP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n VP</source>
        <extracomment>victory points a trip choice costs at once</extracomment>
        <translation>
            <numerusform>−%n GyP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a planned trip of about %n VP</source>
        <extracomment>hint in the draft: %n the final total of the trip the computer player plans with the move (its mean over a few fillings of the empty slots, less what the travel agency gains in solo)</extracomment>
        <translation>
            <numerusform>nagyjából %n GyP-t érő tervezett utazás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card (the rest go to the travel agency): %1 the best other move; %n how much more the computer player&apos;s plan makes of this one, counting what the agency&apos;s trip gains from the cards it gets</extracomment>
        <translation>
            <numerusform>Nagyjából %n GyP-vel jobb, mint „%1”, beszámítva a kártyákat, amelyeket az utazási iroda kap tőled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <extracomment>hint in the draft: the best other move&apos;s planned total (after &quot;a planned trip of about 112 VP, against&quot;)</extracomment>
        <translation>
            <numerusform>nagyjából %n GyP</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer player would make this move.</source>
        <translation>A gépi játékos ezt a lépést választaná.</translation>
    </message>
    <message>
        <source>“%1” would be just as good, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card: %1 the best other move, worth as much</extracomment>
        <translation>„%1” ugyanilyen jó lenne, beszámítva a kártyákat, amelyeket az utazási iroda kap tőled.</translation>
    </message>
    <message>
        <source>%1, card %2 from the top</source>
        <extracomment>a slot of the itinerary named in a hint: %1 a day, %2 its place from the top (1-3)</extracomment>
        <translation>%1, %2. kártya felülről</translation>
    </message>
    <message>
        <source>Keep the passport &lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>hint: %1 a passport card&apos;s title, %2 its effect</extracomment>
        <translation>Tartsd meg az útlevélkártyát (&lt;b&gt;%1&lt;/b&gt;): %2</translation>
    </message>
    <message>
        <source>Draw your last card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint in round 13: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>Az utolsó kártyádat ebből a pakliból húzd: &lt;b&gt;%1&lt;/b&gt;. A hátoldalak semmi többet nem árulnak el, így mindkét pakli ugyanolyan jó.</translation>
    </message>
    <message>
        <source>Draw your next research card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint during a research: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>A felfedezés következő kártyáját ebből a pakliból húzd: &lt;b&gt;%1&lt;/b&gt;. A hátoldalak semmi többet nem árulnak el, így mindkét pakli ugyanolyan jó.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2), for instance %3.</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;), %3 a day where it gains (said next), with its preposition (&quot;on Thursday&quot;)</extracomment>
        <translation>Tedd ki a kezedből ezt a kártyát: &lt;b&gt;%1&lt;/b&gt; (%2), például %3.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, as the day&apos;s first card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 an empty day with its preposition (&quot;on Monday&quot;)</extracomment>
        <translation>Tedd le %2 a nap első kártyájaként ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, between %3 and %4.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day with its preposition (&quot;on Monday&quot;), %3 and %4 the cards it goes between</extracomment>
        <translation>Tedd le %2 „%3” és „%4” közé ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Count &lt;b&gt;%1&lt;/b&gt; %2 for &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>hint on the trip: %1 a yellow card, %2 its day with its preposition (&quot;on Monday&quot;), %3 the city chosen</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 ide számítson: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use the &lt;b&gt;%1&lt;/b&gt; to reach %2 %3: %4 for this ride.</source>
        <extracomment>hint on the trip: %1 a train ticket, %2 the card reached, %3 its day with its preposition (&quot;on Monday&quot;), %4 the ride&apos;s VP</extracomment>
        <translation>A &lt;b&gt;%1&lt;/b&gt; használatával %3 ide utazol: „%2”. Ez az út: %4.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its front, &lt;b&gt;%2&lt;/b&gt;: %3 and %4.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the walk&apos;s card, %3 its VP, %4 its icons</extracomment>
        <translation>Pontozd a %1 tett sétádat az előoldalával – &lt;b&gt;%2&lt;/b&gt;: %3 és %4.</translation>
    </message>
    <message>
        <source>Score your walk %1 from its back: %2 and %3.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the back&apos;s VP, %3 its icon</extracomment>
        <translation>Pontozd a %1 tett sétádat a hátoldalával: %2 és %3.</translation>
    </message>
    <message>
        <source>Keep your free highlight for a later day instead of %2 %1.</source>
        <extracomment>hint on the trip: %1 a day with its preposition (&quot;on Monday&quot;), %2 its highlight&apos;s card</extracomment>
        <translation>Tartsd meg a feltétel nélküli pontozást egy későbbi napra, ne %1 használd el erre: „%2”.</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>Tedd ki a kezedből: &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>It is the only card left to give.</source>
        <extracomment>hint in solo: the card given is the last of the hand</extracomment>
        <translation>Ez az utolsó kártya, amelyet odaadhatsz.</translation>
    </message>
    <message>
        <source>There is no other choice here.</source>
        <extracomment>hint: the move has no alternative (a day bonus of a single reward)</extracomment>
        <translation>Itt nincs más választásod.</translation>
    </message>
    <message>
        <source>rank %1 of %2 in the computer player&apos;s order of passports</source>
        <extracomment>hint, the passport kept: its place in the computer player&apos;s order of the passports (the effects that pay most often first): %1 its rank, %2 how many passports there are</extracomment>
        <translation>%1. hely a gépi játékos útlevélkártya-rangsorában (%2 közül)</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>hint: the other passport&apos;s place in the computer player&apos;s order (after &quot;rank 3 of 18 in the computer player&apos;s order of passports, against&quot;)</extracomment>
        <translation>%1. hely</translation>
    </message>
    <message>
        <source>a research, which the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts a research as (&quot;about 3 VP&quot;): it researches when no card of the hand is worth that much in its best slot</extracomment>
        <translation>egy felfedezés, amelyet a gépi játékos %1 értékűnek tart</translation>
    </message>
    <message>
        <source>%1 for that card in its best place</source>
        <extracomment>hint: the best card of the hand, worth %1 in its best slot (after &quot;a research, which the computer player counts as about 3 VP, against&quot;)</extracomment>
        <translation>%1 annak a kártyának a legjobb helyén</translation>
    </message>
    <message>
        <source>the cards you keep are worth %1 in their best places</source>
        <extracomment>hint during a research: %1 what the cards kept are worth, each in its best slot</extracomment>
        <translation>a megtartott kártyák értéke a legjobb helyükön %1</translation>
    </message>
    <message>
        <source>a reward the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts the day bonus&apos;s reward as (&quot;about 2.6 VP&quot;)</extracomment>
        <translation>egy jutalom, amelyet a gépi játékos %1 értékűnek tart</translation>
    </message>
    <message>
        <source>about %1 VP</source>
        <extracomment>hint: a worth in VP, perhaps with a decimal or below zero (&quot;about 2.6 VP&quot;), as the computer player counts it</extracomment>
        <translation>nagyjából %1 GyP</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;); the next sentence says where it goes</extracomment>
        <translation>Válaszd ki a kezedből ezt a kártyát: &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>On the trip it scores its front or its back (%1 and %2), whichever serves you better.</source>
        <extracomment>hint: %1 the VP of a card&apos;s back, %2 its icon; a walk scores its better side</extracomment>
        <translation>Az utazáson az elő- vagy a hátoldalát (%1 és %2) pontozod, amelyik többet ér neked.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the top of %2.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day</extracomment>
        <translation>Tedd le a nap (%2) legtetejére ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the bottom of %2, as its last card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day; the last card is the day&apos;s highlight</extracomment>
        <translation>Tedd le a nap (%2) aljára, utolsó kártyaként ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>It closes %1 with no matching icon: no day bonus.</source>
        <extracomment>hint: %1 a day closed by its third card without a matching icon</extracomment>
        <translation>Ezzel betelik a nap (%1), de egyező szimbólum nélkül: nincs napi bónusz.</translation>
    </message>
    <message>
        <source>As the last card of %1 a walk is the day&apos;s highlight: its back always gives %2.</source>
        <extracomment>hint: %1 a day, %2 the VP a walk&apos;s back gives as a highlight</extracomment>
        <translation>A nap (%1) utolsó kártyájaként a séta a nap fénypontja: a hátoldala mindig %2.</translation>
    </message>
    <message>
        <source>It has no icons: only its points count.</source>
        <translation>Nincs szimbóluma: csak a győzelmi pontjai számítanak.</translation>
    </message>
    <message>
        <source>It brings %1 to your trip.</source>
        <extracomment>hint: %1 a card&apos;s icons</extracomment>
        <translation>Az utazásodhoz ezt hozza: %1.</translation>
    </message>
    <message>
        <source>As the last card of %1 it would be the day&apos;s highlight, but its condition can no longer be met (%2).</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s condition, already broken by a card up to the day</extracomment>
        <translation>A nap (%1) utolsó kártyájaként ez lenne a nap fénypontja, de a feltétele (%2) már nem teljesülhet.</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight, and your cards up to %1 already meet its condition: %2.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward</extracomment>
        <translation>A nap (%1) utolsó kártyájaként ez a nap fénypontja, és a kártyáid eddig a napig már teljesítik a feltételét: %2.</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight: %2 once your cards up to %1 add %3.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward, %3 what the condition still lacks</extracomment>
        <translation>A nap (%1) utolsó kártyájaként ez lesz a nap fénypontja: %2, ha az addigi kártyáid még ezt hozzák: %3.</translation>
    </message>
    <message>
        <source>On your open days it would complete no day bonus and meet no highlight.</source>
        <translation>A még nyitott napjaidon se napi bónuszt nem hozna, se fénypontot nem teljesítene.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; as the day bonus of %2.</source>
        <extracomment>hint: %1 the reward chosen (&quot;2 research tokens&quot;), %2 the day</extracomment>
        <translation>Válaszd ezt napi bónuszként (%2): &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Happiness rises to step %1 at once: %2 after Saturday.</source>
        <extracomment>hint: %1 the happiness step reached, %2 its VP after Saturday</extracomment>
        <translation>Az öröm szintje azonnal %1 lesz: szombat után %2.</translation>
    </message>
    <message>
        <source>Your mood marker starts the trip one step nearer happiness.</source>
        <translation>A hangulatjelölőd egy mezővel közelebb az örömhöz kezdi az utazást.</translation>
    </message>
    <message>
        <source>On the trip a wild token moves any experience marker one step: toward a highlight&apos;s condition or the next threshold.</source>
        <translation>Az utazáson egy jokerjelző bármelyik élményjelölőt egy mezővel előrébb viszi: egy fénypont feltétele vagy a következő küszöb felé.</translation>
    </message>
    <message>
        <source>At a change of city it scores %1 and a green lightning, where a standard ticket costs %2.</source>
        <extracomment>hint: %1 what a luxury train ticket scores, %2 what a standard one costs</extracomment>
        <translation>Városváltáskor %1 és egy zöld villám jár érte, míg egy normál vonatjegy %2 levonással jár.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes at the bottom of %2 as its new highlight, which gives at least %3.</source>
        <extracomment>hint: %1 a deck, %2 a day, %3 the VP a walk&apos;s back gives as the day&apos;s highlight</extracomment>
        <translation>Válaszd a bónuszsétát: egy lefordított kártya a &lt;b&gt;%1&lt;/b&gt;-pakliból a nap (%2) aljára kerül, új fénypontként, amely legalább ennyit ad: %3.</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes into %2 as its 4th card.</source>
        <extracomment>hint: %1 a deck, %2 a day</extracomment>
        <translation>Válaszd a bónuszsétát: egy lefordított kártya a &lt;b&gt;%1&lt;/b&gt;-pakliból a nap (%2) 4. kártyája lesz.</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it becomes its highlight of %2 (%3).</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the highlight&apos;s reward</extracomment>
        <translation>Add az utazási irodának ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;. Ez lesz a fénypontja a napon (%2): %3.</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it goes into its %2, worth %3 to it, not as the day&apos;s highlight.</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the card&apos;s VP</extracomment>
        <translation>Add az utazási irodának ezt a kártyát: &lt;b&gt;%1&lt;/b&gt;. A napjára (%2) kerül, ennyit ér neki: %3, de nem lesz a nap fénypontja.</translation>
    </message>
    <message>
        <source>A face-down card of the %1 deck comes back to you for round %2.</source>
        <extracomment>hint in solo: %1 the deck of the face-down card coming back, %2 the round</extracomment>
        <translation>Cserébe egy lefordított kártya érkezik hozzád a %1-pakliból (felvétel: %2. forduló).</translation>
    </message>
    <message>
        <source>Score the highlight of %1, &lt;b&gt;%2&lt;/b&gt;, without its condition: %3 now.</source>
        <extracomment>hint on the trip: %1 a day, %2 its highlight&apos;s card, %3 the VP now</extracomment>
        <translation>Pontozd a nap fénypontját (%1, &lt;b&gt;%2&lt;/b&gt;) a feltétele nélkül: most %3.</translation>
    </message>
    <message>
        <source>Move the travel agency&apos;s &lt;b&gt;%1&lt;/b&gt; track with its wild token.</source>
        <extracomment>hint on the trip in solo: %1 the experience track moved</extracomment>
        <translation>Az utazási iroda jokerjelzőjével ezt az élménysávot léptesd: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Keep the rest of your wild tokens, though a leftover wild token is worth nothing.</source>
        <translation>Tartsd meg a maradék jokerjelzőidet, bár a megmaradt jokerjelző semmit sem ér.</translation>
    </message>
    <message>
        <source>Keep your wild tokens past the highlight of %1.</source>
        <extracomment>hint on the trip: %1 a day</extracomment>
        <translation>Ne használd fel a jokerjelzőidet a nap fénypontja előtt (%1).</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the highlight of %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 a day</extracomment>
        <translation>A nap fénypontja előtt (%2) használj fel egy jokerjelzőt (&lt;b&gt;%1&lt;/b&gt;).</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>one experience track moved by a wild token: %1 the experience, %2 its place now, %3 after</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the experience scoring: %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 the tracks moved (&quot;Shopping 6 → 7&quot;)</extracomment>
        <translation>Az élménysávok pontozása előtt használj fel egy jokerjelzőt (&lt;b&gt;%1&lt;/b&gt;): %2.</translation>
    </message>
    <message>
        <source>The best final total you can still reach: %1.</source>
        <translation>A még elérhető legjobb végeredmény: %1.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 less than with “%3”.</source>
        <extracomment>hint, solo: %1 the lowest final total the agency can be held to, %2 the difference, %3 the best other choice</extracomment>
        <translation>Így az utazási iroda eredményét %1-ig szoríthatod le, ami %2 kevesebb, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 more than with “%3”.</source>
        <translation>Így az utazási iroda eredményét %1-ig szoríthatod le, ami %2 több, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, as with “%3”.</source>
        <extracomment>hint, solo: %1 the agency&apos;s lowest final total, %3 an equally good choice</extracomment>
        <translation>Így az utazási iroda eredményét %1-ig szoríthatod le, ugyanannyira, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 more than with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %2 the difference, %3 the best other choice</extracomment>
        <translation>A még elérhető legjobb végeredmény így: %1, ami %2 több, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 less than with “%3”.</source>
        <translation>A még elérhető legjobb végeredmény így: %1, ami %2 kevesebb, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, as with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %3 an equally good choice</extracomment>
        <translation>A még elérhető legjobb végeredmény így: %1, ugyanannyi, mint ha ezt választanád: „%3”.</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hint: a card without icons</extracomment>
        <translation>nincs szimbóluma</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>two alternatives of a day bonus: %1 or %2</extracomment>
        <translation>%1 vagy %2</translation>
    </message>
</context>
<context>
    <name>LetsGoTutorial</name>
    <message>
        <source>Welcome to Japan! You are planning a six-day trip, Monday to Saturday. Over 13 rounds you fill this itinerary with activity cards, three a day; then you travel, and your cards score.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Üdv Japánban! Hatnapos utazást tervezel, hétfőtől szombatig. 13 forduló alatt aktivitáskártyákkal töltöd meg ezt az útitervet, naponta hárommal; aztán útra kelsz, és a kártyáid pontot hoznak.</translation>
    </message>
    <message>
        <source>The round board shows each round: where its hand comes from and which way the rest is passed. In round 1 you draw one Tokyo card (blue) and one Kyoto card (pink), and you place one of them.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>A fordulótábla minden fordulónál mutatja, honnan jön a kezed, és merre adod tovább a maradékot. Az 1. fordulóban húzol egy tokiói (kék) és egy kiotói (rózsaszín) kártyát, és az egyiket lerakod.</translation>
    </message>
    <message>
        <source>Your hand. A card shows its icons top left and its victory points top right. At the bottom is its &lt;b&gt;highlight of the day&lt;/b&gt;: a condition and a reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ez a kezed. A kártya bal felső sarkában a szimbólumai, a jobb felsőben a győzelmi pontjai vannak. Alul látod &lt;b&gt;a nap fénypontját&lt;/b&gt;: egy feltételt és egy jutalmat.</translation>
    </message>
    <message>
        <source>Each day has a &lt;b&gt;favourable-condition token&lt;/b&gt;. Monday&apos;s is happiness: green mood icons, a green lightning or a green yen, match it.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Minden napnak van egy &lt;b&gt;kedvező feltétele&lt;/b&gt;. Hétfőn ez az öröm: a zöld hangulatszimbólumok, a zöld villám és a zöld jen illenek hozzá.</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;. Its green lightning matches Monday&apos;s token.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kattints a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot. A zöld villáma illik a hétfő kedvező feltételéhez.</translation>
    </message>
    <message>
        <source>Now click the lit place on &lt;b&gt;Monday&lt;/b&gt;. You may fill the days in any order; today we start with Monday.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Most kattints a &lt;b&gt;hétfő&lt;/b&gt; kivilágított helyére. A napokat bármilyen sorrendben töltheted; ma a hétfővel kezdünk.</translation>
    </message>
    <message>
        <source>Put it on Monday for this lesson: we build Monday first.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Ebben a leckében hétfőre tedd: először a hétfőt építjük fel.</translation>
    </message>
    <message>
        <source>Alone, you play against the &lt;b&gt;travel agency&lt;/b&gt;: it takes your neighbour&apos;s place. Every card you pass goes into its itinerary, Monday first, and on the trip it scores like a traveller.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the travel agency&apos;s itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egyedül az &lt;b&gt;utazási iroda&lt;/b&gt; ellen játszol: ő veszi át a szomszédod helyét. Minden kártya, amelyet továbbadsz, az ő útitervébe kerül, hétfőtől kezdve, és az utazáskor ugyanúgy pontoz, mint egy utazó.</translation>
    </message>
    <message>
        <source>For each card you pass, a face-down card of the same deck comes back to you. These cards wait here until round 5 picks them up.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the cards coming back.</extracomment>
        <translation>Minden továbbadott kártyáért kapsz vissza egy lefordított kártyát ugyanabból a pakliból. Ezek itt várnak, amíg az 5. fordulóban kézbe nem veszed őket.</translation>
    </message>
    <message>
        <source>Round 2, a new pair of cards. Click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>2. forduló, egy új kártyapár. Kattints az &lt;b&gt;Ueno park&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>Only a day&apos;s last card shows in full: it is the day&apos;s &lt;b&gt;highlight&lt;/b&gt;. On the trip its condition is checked against everything collected up to that day; if it holds, you get the reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy nap kártyái közül csak az utolsó látszik teljesen: ez &lt;b&gt;a nap fénypontja&lt;/b&gt;. Az utazáskor a feltételét mindazzal veted össze, amit addig a napig gyűjtöttél; ha teljesül, megkapod a jutalmat.</translation>
    </message>
    <message>
        <source>Take a Kyoto card in return this time.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Most kiotói kártyát kérj cserébe.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;: the round ends.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nyomd meg a &lt;b&gt;Megerősítés&lt;/b&gt; gombot: véget ér a forduló.</translation>
    </message>
    <message>
        <source>Two matches give 2 research tokens or a wild token; one gives a mood step, three a luxury train ticket or a bonus walk. Take the &lt;b&gt;wild token&lt;/b&gt;: on the trip it moves an experience track.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Két egyezés 2 felfedezésjelzőt vagy egy jokerjelzőt ér; egy egyezés egy hangulatlépést, három egy luxus vonatjegyet vagy egy bónuszsétát. Vedd el a &lt;b&gt;jokerjelzőt&lt;/b&gt;: az utazáskor egy élménysávot léptet előre.</translation>
    </message>
    <message>
        <source>Take the wild token this time: you will spend it on the trip.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Most a jokerjelzőt vedd el: az utazáskor használod fel.</translation>
    </message>
    <message>
        <source>Your walk gave you a &lt;b&gt;research token&lt;/b&gt; too. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A sétádért egy &lt;b&gt;felfedezésjelzőt&lt;/b&gt; is kaptál. Nyomd meg a &lt;b&gt;Megerősítés&lt;/b&gt; gombot, és véget ér a forduló.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nem ezt: kattints a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>The card you did not place, &lt;b&gt;Watch sumo&lt;/b&gt;, is passed on. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A kártya, amelyet nem raktál le (&lt;b&gt;Szumóbajnokság&lt;/b&gt;), továbbmegy. Nyomd meg a &lt;b&gt;Megerősítés&lt;/b&gt; gombot, és véget ér a forduló.</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Nem ezt: kattints az &lt;b&gt;Ueno park&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>A card may go above a day&apos;s cards, between two of them or below them. Put &lt;b&gt;Ueno Park&lt;/b&gt; below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A kártya kerülhet a nap kártyái fölé, kettő közé vagy alájuk. Tedd az &lt;b&gt;Ueno park&lt;/b&gt; kártyát a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; alá.</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;Ueno Park&lt;/b&gt; on Monday, below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tedd az &lt;b&gt;Ueno park&lt;/b&gt; kártyát hétfőre, a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; alá.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A small shrine&lt;/b&gt; is a &lt;b&gt;yellow card&lt;/b&gt;: it can be in Tokyo or in Kyoto. When you pass one, you choose the deck of the card that comes back: click it and take a Kyoto card in return.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Egy kis szentély&lt;/b&gt;: ez &lt;b&gt;sárga kártya&lt;/b&gt;, lehet Tokióban vagy Kiotóban is. Ha ilyet adsz tovább, te választod ki, melyik pakliból jöjjön a visszakapott kártya: kattints rá, és kérj cserébe kiotói kártyát.</translation>
    </message>
    <message>
        <source>Round 3. Instead of placing a card you may &lt;b&gt;walk&lt;/b&gt;: click &lt;b&gt;Drumming class&lt;/b&gt; and choose &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;. The card is discarded and the top card of the Kyoto deck comes instead.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>3. forduló. Kártya lerakása helyett &lt;b&gt;sétálhatsz&lt;/b&gt; is: kattints a &lt;b&gt;Dobtanfolyam&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Séta (Kiotó-pakli)&lt;/b&gt; gombot. A kártyát eldobod, és helyette a Kiotó-pakli legfelső kártyája jön.</translation>
    </message>
    <message>
        <source>This time walk: click &lt;b&gt;Drumming class&lt;/b&gt;, then &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Most sétálj: kattints a &lt;b&gt;Dobtanfolyam&lt;/b&gt; kártyára, majd a &lt;b&gt;Séta (Kiotó-pakli)&lt;/b&gt; gombra.</translation>
    </message>
    <message>
        <source>Put the walk between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;. It lies face down: nobody sees it before the trip, not even you.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Tedd a sétát a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; és az &lt;b&gt;Ueno park&lt;/b&gt; közé. Lefordítva fekszik: az utazásig senki sem látja, még te sem.</translation>
    </message>
    <message>
        <source>Put the walk on Monday, between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tedd a sétát hétfőre, a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; és az &lt;b&gt;Ueno park&lt;/b&gt; közé.</translation>
    </message>
    <message>
        <source>Monday has its third card: time for its &lt;b&gt;day bonus&lt;/b&gt;. Count the icons of Monday&apos;s cards that match its token: &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;&apos;s green lightning and the walk&apos;s (a card&apos;s back shows one) make two.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hétfőre került a harmadik kártya: jön a &lt;b&gt;napi bónusz&lt;/b&gt;. Számold meg a hétfői kártyák szimbólumai közül azokat, amelyek illenek a kedvező feltételhez: a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; zöld villáma és a sétáé (minden kártya hátoldalán van egy) összesen kettő.</translation>
    </message>
    <message>
        <source>Round 4. &lt;b&gt;Ramen at the best place&lt;/b&gt; is yellow too: on the trip you decide whether you eat it in Tokyo or in Kyoto. Click it and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>4. forduló. A &lt;b&gt;Rámen a legjobb helyen&lt;/b&gt; kártya is sárga: az utazáskor döntöd el, hogy Tokióban vagy Kiotóban eszed meg. Kattints rá, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>Keep your research token for the next round: click &lt;b&gt;Ramen at the best place&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>A felfedezésjelzőt tartsd meg a következő fordulóra: kattints a &lt;b&gt;Rámen a legjobb helyen&lt;/b&gt; kártyára, és válaszd a &lt;b&gt;Lerakom&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>Monday is &lt;b&gt;closed&lt;/b&gt;: it has its three cards. Put the card into any other day.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A hétfő &lt;b&gt;betelt&lt;/b&gt;: megvan a három kártyája. Tedd a kártyát bármelyik másik napra.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;. Next round your hand is the cards that came back from the agency.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nyomd meg a &lt;b&gt;Megerősítés&lt;/b&gt; gombot. A következő fordulóban az utazási irodától visszakapott kártyák lesznek a kezedben.</translation>
    </message>
    <message>
        <source>Round 5: no drawing. You pick up the four cards that came back in rounds 1 to 4; you place two and pass two.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>5. forduló: most nincs húzás. Kézbe veszed az 1–4. fordulóban visszakapott négy kártyát; kettőt lerakod, kettőt továbbadsz.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;research token&lt;/b&gt; lets you draw 3 cards, each from the deck you choose, and then discard any 3 cards of your hand. Research comes before you place your first card of the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy &lt;b&gt;felfedezésjelzővel&lt;/b&gt; 3 kártyát húzol, mindegyiket az általad választott pakliból, aztán a kezedből bármelyik 3 kártyát eldobod. A felfedezés a forduló első kártyájának lerakása előtt jön.</translation>
    </message>
    <message>
        <source>Try it: choose a deck for each card here; each click draws its card.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the research decks.</extracomment>
        <translation>Próbáld ki: itt válassz paklit minden kártyához; minden kattintás azonnal meghúzza a kártyát.</translation>
    </message>
    <message>
        <source>First spend your research token: choose a deck here.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Először használd fel a felfedezésjelződet: itt válassz paklit.</translation>
    </message>
    <message>
        <source>Now discard three cards: click each one. Discarded cards are gone; they are not passed.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Most dobj el három kártyát: kattints mindegyikre. Az eldobott kártyák elvesznek, nem adod tovább őket.</translation>
    </message>
    <message>
        <source>Place two cards, one after the other. Then click the other two to pass them to the travel agency, in the order you like.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Rakj le két kártyát, egymás után. Aztán kattints a másik kettőre, hogy továbbadd őket az utazási irodának, tetszőleges sorrendben.</translation>
    </message>
    <message>
        <source>Round 6: two cards from each deck. Each day&apos;s header counts its matching icons: count before you place a day&apos;s third card.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>6. forduló: két kártya mindkét pakliból. Minden nap fejléce mutatja az egyező szimbólumok számát: számolj, mielőtt lerakod egy nap harmadik kártyáját.</translation>
    </message>
    <message>
        <source>Round 7: you pick up the cards that came back in rounds 5 and 6.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>7. forduló: kézbe veszed az 5. és 6. fordulóban visszakapott kártyákat.</translation>
    </message>
    <message>
        <source>From round 8 on, cards are passed to the right instead of the left. With more travellers that changes who gets your cards; alone, they still go to the travel agency.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>A 8. fordulótól a kártyák balra helyett jobbra mennek tovább. Több utazónál ez megváltoztatja, ki kapja a kártyáidat; egyedül továbbra is az utazási irodához kerülnek.</translation>
    </message>
    <message>
        <source>Round 8: four new cards. Place two as you like.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>8. forduló: négy új kártya. Rakj le kettőt, ahogy jónak látod.</translation>
    </message>
    <message>
        <source>Round 9: the cards of rounds 7 and 8 come back.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>9. forduló: visszajönnek a 7. és 8. forduló kártyái.</translation>
    </message>
    <message>
        <source>From round 10 on you place one card a round.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>A 10. fordulótól fordulónként egy kártyát raksz le.</translation>
    </message>
    <message>
        <source>Rounds 11 and 12: fill your days. Walks and research are still yours to use.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>11. és 12. forduló: töltsd meg a napjaidat. A sétát és a felfedezést továbbra is használhatod.</translation>
    </message>
    <message>
        <source>The last round: draw a card from the deck you choose and place one of your two cards. The other one is the agency&apos;s last.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>Az utolsó forduló: húzz egy kártyát az általad választott pakliból, és rakd le a két kártyád egyikét. A másik az utazási iroda utolsó kártyája lesz.</translation>
    </message>
    <message>
        <source>The draft is over: now you travel. The app asks only for the real choices, here in the panel. Beside each choice the &lt;b&gt;planner&lt;/b&gt; shows the best final score you can still reach with it; ★ marks the best.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Véget ért a 13 forduló: most utazol. Az alkalmazás csak a valódi döntéseknél kérdez, itt jobbra. Minden választás mellett az &lt;b&gt;útitervező&lt;/b&gt; mutatja a legjobb végső pontszámot, amelyet még elérhetsz vele; a ★ jelöli a legjobbat.</translation>
    </message>
    <message>
        <source>First the city of each yellow card: it holds for the whole trip. The right city can save a train ride.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Először minden sárga kártya városa: az egész utazásra szól. A jó város megspórolhat egy vonatutat.</translation>
    </message>
    <message>
        <source>Each change of city is a train ride. Choose a ticket: the start ticket once for 0 points, a luxury ticket for +2 points and a green lightning, a standard one for −2.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Minden városváltás egy vonatút. Válassz vonatjegyet: a kezdő vonatjegyet egyszer, 0 pontért, a luxus vonatjegyet +2 pontért és egy zöld villámért, a normál vonatjegyet −2 pontért.</translation>
    </message>
    <message>
        <source>Now day by day, Monday first. Your walk is turned over: score its front (its icons and points) or its back (1 point and a green lightning).</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Most napról napra, hétfővel kezdve. A sétádat felfordítod: az előoldalát számold (szimbólumok és pontok) vagy a hátoldalát (1 pont és egy zöld villám).</translation>
    </message>
    <message>
        <source>Before each day&apos;s highlight you may spend &lt;b&gt;wild tokens&lt;/b&gt;: each moves an experience track one step. Spend yours now, or keep it for a later day.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Minden nap fénypontja előtt elhasználhatsz &lt;b&gt;jokerjelzőket&lt;/b&gt;: mindegyik egy mezővel léptet egy élménysávot. Használd fel most, vagy tartsd meg egy későbbi napra.</translation>
    </message>
    <message>
        <source>Monday&apos;s highlight is checked: &lt;b&gt;Ueno Park&lt;/b&gt; asks for a green lightning, and &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; brought one. The tick says its reward scored.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks a day&apos;s highlight.</extracomment>
        <translation>A hétfő fénypontját ellenőrizték: az &lt;b&gt;Ueno park&lt;/b&gt; egy zöld villámot kér, és a &lt;b&gt;Rjóan-dzsi templom&lt;/b&gt; hozott egyet. A pipa jelzi, hogy a jutalma megvan.</translation>
    </message>
    <message>
        <source>Go on day by day, then make the travel agency&apos;s choices: its yellow cards&apos; cities, and ties. For the agency, the planner&apos;s ★ keeps its score lowest.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>Utazz tovább napról napra, aztán hozd meg az utazási iroda döntéseit: sárga kártyáinak városát és a holtversenyeket. Az irodánál az útitervező ★ jele azt a választást mutatja, amellyel az iroda a legkevesebb pontot szerzi.</translation>
    </message>
    <message>
        <source>Your trip is over. Each day scores its cards&apos; points and its highlight; then come mood, experience, trains and research tokens.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Véget ért az utazásod. Minden nap a kártyái pontjait és a fénypontját számolja; aztán jön a hangulat, az élmények, a vonatjegyek és a felfedezésjelzők.</translation>
    </message>
    <message>
        <source>Mood: happiness steps give 5, 12 or 20 points, stress steps cost 3, 8 or 15. Experience: each track scores its highest threshold, from 4 points at 4 steps to 15 at 12.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Hangulat: az öröm lépcsői 5, 12 vagy 20 pontot érnek, a stressz lépcsői 3, 8 vagy 15 pontba kerülnek. Élmények: minden sáv a legmagasabb elért küszöbét számolja, 4 mezőnél 4 ponttól 12 mezőnél 15 pontig.</translation>
    </message>
    <message>
        <source>Alone, you win by beating the travel agency. That is the whole game: have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Egyedül akkor nyersz, ha legyőzöd az utazási irodát. Ez az egész játék: jó utat!</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>Irány Japán!</translation>
    </message>
    <message>
        <source>With the &lt;b&gt;Passport expansion&lt;/b&gt;, every traveller is dealt two &lt;b&gt;passport cards&lt;/b&gt; before round 1 and keeps one of them. Your passport stays yours for the whole game: a head start, or extra points at the end.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Az &lt;b&gt;Útlevél-kiegészítővel&lt;/b&gt; minden utazó két &lt;b&gt;útlevélkártyát&lt;/b&gt; kap az 1. forduló előtt, és megtart közülük egyet. Az útleveled az egész játék során a tiéd marad: előnyt ad az induláskor, vagy plusz pontokat a végén.</translation>
    </message>
    <message>
        <source>Here are your two passports, each with its effect. &lt;b&gt;Free spirit&lt;/b&gt; gives you 3 wild tokens right away. &lt;b&gt;Highs and lows&lt;/b&gt; pays off at the end: 1 VP for each green lightning you collect and 2 VP for each red one.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Itt a két útleveled, mindegyik a saját hatásával. A &lt;b&gt;Szabad lélek&lt;/b&gt; azonnal 3 jokerjelzőt ad. A &lt;b&gt;Hullámvasút&lt;/b&gt; a végén fizet: minden összegyűjtött zöld villámért 1 GyP, minden pirosért 2 GyP.</translation>
    </message>
    <message>
        <source>Keep the one you like better: click it. The other one is put away unseen.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel.</extracomment>
        <translation>Tartsd meg azt, amelyik jobban tetszik: kattints rá. A másik felfedetlenül félrekerül.</translation>
    </message>
    <message>
        <source>Your passport is listed here with your tokens, for the whole game. A start effect is already done: with &lt;b&gt;Free spirit&lt;/b&gt;, the 3 wild tokens are counted above it.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Az útleveled itt látható a jelzőid között, az egész játék során. A kezdő hatás már érvényesült: a &lt;b&gt;Szabad lélek&lt;/b&gt; 3 jokerjelzője már fölötte szerepel.</translation>
    </message>
    <message>
        <source>A passport that scores, like &lt;b&gt;Highs and lows&lt;/b&gt;, waits for the trip: the score pad has a &lt;b&gt;Passport&lt;/b&gt; row, filled in at the end with mood and experience. The travel agency travels without a passport.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A pontot hozó útlevél, mint a &lt;b&gt;Hullámvasút&lt;/b&gt;, az utazásra vár: a pontozólapon külön &lt;b&gt;Útlevél&lt;/b&gt; sor van, amely a végén töltődik ki, a hangulattal és az élményekkel együtt. Az utazási iroda útlevél nélkül utazik.</translation>
    </message>
    <message>
        <source>Now round 1 is played as in every game: place one card, pass the other and confirm.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>Most az 1. forduló a szokásos módon zajlik: helyezz le egy kártyát, add tovább a másikat, és erősítsd meg.</translation>
    </message>
    <message>
        <source>That is all the Passport expansion adds. Plan your days with your passport in mind, and have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>Ennyi újdonságot hoz az Útlevél-kiegészítő. Az útleveledet szem előtt tartva tervezd meg a napjaidat, és jó utat!</translation>
    </message>
    <message>
        <source>the Passport expansion</source>
        <extracomment>the Passport lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>az Útlevél-kiegészítő</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Qt %1 and Qt for Python (PySide6) %2</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Qt version, %2 the PySide6 version</extracomment>
        <translation>Qt %1 és Qt for Python (PySide6) %2</translation>
    </message>
    <message>
        <source>The GNU GPL v3, which the LGPL v3 builds on</source>
        <extracomment>a part in the Licences dialog&apos;s list: the licence text the LGPL refers to</extracomment>
        <translation>A GNU GPL v3, amelyre az LGPL v3 épül</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Python version</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>The Noto Sans font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Latin font the app brings</extracomment>
        <translation>A Noto Sans betűtípus</translation>
    </message>
    <message>
        <source>The Noto Sans CJK JP font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Japanese font the app brings</extracomment>
        <translation>A Noto Sans CJK JP betűtípus</translation>
    </message>
    <message>
        <source>This copy of Tabibito lacks the licence text (%1).</source>
        <extracomment>the Licences dialog when a licence file is missing from the installation: %1 its file name</extracomment>
        <translation>A Tabibito ezen példányából hiányzik a licenc szövege (%1).</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>the Licences dialog&apos;s window title</extracomment>
        <translation>Licencek</translation>
    </message>
    <message>
        <source>Tabibito is built with free software. Choose a part to read its licence.</source>
        <extracomment>the Licences dialog&apos;s introduction over the list of parts</extracomment>
        <translation>A Tabibito szabad szoftverekből épül. Válassz egy összetevőt, és elolvashatod a licencét.</translation>
    </message>
</context>
<context>
    <name>LookBar</name>
    <message>
        <source>You are looking at %1&apos;s board.</source>
        <extracomment>under the list of scores while another player&apos;s board (itinerary, map sheet) is shown, read only: %1 that player</extracomment>
        <translation>Most %1 játékterületét nézed.</translation>
    </message>
    <message>
        <source>Back to my board</source>
        <extracomment>the button beside it, back to the board of the player at the screen</extracomment>
        <translation>Vissza a sajátomhoz</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Players&apos; boards</source>
        <extracomment>View menu: the submenu that lists every player&apos;s board (itinerary, map sheet)</extracomment>
        <translation>&amp;Játékterületek</translation>
    </message>
    <message>
        <source>My own board</source>
        <extracomment>View ▸ Players&apos; boards: the board of the player at the screen</extracomment>
        <translation>A saját játékterületem</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <extracomment>View ▸ Players&apos; boards: another player&apos;s board; %1 that player</extracomment>
        <translation>%1 játékterülete</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <extracomment>the headline of an error dialog when a new game cannot start; the reason follows under it</extracomment>
        <translation>A játékot nem sikerült elindítani.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <extracomment>the heading of the question before a new game replaces the game on screen</extracomment>
        <translation>Új játékot kezdesz?</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <extracomment>the question before another game replaces one that has no autosave (a tutorial or a replay)</extracomment>
        <translation>Az éppen folyó játék itt véget ér. Ha később folytatni szeretnéd, előbb mentsd el.</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <extracomment>a button of that question: save the game on screen first</extracomment>
        <translation>Előbb mentés…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>a button of that question: go on and start the new game</extracomment>
        <translation>Új játék kezdése</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the title of the file dialog of File ▸ Open…</extracomment>
        <translation>Mentett játék megnyitása</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <extracomment>the headline of an error dialog when a saved game cannot be opened: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>„%1” megnyitása nem sikerült.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <extracomment>the title of the file dialog of File ▸ Save as…</extracomment>
        <translation>Játék mentése</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <extracomment>the Save dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>Tabibito mentett játékok (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <extracomment>the headline of an error dialog when a game cannot be saved: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>„%1” mentése nem sikerült.</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <extracomment>a short note over the board after saving: %1 the file&apos;s name</extracomment>
        <translation>Mentve: „%1”.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>a game to continue: %1 the game&apos;s title, %2 its players&apos; names as a list (&quot;Aiko and Ben&quot;)</extracomment>
        <translation>%1 (%2)</translation>
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
        <translation>Másik játékot nyitsz meg?</translation>
    </message>
    <message>
        <source>Open another game</source>
        <extracomment>a button of that question: go on and open the saved game</extracomment>
        <translation>Másik játék megnyitása</translation>
    </message>
    <message>
        <source>Tabibito saved games and autosaves (*.tabibito autosave-*.json);;All files (*)</source>
        <extracomment>the file dialog&apos;s filters, separated by ;; — keep each pattern in brackets as it is</extracomment>
        <translation>Tabibito mentett játékok és automatikus mentések (*.tabibito autosave-*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>File menu: a new game (opens the new-game dialog)</extracomment>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>File menu: open a saved game from a file</extracomment>
        <translation>Meg&amp;nyitás…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>File menu: save the game on screen</extracomment>
        <translation>&amp;Mentés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <extracomment>File menu: save the game on screen under another name</extracomment>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <extracomment>File menu and the top bar: back to the home screen (the game stays resumable)</extracomment>
        <translation>&amp;Kezdőlap</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <extracomment>File menu: the Settings dialog (language, animations, sound)</extracomment>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>File menu: close the app</extracomment>
        <translation>K&amp;ilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: take the last move back</extracomment>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: make a move taken back again</extracomment>
        <translation>&amp;Újra</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <extracomment>Edit menu and the top bar: what the hard computer player would do now</extracomment>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <extracomment>View menu: the window fills the screen</extracomment>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>View menu: leave the screen shown (a replay, the records) for the one before</extracomment>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <extracomment>Help menu: the About dialog</extracomment>
        <translation>A Tabibito &amp;névjegye</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>Help menu: the rules of a game (a game is chosen when none is on screen)</extracomment>
        <translation>&amp;Szabályok</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <extracomment>Help menu: a game&apos;s one-page summary of the rules</extracomment>
        <translation>&amp;Gyorsösszefoglaló</translation>
    </message>
    <message>
        <source>What would the hard computer player do now? (H)</source>
        <extracomment>the tooltip of the Hint action and button; H is its key</extracomment>
        <translation>Mit lépne most a gépi játékos nehéz szinten? (H)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>the menu of games and files</extracomment>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the menu of Undo, Redo and Hint</extracomment>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>the menu of the window&apos;s view</extracomment>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>the menu of the rules and the About dialog</extracomment>
        <translation>&amp;Súgó</translation>
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
        <translation>A fájl nem olvasható. Ellenőrizd, hogy megvan-e még, és van-e jogod megnyitni.</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: its contents are broken</extracomment>
        <translation>Ez a mentett játék sérült, nem tölthető be.</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: the file ends too early</extracomment>
        <translation>Ez a mentett játék hiányos: írás vagy másolás közben megszakadt.</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file that is not a saved game is opened</extracomment>
        <translation>Ez a fájl nem Tabibito-mentés.</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file far too large for a saved game is opened</extracomment>
        <translation>Ez a fájl túl nagy ahhoz, hogy Tabibito-mentés legyen.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game of a newer app version is opened</extracomment>
        <translation>Ezt a játékot a Tabibito egy újabb verziója mentette. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <extracomment>%1 the game&apos;s identifier written in the file (such as &quot;tokaido&quot;)</extracomment>
        <translation>Ez a mentés olyan játékhoz tartozik, amely a Tabibito ezen verziójában nem érhető el (%1).</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <extracomment>%1 the number of the move, counted from 1</extracomment>
        <translation>Ez a mentett játék szabályt sért (%1. lépés), ezért nem játszható vissza.</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>%1: ezt a játékot újabb szabályokkal mentették, mint amelyeket a Tabibito ezen verziója ismer. A megnyitásához frissítsd az alkalmazást.</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game replays to another position than the one it recorded</extracomment>
        <translation>Ez a mentett játék visszajátszva nem a mentett játékot adja ki: módosították, vagy megsérült.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a player&apos;s name is left empty</extracomment>
        <translation>Minden játékosnak adj nevet.</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <extracomment>%1 the largest number of characters</extracomment>
        <translation>A játékos neve legfeljebb %1 karakterből állhat.</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a name holds a tab, a line break or an invisible character</extracomment>
        <translation>A játékos neve nem tartalmazhat vezérlőkaraktert vagy láthatatlan karaktert.</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <extracomment>%1 the game&apos;s title, %2 the option as written on the command line</extracomment>
        <translation>%1: nincs „%2” nevű beállítás.</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <extracomment>%1 the value as written on the command line, %2 the option&apos;s name</extracomment>
        <translation>„%1” nem érvényes érték ehhez a beállításhoz: „%2”.</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <extracomment>%1 what was written on the command line</extracomment>
        <translation>A beállításokat KULCS=ÉRTÉK alakban add meg, ne így: „%1”.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <extracomment>%1 the game&apos;s title, %2 the fewest and %3 the most players, %4 the number asked for</extracomment>
        <translation>%1 – %2–%3 játékossal játszható, %4 játékossal nem.</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <extracomment>%1 the level as written on the command line, %2 the game&apos;s title</extracomment>
        <translation>%2: a gépi játékosoknak nincs „%1” szintje.</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <extracomment>an error of the command line (tabibito simulate --levels): too few or too many levels for the seats</extracomment>
        <translation>Adj meg minden helyhez egy gépi szintet, vagy egyetlen szintet mindegyiknek.</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <extracomment>an error of the command line (tabibito simulate --games 0)</extracomment>
        <translation>A szimulálandó játékok száma legalább egy legyen.</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <extracomment>%1 the game as written on the command line or in a file</extracomment>
        <translation>A Tabibito ezen verziójában nincs „%1” játék.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>on the status line when a player clicks the table while another player is to move</extracomment>
        <translation>Nem te jössz.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>on the status line when a click asks for a move the rules refuse and the game has no more precise reason</extracomment>
        <translation>Ez a lépés most nem megengedett.</translation>
    </message>
    <message>
        <source>There is nothing to confirm yet.</source>
        <extracomment>the shell&apos;s Confirm (a game&apos;s &quot;Next card&quot;, &quot;Go on&quot;) pressed while a decision is still open</extracomment>
        <translation>Még nincs mit megerősíteni.</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <extracomment>on the status line when a player clicks while a computer player is thinking</extracomment>
        <translation>Várj egy kicsit: egy gépi játékos dönt.</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <extracomment>on the status line when a click reaches the table while the hand-off screen asks to pass the device</extracomment>
        <translation>Előbb add át az eszközt a következő játékosnak.</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <extracomment>%1 the system&apos;s reason (such as &quot;Permission denied&quot;), in the system&apos;s language</extracomment>
        <translation>A játékot nem sikerült menteni (%1). A játék folytatódik; próbálj másik mappát.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>%1 nem jeleníthető meg: ebben a verzióban nincs hozzá tábla.</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <extracomment>a dialog when a computer player&apos;s search fails with an internal error; the game stays on screen</extracomment>
        <translation>Egy gépi játékos nem tudott dönteni. Mentsd el a játékot, és jelezd a hibát.</translation>
    </message>
    <message>
        <source>Tabibito cannot write to its folder %1, so games are not saved automatically: use “Save as…” to keep this one.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>A Tabibito nem tud írni a saját mappájába (%1), ezért a játékok nem mentődnek automatikusan: ezt a játékot a „Mentés másként…” paranccsal őrizheted meg.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <extracomment>%1 an internal code of the problem, for a bug report (such as &quot;save.corrupt&quot;)</extracomment>
        <translation>Hiba történt (%1).</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, played by a person at this screen</extracomment>
        <translation>Ember</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the easy level</extracomment>
        <translation>Gép: könnyű</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the normal level</extracomment>
        <translation>Gép: normál</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the hard level</extracomment>
        <translation>Gép: nehéz</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the expert level (above hard)</extracomment>
        <translation>Gép: szakértő</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a new seat gets: %1 the seat&apos;s number, from 1</extracomment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <source>+ Add player %1</source>
        <extracomment>the new-game dialog: in the room of a seat not played, the button that adds it; %1 the seat&apos;s number</extracomment>
        <translation>+ %1. játékos hozzáadása</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <extracomment>the new-game dialog&apos;s window title: %1 the game&apos;s title</extracomment>
        <translation>Új játék: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>the new-game dialog: the heading over the seats</extracomment>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>New to %1? The tutorial teaches it while you play, in about %2 minutes.</source>
        <extracomment>%1 the game&apos;s title, %2 about how many minutes the tutorial takes</extracomment>
        <translation>Még nem ismered: %1? Az oktatóprogram játék közben tanítja meg, nagyjából %2 perc alatt.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>the new-game dialog: the button that starts the game&apos;s tutorial instead</extracomment>
        <translation>Játéktanulás</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the new-game dialog: the heading over the game&apos;s options (expansions, modules, solo level)</extracomment>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>the new-game dialog: the button that starts the game</extracomment>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <extracomment>the new-game dialog: the tooltip of a seat&apos;s name box, whose grey placeholder is the name used when it stays empty</extracomment>
        <translation>Ha üresen hagyod, a szürke név marad</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>Rajzolj egy szakaszt a kártya szimbólumával jelölt állomásig, vagy passzolj.</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>Rajzolj még egy szakaszt egyenesen tovább, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>Tedd meg a lépésedet.</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>Tokió térképét nem sikerült betölteni; telepítsd újra a Tabibitót.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 nyert %n ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
        <translation>
            <numerusform>Közös győzelem %n ponttal: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>Next Station: Tokyo</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>Rajzolj négy metróvonalat Tokión át, kártyáról kártyára.</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>kör</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>háromszög</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>négyzet</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>ötszög</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>kék</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>lila</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>barna</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>zöld vonal</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>Kör szimbólumú állomás</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>Háromszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>Négyzet szimbólumú állomás</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>Ötszög szimbólumú állomás</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Háromszög</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Négyzet</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>Ötszög</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Dzsóker</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Váltó</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>felszíni</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>metró</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>Dzsóker + kettős vágány</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>Dupla állomás</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>Egyenesen tovább</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>A kártya dzsókerként működik: bármilyen szimbólum jó, és a szakaszt egy másik színű szakaszra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>A szakasz a vonalad bármelyik állomásáról indulhat.</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>Az elért állomás kétszer számít a kerületében.</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>Rajzolás után még egy szakaszt rajzolhatsz egyenesen tovább.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>Érd el mind a 8 zöld állomást</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>Legalább 4 állomás, ahol 3 vagy több vonal találkozik</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>Egy állomás, ahol 5 vonal találkozik</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>Állomás mind a 13 kerületben</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>Mind a 8 turistapecsét</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>1. vonal</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>2. vonal</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>3. vonal</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>4. vonal</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>Átszállóhelyek</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>Turistapecsétek</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>Kihagyott zöld állomások</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Célkártyák</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>Szimbólum- és hatáskártyák</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>Közös célkártyák</translation>
    </message>
    <message>
        <source>Advanced module: each round a blue symbol card and an orange effect card are revealed; the first card of that symbol flipped in the round brings the effect. In solo, %1 points off before the rating is read.</source>
        <translation>Haladó modul: minden fordulóban felcsapunk egy kék szimbólumkártyát és egy narancssárga hatáskártyát; a fordulóban elsőként felcsapott, ilyen szimbólumú kártya hozza a hatást. Egyjátékos módban az értékelés előtt %1 pont levonás jár.</translation>
    </message>
    <message>
        <source>Advanced module: two shared objectives are revealed at the start, in sight all game; each one your map meets at the end scores %2 points. In solo, %1 points off before the rating is read.</source>
        <translation>Haladó modul: a játék elején két közös célkártyát fordítunk fel, ezek végig láthatók; minden célkártya, amelyet a lapod a végén teljesít, %2 pontot ér. Egyjátékos módban az értékelés előtt %1 pont levonás jár.</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>sarokkerület</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>szélső kerület</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>belső kerület</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>központi kerület</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Gyakornok</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>Jegyellenőr</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>Metróvezető</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>Állomásfőnök</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>Hálózattervező</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>A tokiói metró legendája</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>Ez a szakasz keresztezne egy már megrajzolt vonalat.</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>A vonalad már érinti ezt az állomást.</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>Ezen az állomáson nem a kártya szimbóluma látható.</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>A szakasz nem haladhat át állomáson.</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>Ezt a két állomást nem köti össze szaggatott vezetővonal.</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>A szakasznak a vonalad egyik végéről kell indulnia.</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>Itt már van szakasz; egy másik színű vonal mentén csak a dzsóker kettős vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>A section may end here when the flipped card shows its symbol or a joker.</source>
        <translation>Ide akkor húzhatsz szakaszt, ha a felcsapott kártyán ennek az állomásnak a szimbóluma vagy dzsóker látható.</translation>
    </message>
    <message>
        <source>A line scores more for every district it visits.</source>
        <translation>Egy vonal minden érintett kerülettel több pontot ér.</translation>
    </message>
    <message>
        <source>Dotted guide: a section may be drawn along it.</source>
        <translation>Szaggatott vezetővonal: ennek mentén rajzolhatsz szakaszt.</translation>
    </message>
    <message>
        <source>The green loop, printed on the map: no line may cross it, and only a double track may run along it.</source>
        <translation>A térképlapra nyomtatott zöld Yamanote-vonal: egy vonal sem keresztezheti, és csak kettős vágány haladhat mentén.</translation>
    </message>
    <message>
        <source>The flipped card: every player draws one section it allows, or passes.</source>
        <translation>A felcsapott állomáskártya: mindenki rajzol egy általa megengedett szakaszt, vagy passzol.</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>Ennek az állomásnak a szimbóluma: %1; a kártyáé: %2.</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>Ez a szakasz keresztezné a zöld vonalat.</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>Ez a szakasz keresztezné a %1 vonalat.</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>A vonalad már érinti ezt az állomást (szimbóluma: %1).</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>A vonalad már halad ezen a szakaszon.</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>Ezen a szakaszon már a %1 vonal halad; mellette csak a dzsóker kettős vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>Ezen a szakaszon már két vonal halad.</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>A zöld vonal mentén csak a dzsóker kettős vágányával haladhatsz.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>Ezt az állomást (szimbóluma: %1) nem köti össze szaggatott vezetővonal a vonalad egyik állomásával sem.</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>Ezt az állomást (szimbóluma: %1) nem köti össze szaggatott vezetővonal a vonalad egyik végével sem.</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>Ez a szakasz áthaladna a köztes állomáson (szimbóluma: %1).</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>A vonaladnak több állomásáról is eljuthatsz ide: kattints arra, amelyikről rajzolni szeretnél.</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>Kattints egy kivilágított állomásra, hogy odáig rajzold a szakaszt.</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>Ehhez a kártyához már megrajzoltad a szakaszt: vond vissza, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>A plusz szakasznak egyenesen kell továbbhaladnia.</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>Ennél a kártyánál már döntöttél.</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>A forduló vonalának egyik állomásáról indulj.</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>%1. vonal · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>Hátralévő metrókártyák: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n kihagyott zöld állomás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <extracomment>the final scores&apos; cell under the row of missed green stations: how many no line reached (the row&apos;s heading names them; the long form ended in &quot;…&quot; in German)</extracomment>
        <translation>
            <numerusform>%n állomás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) still to reach</source>
        <extracomment>on the score sheet while the game is played: green stations no line has reached yet (they cost points only if still unreached at the end)</extracomment>
        <translation>
            <numerusform>%n zöld állomás még elérendő</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>%n turistapecsét</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1 %2 vonala: %n kerület × %3 = %4 pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 (%2): %n district(s) × %3 = %4 points</source>
        <extracomment>the round&apos;s summary over the board: %1 the line&apos;s number (1-4), %2 its pencil colour, %n the districts it crosses, %3 the most stations in one district, %4 points</extracomment>
        <translation>
            <numerusform>%1. vonal (%2): %n kerület × %3 = %4 pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new interchange(s)</source>
        <extracomment>the round&apos;s summary: stations where the line just finished made 3 or more lines meet</extracomment>
        <translation>
            <numerusform>%n új átszállóhely</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new tourist stamp(s)</source>
        <extracomment>the round&apos;s summary: tourist stamps the line just finished earned</extracomment>
        <translation>
            <numerusform>%n új turistapecsét</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared objective(s) met</source>
        <extracomment>the round&apos;s summary: shared objectives the line just finished met</extracomment>
        <translation>
            <numerusform>%n közös célkártya teljesítve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>Értékelés %1 pont alapján: haladó modulonként %2 ponttal kevesebb (%n modul).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points − %2 for %n advanced module(s) = %3, in the band %4.</source>
        <extracomment>under a solo result with advanced modules: %1 the score, %2 the points taken off, %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band (&quot;136–150&quot;)</extracomment>
        <translation>
            <numerusform>%1 pont − %2 pont %n haladó modulért = %3 pont (sáv: %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more point(s) for %1.</source>
        <extracomment>the last line of a solo result: %n points more (rated) would have reached the next rating, %1 its title</extracomment>
        <translation>
            <numerusform>Még %n pont kellett volna ehhez: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>Ezt az állomást (szimbóluma: %1) nem köti össze szaggatott vezetővonal a vonalad egyik végével sem (szimbólum: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interchange: %n line(s) meet here.</source>
        <extracomment>station tooltip on the shown sheet: %n how many lines (the green loop counted) meet</extracomment>
        <translation>
            <numerusform>Átszállóhely: itt %n vonal találkozik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If no line reaches it, it costs %n point(s) at the end.</source>
        <extracomment>tooltip of a green station: %n the points lost if no line reaches it by the end</extracomment>
        <translation>
            <numerusform>Ha egy vonal sem éri el, a játék végén %n pontot veszítesz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>%1. forduló kezdődik.</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>%1. forduló kezdődik. Az első %2 szimbólumú kártya hatása: „%3”.</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>Felcsapott kártya: %1 (%2). %3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rajzolt egy %2 szakaszt kettős vágányon egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1 rajzolt egy %2 szakaszt egy %3 szimbólumú állomásig.</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1 passzolt.</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>„%1” érvényes erre a %2 szimbólumú kártyára.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log: a change to a row of the score sheet as a section is drawn: %1 a player, %2 the row (&quot;Interchanges&quot;, &quot;Line 2&quot;); the points follow (&quot;Ann — Interchanges: 5 points&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Vége a játéknak. %1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>%1 térképlapja</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>Kattints, hogy idáig rajzold a szakaszt.</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>Kattints, hogy innen induljon a szakasz.</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>Ezzel a kártyával nem rajzolhatsz szakaszt: passzolj.</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>Erről az állomásról ezzel a kártyával nem rajzolhatsz szakaszt.</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>Egyenesen tovább: rajzolhatsz még egy szakaszt ugyanabba az irányba, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>Egyenesen tovább: előtted el van zárva az út. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>Szakasz megrajzolva. A Visszavonás gombbal visszaveheted, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>Szakasz megrajzolva. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>A zöld vonalon</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>A %1 vonal kezdőállomása</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Megszerezve</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>Kezdőállomás: %1. vonal (%2 ceruza)</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>All four lines are drawn. Your solo rating is above, each line&apos;s score below.</source>
        <translation>Mind a négy vonal elkészült. Fent a szólóértékelésed, lent az egyes vonalak pontszáma látható.</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>Mind a négy vonal elkészült. Válassz lent egy lapot a térképek összehasonlításához.</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>%1 ceruza: %2. vonal</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>Bármilyen szimbólum; a szakaszt egy másik színű vonalra is rárajzolhatod.</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>Váltó: indulj a vonalad bármelyik állomásáról.</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>A váltó túl korán jött a fordulóban: nincs elágazás.</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>Állomások 3 vonallal: %1 (egyenként %4 pont)
4 vonallal: %2 (egyenként %5 pont)
5 vonallal: %3 (egyenként %6 pont)</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>Első %1 szimbólumú kártya: %2. %3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>Passzoltál. A Visszavonás gombbal visszavonhatod, vagy lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>Passzoltál. Lépj a következő kártyára.</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>Erre a kártyára érvényes.</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>Ebben a fordulóban már érvényesült.</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>A kártyája még nem fordult fel.</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>Közös célkártya: a pontjait minden lap megkapja, amelyik teljesíti.</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>A forduló eddigi kártyái:</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>Ezzel a kártyával nem rajzolsz semmit.</translation>
    </message>
    <message>
        <source>Space and Enter never pass while a section can be drawn: click Pass, or reach it with Tab.</source>
        <translation>Amíg szakaszt rajzolhatsz, a szóköz és az Enter sosem passzol: kattints a „Passz” gombra, vagy lépj rá a Tab billentyűvel.</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Következő kártya</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>Megtartod a szakaszt, és felcsapod a következő kártyát.</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>Visszaveszed a szakaszodat (a következő kártya felcsapásáig lehetséges).</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pontozólap</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>Térképlap:</translation>
    </message>
    <message>
        <source>Every green station your lines have not reached yet counts −%1, so the total starts below zero and rises as your lines reach them.</source>
        <extracomment>tooltip of the score sheet&apos;s total while the game is played; %1 the points a missed green station costs</extracomment>
        <translation>Minden zöld állomás, amelyet a vonalaid még nem értek el, −%1 pontot ér, így az összpontszám nulla alól indul, és nő, ahogy a vonalaid elérik őket.</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1 alatt</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1 fölött</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>Szólóértékelés: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a solo rating with its band of scores: %1 the title (&quot;Trainee&quot;), %2 the band (&quot;below 90&quot;, &quot;136–150&quot;, &quot;above 150&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Solo rating</source>
        <translation>Szólóértékelés</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>A gépi játékosok rajzolnak…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>Egy másik játékos lapját nézed.</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>Várakozás a többi játékosra.</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>Az utolsó forduló kártyái:</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>Kétszer számít a kerületében (dupla állomás).</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n kerület</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%n állomás (a legtöbb egy kerületben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
        <translation>
            <numerusform>%1: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turistapecsét: %n pont, ha van átszállóhely ebben a sarokkerületben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>Turistapecsét: %n pont, ha van átszállóhely ebben a szélső kerületben</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>METRÓ</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>Célkártya teljesítve!</translation>
    </message>
    <message>
        <source>Five-line interchange</source>
        <translation>Ötvonalas átszállóhely</translation>
    </message>
    <message>
        <source>Every tourist stamp</source>
        <translation>Minden turistapecsét</translation>
    </message>
    <message>
        <source>Around the green loop</source>
        <translation>Körbe a zöld vonalon</translation>
    </message>
    <message>
        <source>All of Tokyo</source>
        <translation>Egész Tokió</translation>
    </message>
    <message>
        <source>City of interchanges</source>
        <translation>Az átszállóhelyek városa</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>Fővonal</translation>
    </message>
    <message>
        <source>No pencil wasted</source>
        <translation>Egy vonás sem veszett kárba</translation>
    </message>
    <message>
        <source>Both objectives</source>
        <translation>Mindkét célkártya</translation>
    </message>
    <message>
        <source>A hundred points</source>
        <translation>Száz pont</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Build a station where 5 lines meet.</source>
        <translation>Építs egy állomást, ahol 5 vonal találkozik.</translation>
    </message>
    <message>
        <source>Reach all 8 tourist stamps.</source>
        <translation>Érd el mind a 8 turistapecsétet.</translation>
    </message>
    <message>
        <source>Reach all 8 green stations.</source>
        <translation>Érd el mind a 8 zöld állomást.</translation>
    </message>
    <message>
        <source>Have a station in each of the 13 districts.</source>
        <translation>Legyen állomásod mind a 13 kerületben.</translation>
    </message>
    <message>
        <source>Have at least 4 stations where 3 or more lines meet.</source>
        <translation>Legyen legalább 4 állomásod, ahol 3 vagy több vonal találkozik.</translation>
    </message>
    <message>
        <source>Score 30 points or more with one line.</source>
        <translation>Szerezz legalább 30 pontot egyetlen vonallal.</translation>
    </message>
    <message>
        <source>Score 10 points or more with each of your four lines.</source>
        <translation>Szerezz legalább 10 pontot mind a négy vonaladdal.</translation>
    </message>
    <message>
        <source>Playing with the shared objectives, meet both of them.</source>
        <translation>Közös célkártyákkal játszva teljesítsd mindkettőt.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Szerezz legalább 100 pontot.</translation>
    </message>
    <message>
        <source>Playing alone, reach the best solo rating.</source>
        <translation>Egyedül játszva érd el a legjobb szólóértékelést.</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <extracomment>heading of the summary over the board when a round ends: %1 the round (1-4)</extracomment>
        <translation>%1. forduló vége</translation>
    </message>
    <message>
        <source>Next: line %1 with the %2 pencil</source>
        <extracomment>the summary&apos;s last line: the pencil of the next round. %1 the line&apos;s number (2-4), %2 a pencil colour</extracomment>
        <translation>Következik: %1. vonal, %2 ceruza</translation>
    </message>
    <message>
        <source>The other players&apos; lines:</source>
        <extracomment>in a game of several players, above the other players&apos; line scores of this round</extracomment>
        <translation>A többiek vonalai:</translation>
    </message>
    <message>
        <source>Click or press a key to go on</source>
        <extracomment>at the foot of the round&apos;s summary: it closes by itself, or at once on a click or key</extracomment>
        <translation>Kattints vagy nyomj meg egy billentyűt a folytatáshoz</translation>
    </message>
</context>
<context>
    <name>NextStationHints</name>
    <message numerus="yes">
        <source>+%n point(s) now</source>
        <extracomment>the points a hinted move brings at once (never negative); the start of the hint&apos;s second sentence, inserted as %1 into the set-up sentences</extracomment>
        <translation>
            <numerusform>Most +%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines meet at this station</source>
        <extracomment>why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the station it reaches, which scores as an interchange</extracomment>
        <translation>
            <numerusform>ezen az állomáson %n vonal találkozik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a %2 card next would add %n more point(s).</source>
        <extracomment>the hint&apos;s set-up: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %2 a symbol (of a card), %n the points the best section for such a card would add after this move</extracomment>
        <translation>
            <numerusform>%1; ha a következő kártya %2 szimbólumú, még %n pontot hozhat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a joker next would add %n more point(s).</source>
        <extracomment>like &quot;a %2 card next…&quot;: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the points the best section for a joker would add after this move</extracomment>
        <translation>
            <numerusform>%1; ha a következő kártya dzsóker, még %n pontot hozhat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; your line keeps %n way(s) open for the next card.</source>
        <extracomment>the hint&apos;s set-up when no card would add points next: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the sections (any symbol) the line&apos;s ends could take next</extracomment>
        <translation>
            <numerusform>%1; a vonaladnak %n útja marad nyitva a következő kártyára.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best section would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint passes although a section would score: %n its points now</extracomment>
        <translation>
            <numerusform>a legjobb szakasz most csak %n pontot hozna, és elrontaná a jobbakat a következő kártyáknál</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the section straight on would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint stops instead of going straight on: %n the points that section would gain now</extracomment>
        <translation>
            <numerusform>az egyenesen továbbvezető szakasz most csak %n pontot hozna, és elrontaná a jobbakat a következő kártyáknál</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s), now and from the cards to come</source>
        <extracomment>hint, a move&apos;s worth as the computer player counts it: %n the points it brings now and those the cards to come are expected to add with it</extracomment>
        <translation>
            <numerusform>nagyjából %n pont, most és a következő kártyákkal együtt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <extracomment>hint: what the best other move would bring at once, in brackets (&quot;would bring more now (+5 points)&quot;)</extracomment>
        <translation>
            <numerusform>+%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <extracomment>hint, the best other move&apos;s worth as the computer player counts it (after &quot;about 12 points, now and from the cards to come, against&quot;)</extracomment>
        <translation>
            <numerusform>nagyjából %n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Go straight on to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;); the section the &quot;Straight on&quot; effect allows</extracomment>
        <translation>Egyenesen tovább a %2ben lévő %1 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>Branch off at the %1 station and draw to the %2 station in the %3</source>
        <extracomment>the hinted move with the switch: %1 a symbol (of the station of the line it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>Ágazz el a vonalad %1 szimbólumú állomásánál, és rajzolj a %3ben lévő %2 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the green loop</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind; the section doubles an arc of the green loop (a joker&apos;s double track)</extracomment>
        <translation>Rajzolj kettős vágányon a zöld vonal mentén a %2ben lévő %1 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the %3 line</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil colour (of the line the section doubles with a joker&apos;s double track)</extracomment>
        <translation>Rajzolj kettős vágányon a %3 vonal mentén a %2ben lévő %1 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>Draw from the %1 station to the %2 station in the %3</source>
        <extracomment>the hinted move when both ends of the line reach the station: %1 a symbol (of the end it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>Rajzolj a vonalad %1 szimbólumú végétől a %3ben lévő %2 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;)</extracomment>
        <translation>Rajzolj a %2ben lévő %1 szimbólumú állomásig</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this corner district&apos;s tourist stamp</source>
        <translation>ezzel ott átszállóhely lesz, és megszerzed ennek a sarokkerületnek a turistapecsétjét</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this edge district&apos;s tourist stamp</source>
        <translation>ezzel ott átszállóhely lesz, és megszerzed ennek a szélső kerületnek a turistapecsétjét</translation>
    </message>
    <message>
        <source>it reaches a green station, which no longer costs −%1 at the end</source>
        <extracomment>why a section is hinted: %1 the points a green station no line reaches costs</extracomment>
        <translation>elér egy zöld állomást, így az a játék végén már nem ér −%1 pontot</translation>
    </message>
    <message>
        <source>it achieves the shared objective “%1”</source>
        <extracomment>why a section is hinted: %1 a shared objective (&quot;Reach all 8 green stations&quot;)</extracomment>
        <translation>teljesíti ezt a közös célkártyát: „%1”</translation>
    </message>
    <message>
        <source>your line leaves its departure station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, as the line scores with this first section</extracomment>
        <translation>a vonalad elhagyja a kezdőállomását (%1 × %2)</translation>
    </message>
    <message>
        <source>your line enters a new district (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, with this section</extracomment>
        <translation>a vonalad új kerületbe ér (%1 × %2)</translation>
    </message>
    <message>
        <source>the double station counts twice in its district (%1 × %2)</source>
        <extracomment>the &quot;Double station&quot; effect: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>a dupla állomás kétszer számít a kerületében (%1 × %2)</translation>
    </message>
    <message>
        <source>your line&apos;s busiest district gains a station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>a vonalad legtöbb állomású kerülete egy állomással bővül (%1 × %2)</translation>
    </message>
    <message>
        <source>it meets your %1 line there; a third line later would score this interchange</source>
        <extracomment>why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line at the station reached)</extracomment>
        <translation>ott találkozik a %1 vonaladdal; egy harmadik vonallal később pontot ér ez az átszállóhely</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the way a section leads on the sheet (north is up), inserted as %2 in &quot;%1, heading %2&quot; (&quot;Draw to the square station in the edge district, heading north&quot;)</extracomment>
        <translation>észak</translation>
    </message>
    <message>
        <source>north-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot; (&quot;…, heading north-east&quot;)</extracomment>
        <translation>északkelet</translation>
    </message>
    <message>
        <source>east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>kelet</translation>
    </message>
    <message>
        <source>south-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>délkelet</translation>
    </message>
    <message>
        <source>south</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>dél</translation>
    </message>
    <message>
        <source>south-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>délnyugat</translation>
    </message>
    <message>
        <source>west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>nyugat</translation>
    </message>
    <message>
        <source>north-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>északnyugat</translation>
    </message>
    <message>
        <source>No points now</source>
        <extracomment>the start of the hint&apos;s second sentence when the move brings nothing at once</extracomment>
        <translation>Most nincs pont</translation>
    </message>
    <message>
        <source>%1; then you may go straight on.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the &quot;Straight on&quot; effect lets the seat draw one more section in the same direction</extracomment>
        <translation>%1; utána egyenesen továbbrajzolhatsz.</translation>
    </message>
    <message>
        <source>%1; this is the last card of the round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the fifth subway card is flipped</extracomment>
        <translation>%1; ez a forduló utolsó kártyája.</translation>
    </message>
    <message>
        <source>%1; your line cannot grow any further this round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; no section can leave the line&apos;s ends any more</extracomment>
        <translation>%1; a vonalad ebben a fordulóban már nem bővülhet.</translation>
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
        <translation>%1, a vonalad másik végétől</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <extracomment>a move&apos;s name when another would read alike: %1 the name (&quot;Draw to the square station in the edge district&quot;), %2 the way the section leads on the map (&quot;north-east&quot;)</extracomment>
        <translation>%1, %2 felé</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the hinted move: drawing nothing with this card (the Pass button)</extracomment>
        <translation>Passz</translation>
    </message>
    <message>
        <source>no section can be drawn with this card</source>
        <translation>ezzel a kártyával nem rajzolható szakasz</translation>
    </message>
    <message>
        <source>no section gains a point with this card; keep your line&apos;s ends for a better one</source>
        <translation>ezzel a kártyával egy szakasz sem hoz pontot; tartsd meg a vonalad végeit egy jobb kártyára</translation>
    </message>
    <message>
        <source>Stop here</source>
        <extracomment>the hinted move: not drawing the extra section of &quot;Straight on&quot; (the Next card button)</extracomment>
        <translation>Állj meg itt</translation>
    </message>
    <message>
        <source>the way straight on is blocked</source>
        <translation>az egyenesen továbbvezető út el van zárva</translation>
    </message>
    <message>
        <source>the section straight on would gain nothing</source>
        <translation>az egyenesen továbbvezető szakasz nem hozna semmit</translation>
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
        <translation>Nyomd meg a &lt;b&gt;Következő kártya&lt;/b&gt; gombot, és felcsapod a következő kártyát.</translation>
    </message>
    <message>
        <source>That was the fifth subway card, so the round ends with this turn. Press &lt;b&gt;Next card&lt;/b&gt; to score your line.</source>
        <extracomment>Next Station tutorial: the lesson after the fifth subway card of a round; its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>Ez volt az ötödik metrókártya, tehát ez a forduló utolsó kártyája. Nyomd meg a &lt;b&gt;Következő kártya&lt;/b&gt; gombot, és pontozd a vonaladat.</translation>
    </message>
    <message>
        <source>That section is allowed, but the next lessons build on the one in the ring: draw that one.</source>
        <extracomment>Next Station tutorial: the note shown when the learner draws another legal section than the one in the lesson&apos;s ring.</extracomment>
        <translation>Ez a szakasz is szabályos, de a következő leckék a gyűrűben lévőre épülnek: azt rajzold meg.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokyo!&lt;/b&gt; In four rounds you draw four subway lines on your map sheet, one line per round, each with another pencil. Station cards tell you where to draw.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Üdv Tokióban!&lt;/b&gt; Négy forduló alatt négy metróvonalat rajzolsz a térképlapodra, fordulónként egyet, mindegyiket más színes ceruzával. Az állomáskártyák mutatják meg, hová rajzolj.</translation>
    </message>
    <message>
        <source>This is the flipped card: a circle. Its symbol says where your next section must end: at a station showing that symbol.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card.</extracomment>
        <translation>Ez a felcsapott kártya: egy kör. A szimbóluma megmutatja, hol kell végződnie a következő szakasznak: egy ilyen szimbólumú állomáson.</translation>
    </message>
    <message>
        <source>Your blue line starts at the blue departure station. The lit station beside it shows a circle: click it to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>A kék vonalad a kék kezdőállomásról indul. A mellette kivilágított állomáson kör van: kattints rá, és megrajzolod az első szakaszodat.</translation>
    </message>
    <message>
        <source>Not yet: click the lit circle station to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Még ne: kattints a kivilágított kör szimbólumú állomásra, és rajzold meg az első szakaszodat.</translation>
    </message>
    <message>
        <source>Well drawn! Once you have drawn or passed, press &lt;b&gt;Next card&lt;/b&gt; to flip the next one.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Szép vonal! Ha rajzoltál vagy passzoltál, nyomd meg a &lt;b&gt;Következő kártya&lt;/b&gt; gombot, és felcsapod a következőt.</translation>
    </message>
    <message>
        <source>A triangle with a red band: a &lt;b&gt;subway card&lt;/b&gt;. The round ends with the fifth subway card; the dots beside the card show how many are still to come.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy háromszög piros sávval: ez egy &lt;b&gt;metrókártya&lt;/b&gt;. A forduló az ötödik metrókártyával ér véget; a kártya melletti pöttyök mutatják, hány van még hátra.</translation>
    </message>
    <message>
        <source>Your line has two ends now, and every section starts at one of them. Draw the triangle in the ring, from the green station into the centre district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>A vonaladnak most két vége van, és minden szakasz valamelyikből indul. Rajzold meg a gyűrűben lévő háromszöget a zöld állomástól a központi kerületbe.</translation>
    </message>
    <message>
        <source>A pentagon. Drawing is never required: passing keeps your line ends free for a better card. Press &lt;b&gt;Pass&lt;/b&gt; this time.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy ötszög. Rajzolni sosem kötelező: ha passzolsz, a vonalad végei szabadok maradnak egy jobb kártyára. Most nyomd meg a &lt;b&gt;Passz&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>This lesson is about passing: press &lt;b&gt;Pass&lt;/b&gt; instead of drawing.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Ez a lecke a passzolásról szól: rajzolás helyett nyomd meg a &lt;b&gt;Passz&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>A section follows a dotted guide, one straight stroke to the next station: it never runs through a station. Draw the circle in the ring.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>A szakasz egy szaggatott vezetővonalat követ, egyetlen egyenes vonással a következő állomásig: sosem halad át állomáson. Rajzold meg a gyűrűben lévő kört.</translation>
    </message>
    <message>
        <source>Every district your line visits makes it score more. Draw the triangle in the ring: that green station lies in a new district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Minden kerület, amelyet a vonalad érint, több pontot hoz. Rajzold meg a gyűrűben lévő háromszöget: az a zöld állomás egy új kerületben van.</translation>
    </message>
    <message>
        <source>Your line grows at either end. Draw the square in the ring, from the departure station.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>A vonalad mindkét végén nőhet. Rajzold meg a gyűrűben lévő négyzetet a kezdőállomásról.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;joker&lt;/b&gt;: you choose any symbol, so stations of every symbol are lit. Draw the section in the ring, to the triangle in the edge district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy &lt;b&gt;dzsóker&lt;/b&gt;: bármelyik szimbólumot választhatod, ezért minden szimbólumú állomás ki van világítva. Rajzold meg a gyűrűben lévő szakaszt a szélső kerület háromszögéig.</translation>
    </message>
    <message>
        <source>Your blue line is scored in the first box of your score sheet: the districts it visits times its most stations in one district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the score sheet&apos;s line box.</extracomment>
        <translation>A kék vonalad pontszáma a pontozólapod első mezőjébe kerül: az érintett kerületek száma szorozva azzal, hogy egy kerületben legfeljebb hány állomása van.</translation>
    </message>
    <message>
        <source>A new round, a new pencil: each round you draw a new line in another colour, and the deck is shuffled again. Your pink line starts at the pink departure station.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>Új forduló, új színes ceruza: minden fordulóban új vonalat rajzolsz egy másik színnel, és a kártyákat újrakeverjük. A rózsaszín vonalad a rózsaszín kezdőállomásról indul.</translation>
    </message>
    <message>
        <source>The card is a pentagon, yet the ringed pentagon is not lit: that section would cross your blue line. Sections never cross a line, the green loop included.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>A kártya ötszög, a gyűrűben lévő ötszög mégsincs kivilágítva: ez a szakasz keresztezné a kék vonaladat. A szakaszok sosem kereszteznek vonalat, a zöld vonalat sem.</translation>
    </message>
    <message>
        <source>Draw to the other pentagon, the lit one on the green loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Rajzolj a másik ötszöghöz, a zöld vonalon lévő kivilágított ötszöghöz.</translation>
    </message>
    <message>
        <source>Draw to the lit pentagon first.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Előbb rajzolj a kivilágított ötszöghöz.</translation>
    </message>
    <message>
        <source>Draw the triangle in the ring, into the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Rajzold meg a gyűrűben lévő háromszöget a szélső kerületbe.</translation>
    </message>
    <message>
        <source>Lines may share stations. Draw the triangle in the ring, to where your blue line meets the green loop: a station where lines meet is an &lt;b&gt;interchange&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A vonalak közösen használhatnak állomásokat. Rajzold meg a gyűrűben lévő háromszöget oda, ahol a kék vonalad a zöld vonallal találkozik: az az állomás, ahol vonalak találkoznak, &lt;b&gt;átszállóhely&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A square, yet the ringed square is not lit: your pink line already visits it. A line never comes back to one of its stations, so it never closes into a loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>Egy négyzet, a gyűrűben lévő négyzet mégsincs kivilágítva: a rózsaszín vonalad már érinti ezt az állomást. Egy vonal sosem tér vissza a saját állomásaira, így sosem zárul körbe.</translation>
    </message>
    <message>
        <source>Draw the square in the ring, on from your line&apos;s end in the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Rajzold meg a gyűrűben lévő négyzetet, tovább a vonalad szélső kerületbeli végétől.</translation>
    </message>
    <message>
        <source>A joker brings &lt;b&gt;double track&lt;/b&gt;: one section may run on top of a section of another colour, or along the green loop. Draw the section in the ring, along your blue line.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A dzsóker &lt;b&gt;kettős vágányt&lt;/b&gt; ad: egy szakasz futhat egy másik színű szakaszon vagy a zöld vonal mentén. Rajzold meg a gyűrűben lévő szakaszt a kék vonalad mentén.</translation>
    </message>
    <message>
        <source>Your pink and blue lines now meet in this edge district: it earns its &lt;b&gt;tourist stamp&lt;/b&gt;. Press &lt;b&gt;Next card&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A rózsaszín és a kék vonalad most találkozik ebben a szélső kerületben: így megkapod a kerület &lt;b&gt;turistapecsétjét&lt;/b&gt;. Nyomd meg a &lt;b&gt;Következő kártya&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;switch&lt;/b&gt;! The card flipped with it gives the symbol, a circle, and this time a section may start at any station of your line. (As the 1st or 2nd card of a round the switch does nothing.)</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;váltó&lt;/b&gt;! A vele együtt felcsapott kártya adja a szimbólumot, egy kört, és most egy szakasz a vonalad bármelyik állomásáról indulhat. (A forduló 1. vagy 2. kártyájaként a váltó hatástalan.)</translation>
    </message>
    <message>
        <source>Start in the middle of your line: draw the circle in the ring, from the interchange. Your line branches and gets one more end.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>Indulj a vonalad közepéről: rajzold meg a gyűrűben lévő kört az átszállóhelytől. A vonalad elágazik, és eggyel több vége lesz.</translation>
    </message>
    <message>
        <source>Use the switch: draw the circle in the ring, from the interchange in the middle of your line.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Használd a váltót: rajzold meg a gyűrűben lévő kört a vonalad közepén lévő átszállóhelytől.</translation>
    </message>
    <message>
        <source>Now your score sheet. &lt;b&gt;Interchanges&lt;/b&gt;: each station where 3 lines meet scores 5 points, 4 lines 15, 5 lines 30. The green loop counts as a line.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the interchanges. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Most jön a pontozólap. &lt;b&gt;Átszállóhelyek&lt;/b&gt;: minden állomás, ahol 3 vonal találkozik, 5 pontot ér, 4 vonallal 15-öt, 5 vonallal 30-at. A zöld vonal is vonalnak számít.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tourist stamps&lt;/b&gt;: an edge district with an interchange (two lines or more) scores 5 points, a corner district 10.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the stamps. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Turistapecsétek&lt;/b&gt;: egy szélső kerület, amelyben van átszállóhely (legalább két vonallal), 5 pontot ér, egy sarokkerület 10-et.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missed green&lt;/b&gt;: every green station that none of your lines reaches costs 3 points at the end.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the missed green. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Kihagyott zöld állomások&lt;/b&gt;: minden zöld állomás, amelyet egyik vonalad sem ér el, a játék végén 3 pontba kerül.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Objectives&lt;/b&gt; score only with the option Shared objectives, which this game leaves out.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the objectives. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;célkártyák&lt;/b&gt; csak a Közös célkártyák opcióval érnek pontot; ez a játék nélküle zajlik.</translation>
    </message>
    <message>
        <source>Round 3, with the purple pencil: now it is your game. Draw or pass on each card as you like until the round ends.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>3. forduló, lila ceruzával: most már te döntesz. Minden kártyánál rajzolj vagy passzolj kedved szerint, amíg a forduló véget nem ér.</translation>
    </message>
    <message>
        <source>Click a lit station to draw, or pass; then press &lt;b&gt;Next card&lt;/b&gt;. Watch for the switch in this round!</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Kattints egy kivilágított állomásra, vagy passzolj; aztán nyomd meg a &lt;b&gt;Következő kártya&lt;/b&gt; gombot. Figyelj, ebben a fordulóban jön a váltó!</translation>
    </message>
    <message>
        <source>The last round: the brown line starts at the brown departure station. Try to reach the green stations still missing, and to make interchanges of three lines or more.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the departure station.</extracomment>
        <translation>Az utolsó forduló: a barna vonal a barna kezdőállomásról indul. Próbáld elérni a még hiányzó zöld állomásokat, és hozz létre legalább háromvonalas átszállóhelyeket.</translation>
    </message>
    <message>
        <source>Play the last round as you like.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Játszd le az utolsó fordulót kedved szerint.</translation>
    </message>
    <message>
        <source>The game is over. The final table adds up your four lines, the interchanges and the tourist stamps, less the missed green stations.</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Vége a játéknak. A végső táblázat összeadja a négy vonalad, az átszállóhelyek és a turistapecsétek pontjait, és levonja a kihagyott zöld állomásokat.</translation>
    </message>
    <message>
        <source>Alone, you play against the rating table: your title says how well you did. Now you know every rule of the base game!</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Egyedül az értékelőtáblázat ellen játszol: a címed mutatja, milyen jól ment. Most már ismered az alapjáték összes szabályát!</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Your records were damaged: they are kept aside as “%1”, and new ones were made from your saved games.</source>
        <extracomment>%1 the path of the damaged file, kept beside the new one</extracomment>
        <translation>Az eredményeid megsérültek: félretettük őket „%1” néven, és a mentett játszmáidból újakat készítettünk.</translation>
    </message>
    <message>
        <source>Your records are in use by another copy of Tabibito and cannot be read or added to just now; your saved games are safe.</source>
        <extracomment>on the Records screen and after a game, when another running copy of the app holds the records database</extracomment>
        <translation>Az eredményeidet egy másik futó Tabibito használja, ezért most nem olvashatók és nem bővíthetők; a mentett játszmáid biztonságban vannak.</translation>
    </message>
    <message>
        <source>There is already a player called %1: choose another name.</source>
        <extracomment>%1 the name asked for</extracomment>
        <translation>Már van %1 nevű játékos: válassz másik nevet.</translation>
    </message>
    <message>
        <source>That player is no longer in the records.</source>
        <extracomment>when a player renamed or opened on the Records screen was removed meanwhile</extracomment>
        <translation>Ez a játékos már nem szerepel az eredmények között.</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <extracomment>the title of the Records screen&apos;s rename box</extracomment>
        <translation>Játékos átnevezése</translation>
    </message>
    <message>
        <source>A new name for %1:</source>
        <extracomment>the rename box&apos;s label: %1 the player&apos;s present name</extracomment>
        <translation>%1 új neve:</translation>
    </message>
    <message>
        <source>%1 is now called %2; their games are kept.</source>
        <extracomment>%1 the old name, %2 the new name</extracomment>
        <translation>%1 mostantól %2; a játszmái megmaradnak.</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>the title of the file dialog of the Records screen&apos;s Export CSV…</extracomment>
        <translation>Előzmények exportálása</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>that dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>CSV-fájlok (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Az előzményeket nem sikerült a(z) „%1” fájlba írni.</translation>
    </message>
    <message>
        <source>The history was written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>Az előzmények a(z) „%1” fájlba kerültek.</translation>
    </message>
    <message>
        <source>Against the easy computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against easy computer players</extracomment>
        <translation>A gép ellen (könnyű)</translation>
    </message>
    <message>
        <source>Against the normal computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against normal computer players</extracomment>
        <translation>A gép ellen (normál)</translation>
    </message>
    <message>
        <source>Against the hard computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against hard computer players</extracomment>
        <translation>A gép ellen (nehéz)</translation>
    </message>
    <message>
        <source>Against the expert computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against expert computer players</extracomment>
        <translation>A gép ellen (szakértő)</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a time spent playing: %1 minutes</extracomment>
        <translation>%1 perc</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a time spent playing: %1 hours, %2 minutes (two digits)</extracomment>
        <translation>%1 óra %2 perc</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>a cell of the records: %1 games won, %2 games played</extracomment>
        <translation>%2 játszmából %1 nyert</translation>
    </message>
    <message>
        <source>Against people</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against human players only</extracomment>
        <translation>Emberek ellen</translation>
    </message>
</context>
<context>
    <name>RecordsCharts</name>
    <message>
        <source>Scores over time</source>
        <extracomment>the Records screen: the title of the chart of a player&apos;s scores game by game</extracomment>
        <translation>Pontszámok az idő múlásával</translation>
    </message>
    <message>
        <source>Scores over time: the latest %1 games</source>
        <extracomment>a chart&apos;s title: %1 how many games it shows</extracomment>
        <translation>Pontszámok alakulása: az utolsó %1 játszma</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>that chart&apos;s legend: the line of scores</extracomment>
        <translation>Pontszám</translation>
    </message>
    <message>
        <source>Win</source>
        <extracomment>that chart&apos;s legend: the marks of games won</extracomment>
        <translation>Győzelem</translation>
    </message>
    <message>
        <source>Mean of the last five</source>
        <extracomment>that chart&apos;s legend: the moving mean over the last five games</extracomment>
        <translation>Az utolsó öt átlaga</translation>
    </message>
    <message>
        <source>Latest score by category</source>
        <extracomment>the Records screen: the title of the chart of the latest game&apos;s score by category</extracomment>
        <translation>A legutóbbi pontszám kategóriánként</translation>
    </message>
    <message>
        <source>Latest game</source>
        <extracomment>that chart&apos;s legend: the bars of the latest game</extracomment>
        <translation>Legutóbbi játszma</translation>
    </message>
    <message>
        <source>Your average</source>
        <extracomment>that chart&apos;s legend: the bars of the player&apos;s average per category</extracomment>
        <translation>Az átlagod</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <extracomment>the Records screen: the title of the chart of wins against people and each computer level</extracomment>
        <translation>Győzelmi arány ellenfelenként</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <extracomment>that chart&apos;s legend: the share of games won, in per cent</extracomment>
        <translation>Megnyert játszmák (%)</translation>
    </message>
    <message>
        <source>Solo rating over time</source>
        <extracomment>the Records screen (Next Station): the title of the chart of solo ratings game by game</extracomment>
        <translation>A szólóértékelés alakulása</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <source>Everyone</source>
        <extracomment>the Records screen: the first entry of the player filter, the table of everyone who played</extracomment>
        <translation>Mindenki</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>the Records screen: the first entry of the game filter</extracomment>
        <translation>Minden játék</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <extracomment>the Records screen before any game has been finished</extracomment>
        <translation>Még nincs rögzített játszma.</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the heading of the Records screen (reached from the home screen)</extracomment>
        <translation>Eredmények</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the Records screen&apos;s button back to the home screen</extracomment>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>the Records screen: the label of the player filter (&amp; marks the shortcut letter)</extracomment>
        <translation>&amp;Játékos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the Records screen: the label of the game filter (&amp; marks the shortcut letter)</extracomment>
        <translation>J&amp;áték</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>the Records screen&apos;s button that writes the history to a CSV file</extracomment>
        <translation>CSV-exportálás…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>the Records screen&apos;s button that renames the chosen player</extracomment>
        <translation>Átnevezés…</translation>
    </message>
    <message>
        <source>Give this player another name; their games stay theirs.</source>
        <extracomment>the tooltip of the Records screen&apos;s Rename button</extracomment>
        <translation>Adj más nevet ennek a játékosnak; a játszmái az övéi maradnak.</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>the Records screen: the heading of the list of recent games</extracomment>
        <translation>Legutóbbi játszmák</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>the Records screen, recent games: the column of dates</extracomment>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the Records screen, recent games: the column of game titles</extracomment>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>the Records screen, recent games: the column listing each player with their score</extracomment>
        <translation>Játékosok és pontok</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>the Records screen, recent games: the column of how long each game took</extracomment>
        <translation>Időtartam</translation>
    </message>
    <message>
        <source>Open the game</source>
        <extracomment>the Records screen&apos;s button that opens the chosen game on its final scores</extracomment>
        <translation>Játszma megnyitása</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: step through it with the arrows.</source>
        <extracomment>the status line when a click on the board of a replay asks for a move</extracomment>
        <translation>Ez egy visszajátszás: a nyilakkal lépkedhetsz benne.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>the replay bar&apos;s line before the first move</extracomment>
        <translation>A játszma kezdete</translation>
    </message>
    <message>
        <source>%1 decided</source>
        <extracomment>the replay bar&apos;s line for a move the log has no words for: %1 the player</extracomment>
        <translation>%1 döntött</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <extracomment>the replay bar&apos;s button that leaves the replay for the final scores</extracomment>
        <translation>Vissza a pontszámokhoz</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s start; Home is its key</extracomment>
        <translation>Az elejére (Home)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move back; ← is its key</extracomment>
        <translation>Egy lépéssel vissza (←)</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move on; → is its key</extracomment>
        <translation>Egy lépéssel tovább (→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s end; End is its key</extracomment>
        <translation>A végére (End)</translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <extracomment>the replay bar&apos;s button that plays the moves one after another, or pauses (P)</extracomment>
        <translation>Lejátszás vagy szünet (P)</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>the replay bar&apos;s button that changes how fast the moves follow each other</extracomment>
        <translation>Sebesség</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>the replay bar: %1 the move shown (0 before the first), %2 the number of moves</extracomment>
        <translation>%1. lépés / %2</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <extracomment>the home screen&apos;s card of the game left a moment ago (still open in this window)</extracomment>
        <translation>A játékod vár rád</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Vissza a játékhoz</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <extracomment>the home screen&apos;s card of the newest unfinished game (from its autosave)</extracomment>
        <translation>A legutóbbi játék folytatása</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>Folytatás</translation>
    </message>
</context>
<context>
    <name>ResumeList</name>
    <message>
        <source>%1 · saved %2</source>
        <extracomment>below a game to continue: %1 how far it is (such as &quot;Round 3 of 13&quot;), %2 when it was saved (a short date and time)</extracomment>
        <translation>%1 · mentve: %2</translation>
    </message>
    <message>
        <source>saved %1</source>
        <extracomment>below a game to continue: %1 when it was saved (a short date and time)</extracomment>
        <translation>mentve: %1</translation>
    </message>
    <message>
        <source>More unfinished games (%1)</source>
        <extracomment>a button that opens a menu: %1 how many more unfinished games there are</extracomment>
        <translation>További befejezetlen játékok (%1)</translation>
    </message>
    <message>
        <source>Nothing is lost: unfinished games stay on the home screen, where you can continue them whenever you like.</source>
        <extracomment>the question before another game replaces the game on screen, which stays resumable</extracomment>
        <translation>Semmi sem vész el: a befejezetlen játékok a kezdőlapon maradnak, ahol bármikor folytathatod őket.</translation>
    </message>
    <message>
        <source>To make room, the oldest unfinished game is deleted: %1.</source>
        <extracomment>%1 the deleted game, or a list of them, each as &quot;Tokaido with Aiko and Ben&quot;</extracomment>
        <translation>Hogy legyen hely, a legrégebbi befejezetlen játék törlődik: %1.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>F1: the rules about this</source>
        <extracomment>the last line of a hover card on the board: F1 opens the rules at what the card shows</extracomment>
        <translation>F1: a vonatkozó szabályok</translation>
    </message>
    <message>
        <source>This part of the rules is not available yet.</source>
        <extracomment>the rules window when a link leads to a part that is missing from the installation</extracomment>
        <translation>A szabályoknak ez a része még nem érhető el.</translation>
    </message>
    <message>
        <source>This part of the rules could not be shown: its file (%1) is damaged near line %2.</source>
        <extracomment>%1 the file name of the rules page, %2 a line number in it</extracomment>
        <translation>A szabályoknak ez a része nem jeleníthető meg: a fájlja (%1) a(z) %2. sor környékén sérült.</translation>
    </message>
    <message>
        <source>This text is not translated into your language yet, so it is shown in English.</source>
        <extracomment>a note at the top of the rules window when a page is shown in English</extracomment>
        <translation>Ez a szöveg még nincs lefordítva a nyelvedre, ezért angolul jelenik meg.</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the rules window&apos;s title when no game is chosen
----------
the rules window&apos;s tab of the full rules</extracomment>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>the rules window&apos;s title: %1 the game&apos;s title</extracomment>
        <translation>%1 — Szabályok</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <extracomment>the rules window&apos;s tab of the one-page summary</extracomment>
        <translation>Gyorsösszefoglaló</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Vissza (Alt+Bal)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Előre (Alt+Jobb)</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+−)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Kisebb betű (Ctrl+−)</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>Nagyobb betű (Ctrl++)</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>the screen reader&apos;s name of the rules window&apos;s list of sections beside the text</extracomment>
        <translation>Tartalom</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <extracomment>the heading of the score sheet at the end of a game</extracomment>
        <translation>Végeredmény</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <extracomment>the heading of the score sheet opened during a game (the scores as they stand)</extracomment>
        <translation>Eddigi pontszámok</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>the score sheet&apos;s button that closes it to show the board</extracomment>
        <translation>Tábla megtekintése</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the score sheet&apos;s button back to the home screen</extracomment>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>the score sheet&apos;s button that starts a new game with the same players and options</extracomment>
        <translation>Még egy játék</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>the score sheet&apos;s button that replays the finished game move by move</extracomment>
        <translation>A játszma visszajátszása</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <extracomment>the score sheet during a game whose scores stay hidden until the end (Let&apos;s Go)</extracomment>
        <translation>A pontokat a játék végén számoljuk össze.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in “Hints used”: %1 their name, %2 how many hints they asked for</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hints used: %1</source>
        <extracomment>a line under the final scores: %1 the players and their hint counts, as a list</extracomment>
        <translation>Kért tippek: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winner&apos;s name</extracomment>
        <translation>%1 nyert!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winners&apos; names, as a list</extracomment>
        <translation>Közös győzelem: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>How “%1” is scored: click for the rule</source>
        <extracomment>the tooltip of a score category&apos;s row head: %1 the category&apos;s name</extracomment>
        <translation>A(z) „%1” pontozása: kattints a szabályért</translation>
    </message>
</context>
<context>
    <name>SeatLook</name>
    <message>
        <source>Click to go back to your own board</source>
        <extracomment>tooltip of the row of the player whose board is being looked at</extracomment>
        <translation>Kattints, hogy visszatérj a saját játékterületedhez</translation>
    </message>
    <message>
        <source>Click to look at %1&apos;s board</source>
        <extracomment>tooltip of another player&apos;s row in the list of scores: %1 that player</extracomment>
        <translation>Kattints %1 játékterületének megtekintéséhez</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <extracomment>a choice of the Animations setting: no animations (and no pauses between computer moves)</extracomment>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>a choice of the Animations setting (the default)</extracomment>
        <translation>Normál</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>Lassú</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>the Settings dialog&apos;s window title
----------
the Settings dialog&apos;s heading</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>the Settings dialog: the label of the language choice</extracomment>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>the Settings dialog: the label of the animation speed (Off, Fast, Normal, Slow)</extracomment>
        <translation>Animációk</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>the Settings dialog: the label of the sound row (with the mute box)</extracomment>
        <translation>Hang</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <extracomment>the Settings dialog: the box that silences every sound; M is the key that does it during a game</extracomment>
        <translation>Némítás (M)</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the Settings dialog: the slider of the overall volume</extracomment>
        <translation>Hangerő</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>the Settings dialog: the slider of the table&apos;s effects (cards, coins, pencil …)</extracomment>
        <translation>Hanghatások</translation>
    </message>
    <message>
        <source>Music</source>
        <extracomment>the Settings dialog: the slider of the music</extracomment>
        <translation>Zene</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <extracomment>the Settings dialog: a note under the animation speed</extracomment>
        <translation>Az animációk azt is meghatározzák, mennyi szünetet tartanak a gépi játékosok a lépéseik között.</translation>
    </message>
</context>
<context>
    <name>Tokaido</name>
    <message>
        <source>Click to stop here.</source>
        <extracomment>in the label beside a stop of the road that the moving traveller may choose now</extracomment>
        <translation>Kattints, hogy itt állj meg.</translation>
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
        <translation>Csak a Barátság amulettel: válaszd ki a panelen, hogy ezen a mezőn megállhass.</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%n készlet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>%n szuvenír</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>%n étel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>%n Termálvízkártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>%n találkozás</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>%n érme adományozva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>%n eredménykártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>%n cseresznyefa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>%n fürdőház</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neutral traveller ahead, %n coin(s)</source>
        <extracomment>score detail of the temple ranking in a 2-player game, under a traveller whom the neutral traveller outgave: %n the neutral traveller&apos;s coins on the temples</extracomment>
        <translation>
            <numerusform>előtte a semleges utazó, %n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>%n legendás tárgy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>%n kalligráfiakártya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>%n amulett</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>%n rejtett amulett</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>Ebből %n ebben a körben vásárolt</numerusform>
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
        <translation>Összesen: %1</translation>
    </message>
    <message>
        <source>Choosing a traveller…</source>
        <translation>Utazót választ…</translation>
    </message>
    <message>
        <source>Click to see %1&apos;s whole journey</source>
        <extracomment>tooltip of a traveller&apos;s one-row card in a short side column: %1 the player</extracomment>
        <translation>Kattints, hogy lásd %1 teljes utazását</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Gépi játékos</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A computer player deciding now; a short tag beside its traveller (about 12 characters).</extracomment>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <source>Deciding</source>
        <extracomment>The player deciding now; a short tag beside the traveller (about 12 characters).</extracomment>
        <translation>Dönt</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The end of the game: the player with the most points (ties: several); a short tag.</extracomment>
        <translation>Győztes</translation>
    </message>
    <message>
        <source>Moves the neutral</source>
        <extracomment>Two players: the leading player moves the neutral traveller; a short tag.</extracomment>
        <translation>Semlegessel lép</translation>
    </message>
    <message>
        <source>%1: %2 of %3 parts</source>
        <extracomment>%1 a panorama (&quot;Sea panorama&quot;), %2 the parts taken, %3 the parts it has (3, 4 or 5).</extracomment>
        <translation>%1: %2/%3 rész</translation>
    </message>
    <message>
        <source>Achievement card: %1 (%2)</source>
        <extracomment>%1 an achievement card&apos;s name, %2 its points (&quot;3 points&quot;).</extracomment>
        <translation>Eredménykártya: %1 (%2)</translation>
    </message>
    <message>
        <source>Set %1: %2</source>
        <extracomment>One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.</extracomment>
        <translation>%1. készlet: %2</translation>
    </message>
    <message>
        <source>Bought this turn: usable from the next turn on.</source>
        <translation>Ebben a körben vásárolva: a következő körtől használható.</translation>
    </message>
    <message>
        <source>Scored at the end of the journey.</source>
        <translation>Az utazás végén ér pontot.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A card in a tooltip: %1 its name, %2 what it does.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>Járd végig a Keleti-tengeri utat Kiotótól Edóig, és gyűjtsd össze útközben a látnivalókat.</translation>
    </message>
    <message>
        <source>Neutral traveller</source>
        <extracomment>the traveller that nobody plays in a two-player game, named like a player in the log</extracomment>
        <translation>Semleges utazó</translation>
    </message>
    <message>
        <source>Village</source>
        <extracomment>a kind of stop on the road, used as a label and inserted into &quot;%1 stops at: %2&quot;</extracomment>
        <translation>Falu</translation>
    </message>
    <message>
        <source>Temple</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Templom</translation>
    </message>
    <message>
        <source>Encounter</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Találkozás</translation>
    </message>
    <message>
        <source>Rice paddy panorama</source>
        <extracomment>an achievement card, for the first traveller to complete the rice paddy panorama
----------
a kind of stop on the road (a panorama of rice paddies), used like &quot;Village&quot;
----------
a panorama type, inserted into sentences: &quot;part 2 of the %2&quot;, &quot;the first to complete the %2&quot;; it names the whole panorama (of rice paddies)</extracomment>
        <translation>Rizsföldi panoráma</translation>
    </message>
    <message>
        <source>Mountain panorama</source>
        <extracomment>an achievement card, for the first to complete the mountain panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Hegyi panoráma</translation>
    </message>
    <message>
        <source>Sea panorama</source>
        <extracomment>an achievement card, for the first to complete the sea panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>Tengeri panoráma</translation>
    </message>
    <message>
        <source>Hot spring</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Termálvíz</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Inn</source>
        <extracomment>a kind of stop on the road (where every traveller must stop and may eat), like &quot;Village&quot;</extracomment>
        <translation>Fogadó</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <extracomment>the inn at one end of the road (the start, or the end on the Return trip)</extracomment>
        <translation>Kiotó</translation>
    </message>
    <message>
        <source>First inn</source>
        <extracomment>the first of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Első fogadó</translation>
    </message>
    <message>
        <source>Second inn</source>
        <extracomment>the second of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Második fogadó</translation>
    </message>
    <message>
        <source>Third inn</source>
        <extracomment>the third of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>Harmadik fogadó</translation>
    </message>
    <message>
        <source>Edo</source>
        <extracomment>the inn at the other end of the road (the end, or the start on the Return trip)</extracomment>
        <translation>Edo</translation>
    </message>
    <message>
        <source>Look at 3 souvenirs and buy any of them you can pay for.</source>
        <translation>Nézz meg 3 szuvenírt, és vedd meg közülük azokat, amelyeket ki tudsz fizetni.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple: 1 point each.</source>
        <translation>Adj 1–3 érmét a Templomnak: érménként 1 pont.</translation>
    </message>
    <message>
        <source>Draw an encounter card and keep it.</source>
        <translation>Húzz egy találkozáskártyát, és tartsd meg.</translation>
    </message>
    <message>
        <source>Take the next part of your rice paddy panorama: its number in points.</source>
        <translation>Vedd el a rizsföldi panorámád következő részét: annyi pontot ér, amennyi a száma.</translation>
    </message>
    <message>
        <source>Take the next part of your mountain panorama: its number in points.</source>
        <translation>Vedd el a hegyi panorámád következő részét: annyi pontot ér, amennyi a száma.</translation>
    </message>
    <message>
        <source>Take the next part of your sea panorama: its number in points.</source>
        <translation>Vedd el a tengeri panorámád következő részét: annyi pontot ér, amennyi a száma.</translation>
    </message>
    <message>
        <source>Draw a hot spring card: 2 or 3 points.</source>
        <translation>Húzz egy Termálvízkártyát: 2 vagy 3 pont.</translation>
    </message>
    <message>
        <source>Take 3 coins from the bank.</source>
        <translation>Vegyél el 3 érmét a bankból.</translation>
    </message>
    <message>
        <source>Every traveller stops here and may buy one meal not eaten before: 6 points.</source>
        <translation>Itt minden utazó megáll, és vehet egy olyan ételt, amelyet még nem evett: 6 pont.</translation>
    </message>
    <message>
        <source>Crossroads: take a cherry tree instead: %1 and %2.</source>
        <extracomment>%1 the points of a cherry tree (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>Keresztutak: ehelyett vegyél el egy cseresznyefakártyát: %1 és %2.</translation>
    </message>
    <message>
        <source>Crossroads: buy one legendary object instead.</source>
        <translation>Keresztutak: ehelyett vegyél egy legendás tárgyat.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 to the bank for an amulet of your choice instead.</source>
        <extracomment>%1 the price of an amulet (&quot;1 coin&quot;)</extracomment>
        <translation>Keresztutak: ehelyett a banknak fizetett %1 ellenében egy általad választott amulettet kapsz.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a calligraphy of your choice instead.</source>
        <extracomment>%1 the price of a calligraphy (&quot;1 coin&quot;)</extracomment>
        <translation>Keresztutak: ehelyett %1 ellenében egy általad választott kalligráfiakártyát kapsz.</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a bath house instead: %2.</source>
        <extracomment>%1 the price of a bath house (&quot;1 coin&quot;), %2 its points (&quot;4 points&quot;)</extracomment>
        <translation>Keresztutak: ehelyett %1 ellenében egy fürdőházkártyát kapsz: %2.</translation>
    </message>
    <message>
        <source>Crossroads: bet %1 in the gaming room and roll the fortune die instead.</source>
        <extracomment>%1 the stake of the gaming room (&quot;2 coins&quot;)</extracomment>
        <translation>Keresztutak: ehelyett %1 téttel játssz a Játékteremben, és dobj a szerencsekockával.</translation>
    </message>
    <message>
        <source>Crossroads offers nothing else at an inn.</source>
        <translation>A Keresztutak a fogadóban nem kínál mást.</translation>
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
        <translation>a művész</translation>
    </message>
    <message>
        <source>the messenger</source>
        <extracomment>what the traveller is (Chuubei), like &quot;the artist&quot;</extracomment>
        <translation>a hírnök</translation>
    </message>
    <message>
        <source>the ronin</source>
        <extracomment>what the traveller is (Kinko), like &quot;the artist&quot;</extracomment>
        <translation>a ronin</translation>
    </message>
    <message>
        <source>the functionary</source>
        <extracomment>what the traveller is (Yoshiyasu), like &quot;the artist&quot;</extracomment>
        <translation>a hivatalnok</translation>
    </message>
    <message>
        <source>the orphan</source>
        <extracomment>what the traveller is (Satsuki), like &quot;the artist&quot;</extracomment>
        <translation>az árva</translation>
    </message>
    <message>
        <source>the old man</source>
        <extracomment>what the traveller is (Mitsukuni), like &quot;the artist&quot;</extracomment>
        <translation>a vén</translation>
    </message>
    <message>
        <source>the geisha</source>
        <extracomment>what the traveller is (Sasayakko), like &quot;the artist&quot;</extracomment>
        <translation>a gésa</translation>
    </message>
    <message>
        <source>the priest</source>
        <extracomment>what the traveller is (Hirotada), like &quot;the artist&quot;</extracomment>
        <translation>a pap</translation>
    </message>
    <message>
        <source>the street entertainer</source>
        <extracomment>what the traveller is (Umegae), like &quot;the artist&quot;</extracomment>
        <translation>a vásári komédiás</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>what the traveller is (Zen-emon), like &quot;the artist&quot;</extracomment>
        <translation>a kereskedő</translation>
    </message>
    <message>
        <source>the yakuza</source>
        <extracomment>what the traveller is (Jirocho), like &quot;the artist&quot;</extracomment>
        <translation>a jakuza</translation>
    </message>
    <message>
        <source>the kid</source>
        <extracomment>what the traveller is (Daigoro), like &quot;the artist&quot;</extracomment>
        <translation>a kölyök</translation>
    </message>
    <message>
        <source>the gourmet</source>
        <extracomment>what the traveller is (Nampo), like &quot;the artist&quot;</extracomment>
        <translation>az ínyenc</translation>
    </message>
    <message>
        <source>the souvenir seller</source>
        <extracomment>what the traveller is (Gotozaemon), like &quot;the artist&quot;</extracomment>
        <translation>a szuvenírkereskedő</translation>
    </message>
    <message>
        <source>the superstitious woman</source>
        <extracomment>what the traveller is (Miyataka), like &quot;the artist&quot;</extracomment>
        <translation>a babonás asszony</translation>
    </message>
    <message>
        <source>the old woman</source>
        <extracomment>what the traveller is (Kita), like &quot;the artist&quot;</extracomment>
        <translation>az öregasszony</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: the next part of a panorama of his choice.</source>
        <translation>Az út három közbenső fogadójában, étkezés előtt: egy általa választott panoráma következő része.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: an encounter card.</source>
        <translation>Az út három közbenső fogadójában, étkezés előtt: egy találkozáskártya.</translation>
    </message>
    <message>
        <source>Every meal costs him 1 coin less, so 1-coin meals are free.</source>
        <translation>Minden étel 1 érmével kevesebbe kerül neki, így az 1 érmés ételeket ingyen kapja.</translation>
    </message>
    <message>
        <source>At an encounter stop he draws two cards and keeps the one he likes.</source>
        <translation>Találkozás mezőn két kártyát húz, és azt tartja meg, amelyiket akarja.</translation>
    </message>
    <message>
        <source>At each inn the top meal of the deck is hers for free. She may turn it down and buy a meal as usual.</source>
        <translation>Minden fogadóban ingyen megkapja az ételpakli legfelső kártyáját. Vissza is utasíthatja, és a szokásos módon vehet ételt.</translation>
    </message>
    <message>
        <source>1 more point for each hot spring card, bath house and achievement card.</source>
        <translation>1 plusz pont minden Termálvízkártyáért, fürdőházkártyáért és eredménykártyáért.</translation>
    </message>
    <message>
        <source>When she buys two souvenirs or more in a village, the cheapest is free: its coins come back as she leaves.</source>
        <translation>Ha egy Faluban két vagy több szuvenírt vesz, a legolcsóbbat ingyen kapja: az árát távozáskor visszakapja.</translation>
    </message>
    <message>
        <source>At each temple the bank adds 1 coin to his gift: 1 more point.</source>
        <translation>Minden Templomban a bank 1 érmét tesz az adományához: 1 plusz pont.</translation>
    </message>
    <message>
        <source>1 point and 1 coin at each encounter, before the card, and when she buys a calligraphy.</source>
        <translation>1 pont és 1 érme minden találkozáskor (még a kártya előtt), valamint amikor kalligráfiakártyát vesz.</translation>
    </message>
    <message>
        <source>In each village, one souvenir costs him only 1 coin.</source>
        <translation>Minden Faluban egy szuvenír csak 1 érmébe kerül neki.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal, he may bet 1 coin on the fortune die.</source>
        <translation>Az út három közbenső fogadójában, étkezés előtt feltehet 1 érmét a szerencsekockára.</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: a souvenir from the deck, free.</source>
        <translation>Az út három közbenső fogadójában, étkezés előtt: egy ingyenes szuvenír a pakliból.</translation>
    </message>
    <message>
        <source>Each meal he eats scores its price again, in points.</source>
        <translation>Minden elfogyasztott étele az árával megegyező plusz pontot ér.</translation>
    </message>
    <message>
        <source>1 coin each time he stops at a panorama.</source>
        <translation>1 érme minden alkalommal, amikor panoráma mezőn áll meg.</translation>
    </message>
    <message>
        <source>At a temple she may both give coins and buy an amulet.</source>
        <translation>Templom mezőn adományozhat is, és amulettet is vehet.</translation>
    </message>
    <message>
        <source>At an encounter stop she may both draw an encounter and buy a calligraphy.</source>
        <translation>Találkozás mezőn húzhat találkozáskártyát, és kalligráfiakártyát is vehet.</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>in the label beside a stop: %1 the travellers standing there (&quot;Yuki and Aiko&quot;)</extracomment>
        <translation>Itt áll: %1</translation>
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
        <translation>Apróságok</translation>
    </message>
    <message>
        <source>Food and drink</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Étel és ital</translation>
    </message>
    <message>
        <source>Clothing</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Ruházat</translation>
    </message>
    <message>
        <source>Art</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>Művészet</translation>
    </message>
    <message>
        <source>Fifth family</source>
        <extracomment>the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)</extracomment>
        <translation>Ötödik fajta</translation>
    </message>
    <message>
        <source>Dango</source>
        <extracomment>a dish on a meal card (a Japanese word kept as a name), inserted into &quot;%1 eats %2&quot;</extracomment>
        <translation>Dango</translation>
    </message>
    <message>
        <source>Nigirimeshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Nigirimesi</translation>
    </message>
    <message>
        <source>Misoshiru</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Miszosiru</translation>
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
        <translation>Szusi</translation>
    </message>
    <message>
        <source>Soba</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Szobatészta</translation>
    </message>
    <message>
        <source>Yakitori</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Jakitori</translation>
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
        <translation>Tai mesi</translation>
    </message>
    <message>
        <source>Sashimi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>Szasimi</translation>
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
        <translation>Szamuráj</translation>
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
        <translation>A kézműves ad egy szuvenírt a pakliból.</translation>
    </message>
    <message>
        <source>The guide shows the next part of a panorama; once that panorama is complete, of any panorama you choose.</source>
        <translation>Az idegenvezető megmutatja egy panoráma következő részét; ha az már teljes, egy általad választott panorámáét.</translation>
    </message>
    <message>
        <source>The samurai&apos;s company is worth 3 points.</source>
        <translation>A szamuráj társasága 3 pontot ér.</translation>
    </message>
    <message>
        <source>The noble gives 3 coins.</source>
        <translation>A nemes 3 érmét ad.</translation>
    </message>
    <message>
        <source>The priestess puts a coin from the bank on the temple for you: 1 point.</source>
        <translation>A szerzetes a nevedben egy érmét tesz a bankból a Templomba: 1 pont.</translation>
    </message>
    <message>
        <source>The next part of the rice paddy panorama; once that one is complete, of any panorama you choose.</source>
        <translation>A rizsföldi panoráma következő része; ha az már teljes, egy általad választott panorámáé.</translation>
    </message>
    <message>
        <source>The next part of the mountain panorama; once that one is complete, of any panorama you choose.</source>
        <translation>A hegyi panoráma következő része; ha az már teljes, egy általad választott panorámáé.</translation>
    </message>
    <message>
        <source>The next part of the sea panorama; once that one is complete, of any panorama you choose.</source>
        <translation>A tengeri panoráma következő része; ha az már teljes, egy általad választott panorámáé.</translation>
    </message>
    <message>
        <source>Gourmet</source>
        <extracomment>an achievement card (the highest meal prices); also a category of the score sheet
----------
a row of the score sheet (the achievement card Gourmet)</extracomment>
        <translation>Ínyenc</translation>
    </message>
    <message>
        <source>Collector</source>
        <extracomment>an achievement card (the most souvenirs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Collector)</extracomment>
        <translation>Gyűjtő</translation>
    </message>
    <message>
        <source>Bather</source>
        <extracomment>an achievement card (the most hot springs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Bather)</extracomment>
        <translation>Fürdőző</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <extracomment>an achievement card (the most encounters); also a category of the score sheet
----------
a row of the score sheet (the achievement card Chatterbox)</extracomment>
        <translation>Dumagép</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the rice paddy panorama.</source>
        <translation>3 pont annak az utazónak, aki elsőként fejezi be a rizsföldi panorámát.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the mountain panorama.</source>
        <translation>3 pont annak az utazónak, aki elsőként fejezi be a hegyi panorámát.</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the sea panorama.</source>
        <translation>3 pont annak az utazónak, aki elsőként fejezi be a tengeri panorámát.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the highest total of meal prices.</source>
        <translation>A játék végén 3 pont annak, akinek az ételei összesen a legtöbbe kerültek.</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most souvenirs (legendary objects count).</source>
        <translation>A játék végén 3 pont a legtöbb szuvenírért (a legendás tárgyak is számítanak).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most hot springs (bath houses count).</source>
        <translation>A játék végén 3 pont a legtöbb Termálvízkártyáért (a fürdőházkártyák is számítanak).</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most encounters (calligraphies count).</source>
        <translation>A játék végén 3 pont a legtöbb találkozásért (a kalligráfiakártyák is számítanak).</translation>
    </message>
    <message>
        <source>Vitality</source>
        <extracomment>an amulet card (Crossroads), inserted into &quot;%1 uses the %2 amulet.&quot;</extracomment>
        <translation>Életerő</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Szerencse</translation>
    </message>
    <message>
        <source>Health</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Egészség</translation>
    </message>
    <message>
        <source>Friendship</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Barátság</translation>
    </message>
    <message>
        <source>Hospitality</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Vendégszeretet</translation>
    </message>
    <message>
        <source>Devotion</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>Hitbuzgalom</translation>
    </message>
    <message>
        <source>When a move takes you into the lead, you may move once more (not after reaching an inn).</source>
        <translation>Ha egy lépéssel az élre kerülsz, még egyszer léphetsz (de fogadóba érkezés után nem).</translation>
    </message>
    <message>
        <source>Before your move, roll the fortune die and take as many coins as it shows.</source>
        <translation>Lépésed előtt dobj a szerencsekockával, és vegyél el annyi érmét, amennyit mutat.</translation>
    </message>
    <message>
        <source>Take both effects of the stop you reach, in the order you like.</source>
        <translation>Annak a mezőnek, ahová érkezel, mindkét hatását megkapod, tetszőleges sorrendben.</translation>
    </message>
    <message>
        <source>Stop at a single stop another traveller holds; you count as behind them.</source>
        <translation>Megállhatsz egy olyan egyes mezőn, ahol már egy másik utazó áll; úgy számít, mintha mögötte állnál.</translation>
    </message>
    <message>
        <source>Your meal at an inn is free.</source>
        <translation>A fogadóban ingyen étkezel.</translation>
    </message>
    <message>
        <source>The coins you pay for one card go onto the temple: 1 point each.</source>
        <translation>Az egy kártyáért kifizetett érméid a Templomba kerülnek: érménként 1 pont.</translation>
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
        <translation>1 pont minden birtokodban lévő szuvenírért és legendás tárgyért, utána pedig további 1 pont minden később szerzett szuvenírért.</translation>
    </message>
    <message>
        <source>Counts as a souvenir of a fifth family in your sets.</source>
        <translation>A készleteidben egy ötödik fajta szuvenírnek számít.</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>the effect of Murasame and Masamune: %1 their points (&quot;8 points&quot;)</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a legendary object now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a village and now lacks the coins</extracomment>
        <translation>%1 most nem tud fizetni legendás tárgyért, így nem vesz semmit.</translation>
    </message>
    <message>
        <source>%1 cannot pay for an amulet now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a temple and now lacks the coin</extracomment>
        <translation>%1 most nem tud fizetni amulettért, így nem vesz semmit.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a calligraphy now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of an encounter stop and now lacks the coin</extracomment>
        <translation>%1 most nem tud fizetni kalligráfiakártyáért, így nem vesz semmit.</translation>
    </message>
    <message>
        <source>%1 cannot pay for a bath house now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a hot spring and now lacks the coin</extracomment>
        <translation>%1 most nem tud fizetni fürdőházért, így nem vesz semmit.</translation>
    </message>
    <message>
        <source>%1 and %2.</source>
        <extracomment>what a cherry tree gives: %1 its points (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>%1 és %2.</translation>
    </message>
    <message>
        <source>%1; it counts as a hot spring for the Bather.</source>
        <extracomment>what a bath house gives: %1 its points (&quot;4 points&quot;)</extracomment>
        <translation>%1; a fürdőző eredménykártyánál Termálvíznek számít.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back from the temple, %n point(s) less.</source>
        <extracomment>log, Sasayakko&apos;s ability when the Devotion amulet had paid the free souvenir onto the temple: %1 a player, %n the coins she takes back from there (and the points they scored)</extracomment>
        <translation>
            <numerusform>%1 ingyen kapja a legolcsóbb szuvenírt: %n érmét kap vissza a Templomtól, %n ponttal kevesebb.</numerusform>
        </translation>
    </message>
    <message>
        <source>The traveller furthest back on the road always moves next.</source>
        <translation>Mindig az az utazó lép, aki a leghátrébb áll az úton.</translation>
    </message>
    <message>
        <source>Score track: every traveller&apos;s points so far.</source>
        <translation>Pontsáv: minden utazó eddigi pontjai.</translation>
    </message>
    <message>
        <source>At the end, the most generous donors to the temples score extra points.</source>
        <translation>A játék végén a Templom legbőkezűbb adományozói további pontokat kapnak.</translation>
    </message>
    <message>
        <source>Contemplation</source>
        <extracomment>a calligraphy card (Crossroads), a virtue, inserted into &quot;%1 buys the calligraphy %2.&quot;</extracomment>
        <translation>Elmélkedés</translation>
    </message>
    <message>
        <source>Nostalgia</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Nosztalgia</translation>
    </message>
    <message>
        <source>Patience</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Türelem</translation>
    </message>
    <message>
        <source>Perfection</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Tökéletesség</translation>
    </message>
    <message>
        <source>Foresight</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Előrelátás</translation>
    </message>
    <message>
        <source>Fasting</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>Böjtölés</translation>
    </message>
    <message>
        <source>At the end, 3 points per completed panorama and 1 per cherry tree.</source>
        <translation>A játék végén 3 pont minden teljes panorámáért és 1 minden cseresznyefáért.</translation>
    </message>
    <message>
        <source>At the end, 2 points per legendary object and 1 per souvenir.</source>
        <translation>A játék végén 2 pont minden legendás tárgyért és 1 minden szuvenírért.</translation>
    </message>
    <message>
        <source>At the end, 6 points for the last to reach the final inn, 4 for the one before, 2 for everyone else.</source>
        <translation>A játék végén 6 pont, ha utolsóként érkezel az utolsó fogadóba, 4, ha utolsó előttiként, egyébként 2.</translation>
    </message>
    <message>
        <source>At the end, 2 points per achievement card and 1 per calligraphy, this one included.</source>
        <translation>A játék végén 2 pont minden eredménykártyáért és 1 minden kalligráfiakártyáért, ezt is beleértve.</translation>
    </message>
    <message>
        <source>At the end, 2 points per coin left.</source>
        <translation>A játék végén 2 pont minden megmaradt érméért.</translation>
    </message>
    <message>
        <source>At the end, 2 points per meal not eaten (of the four of a journey).</source>
        <translation>A játék végén 2 pont minden el nem fogyasztott ételért (az utazás négy étkezése közül).</translation>
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
        <translation>Panorámák</translation>
    </message>
    <message>
        <source>Hot springs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Termálvizek</translation>
    </message>
    <message>
        <source>Souvenirs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Szuvenírek</translation>
    </message>
    <message>
        <source>Meals</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>Ételek</translation>
    </message>
    <message>
        <source>Encounters</source>
        <extracomment>a row of the score sheet: Samurai and Miko</extracomment>
        <translation>Találkozások</translation>
    </message>
    <message>
        <source>Temple gifts</source>
        <extracomment>a row of the score sheet: a point per coin given during the journey</extracomment>
        <translation>Templomi adományok</translation>
    </message>
    <message>
        <source>Panorama achievements</source>
        <extracomment>a row of the score sheet: the first to complete each panorama</extracomment>
        <translation>Panoráma-eredménykártyák</translation>
    </message>
    <message>
        <source>Traveller&apos;s ability</source>
        <extracomment>a row of the score sheet: what the traveller&apos;s own ability scored</extracomment>
        <translation>Az utazó képessége</translation>
    </message>
    <message>
        <source>Temple ranking</source>
        <extracomment>a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)</extracomment>
        <translation>Templomi rangsor</translation>
    </message>
    <message>
        <source>Cherry trees</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Cseresznyefák</translation>
    </message>
    <message>
        <source>Bath houses</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Fürdőházak</translation>
    </message>
    <message>
        <source>Only %1 cards of each Crossroads type with 2 or 3 players, %2 with 4 or 5; the others stay in the box.</source>
        <extracomment>%1 and %2 the cards of each Crossroads type in the game with 2–3 and with 4–5 players</extracomment>
        <translation>A Keresztutak minden kártyatípusából 2 vagy 3 játékosnál csak %1, 4 vagy 5 játékosnál %2 lap kerül játékba; a többi a dobozban marad.</translation>
    </message>
    <message>
        <source>Legendary object</source>
        <translation>Legendás tárgy</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulett</translation>
    </message>
    <message>
        <source>Calligraphy</source>
        <translation>Kalligráfia</translation>
    </message>
    <message>
        <source>The stop&apos;s own effect, or the Crossroads one?</source>
        <translation>A mező saját hatása vagy a Keresztutak-lehetőség?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Mindkettő</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>the &apos;Both&apos; tiles of Miyataka and Kita: %1 the effect taken first (the stop&apos;s own or the Crossroads one), %2 the other</extracomment>
        <translation>%1, majd %2</translation>
    </message>
    <message>
        <source>%1: both, this one first</source>
        <extracomment>a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the clicked one first</extracomment>
        <translation>%1: mindkettő, először ez</translation>
    </message>
    <message>
        <source>Legendary objects</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>Legendás tárgyak</translation>
    </message>
    <message>
        <source>Amulets</source>
        <translation>Amulettek</translation>
    </message>
    <message>
        <source>The amulets are hidden from you.</source>
        <translation>Az amuletteket nem láthatod.</translation>
    </message>
    <message>
        <source>Calligraphies</source>
        <extracomment>a row of the score sheet (Crossroads), scored at the end</extracomment>
        <translation>Kalligráfiakártyák</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>Lépj újra</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Maradj itt</translation>
    </message>
    <message>
        <source>Keep the amulet for later</source>
        <translation>Tartsd meg az amulettet későbbre</translation>
    </message>
    <message>
        <source>Draw an amulet</source>
        <translation>Húzz egy amulettet</translation>
    </message>
    <message>
        <source>A random amulet from the supply</source>
        <translation>Egy véletlenszerű amulett a pakliból</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>Nem, köszönöm</translation>
    </message>
    <message>
        <source>Keep your coin</source>
        <translation>Tartsd meg az érmédet</translation>
    </message>
    <message>
        <source>A bet at the inn</source>
        <translation>Tét a fogadóban</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <extracomment>Jirocho&apos;s bet: %1 the stake (&quot;1 coin&quot;)</extracomment>
        <translation>Tét: %1</translation>
    </message>
    <message>
        <source>The die: lose it, or get it back ×1 to ×4</source>
        <translation>A kocka dönt: elveszíted, vagy ×1–×4 szorzóval visszakapod</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Nincs tét</translation>
    </message>
    <message>
        <source>Go straight to dinner</source>
        <translation>Egyenesen a vacsorához</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <extracomment>a panorama&apos;s next part: %1 its number, %2 the parts of a whole panorama</extracomment>
        <translation>%1. rész (összesen %2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>what a cherry tree gave: %1 the points (&quot;+2 points&quot;), %2 the coins (&quot;+1 coin&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Only with %1</source>
        <extracomment>a tile that only an amulet or an ability opens: %1 its name (&quot;Hospitality&quot;)</extracomment>
        <translation>Csak ezzel: %1</translation>
    </message>
    <message>
        <source>%1: for 1 coin</source>
        <extracomment>a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1 coin</extracomment>
        <translation>%1: 1 érméért</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 a player</extracomment>
        <translation>Várakozás: %1</translation>
    </message>
    <message>
        <source>On the road</source>
        <translation>Úton</translation>
    </message>
    <message>
        <source>The road goes on…</source>
        <translation>Az út folytatódik…</translation>
    </message>
    <message>
        <source>Switch on first to use</source>
        <extracomment>beside the chips of amulets and abilities (Devotion, Zen-emon&apos;s 1 coin) in the decision: a chip must be switched on before the card is chosen for it to be used</extracomment>
        <translation>Használathoz előbb kapcsold be</translation>
    </message>
    <message>
        <source>Choose a stop</source>
        <translation>Válassz mezőt</translation>
    </message>
    <message>
        <source>Choose above</source>
        <translation>Válassz fent</translation>
    </message>
    <message>
        <source>Click the traveller you want to keep.</source>
        <translation>Kattints arra az utazóra, amelyiket meg akarod tartani.</translation>
    </message>
    <message>
        <source>Point at any stop to see what it gives, or why it is closed.</source>
        <extracomment>the bar&apos;s hint under the hero&apos;s &quot;Click a lit stop on the road&quot;</extracomment>
        <translation>Ha bármelyik mezőre rámutatsz, látod, mit ad, vagy miért nem választható.</translation>
    </message>
    <message>
        <source>Click a souvenir to buy it; “Done buying” leaves the village.</source>
        <translation>Kattints egy szuvenírre, hogy megvedd; a „Vásárlás vége” gombbal elhagyod a Falut.</translation>
    </message>
    <message>
        <source>Click a meal to eat it, or go without with “No meal”.</source>
        <translation>Kattints egy ételre, hogy megedd, vagy nyomd meg az „Étel nélkül” gombot.</translation>
    </message>
    <message>
        <source>Take the free meal, or choose one at the inn.</source>
        <translation>Fogadd el az ingyenes ételt, vagy válassz egyet a fogadóban.</translation>
    </message>
    <message>
        <source>Click how many coins to give.</source>
        <translation>Kattints arra, hány érmét adományozol.</translation>
    </message>
    <message>
        <source>Click the effect to take at this stop.</source>
        <translation>Kattints arra a hatásra, amelyet ezen a mezőn választasz.</translation>
    </message>
    <message>
        <source>Click the encounter to keep.</source>
        <translation>Kattints arra a találkozásra, amelyet megtartasz.</translation>
    </message>
    <message>
        <source>Click the panorama that gets its next part.</source>
        <translation>Kattints arra a panorámára, amelyik a következő részt kapja.</translation>
    </message>
    <message>
        <source>Click the legendary object to buy.</source>
        <translation>Kattints arra a legendás tárgyra, amelyet megveszel.</translation>
    </message>
    <message>
        <source>Click the amulet to buy.</source>
        <translation>Kattints arra az amulettre, amelyet megveszel.</translation>
    </message>
    <message>
        <source>Click the calligraphy to buy.</source>
        <translation>Kattints arra a kalligráfiakártyára, amelyet megveszel.</translation>
    </message>
    <message>
        <source>Click the bath house to buy it.</source>
        <translation>Kattints a fürdőházkártyára, hogy megvedd.</translation>
    </message>
    <message>
        <source>Open the market</source>
        <translation>Piac megnyitása</translation>
    </message>
    <message>
        <source>Meet the traveller</source>
        <translation>Találkozás</translation>
    </message>
    <message>
        <source>Take the bath</source>
        <translation>Fürdőzés</translation>
    </message>
    <message>
        <source>See the meals</source>
        <translation>Ételek megtekintése</translation>
    </message>
    <message>
        <source>Set off</source>
        <translation>Indulás</translation>
    </message>
    <message>
        <source>Draw the amulet</source>
        <translation>Amulett húzása</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Kockadobás</translation>
    </message>
    <message>
        <source>“%1” turns them over.</source>
        <extracomment>under the backs of cards still to come: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Ez a gomb fordítja fel őket: „%1”.</translation>
    </message>
    <message>
        <source>Press “%1” to roll it.</source>
        <extracomment>under the die still to roll: %1 the main button&apos;s words (&quot;Roll the die&quot;)</extracomment>
        <translation>Dobáshoz nyomd meg ezt a gombot: „%1”.</translation>
    </message>
    <message>
        <source>Press “%1” when you are ready.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>Ha készen állsz, nyomd meg ezt a gombot: „%1”.</translation>
    </message>
    <message>
        <source>“%1” goes on; until then Undo still takes your move back.</source>
        <extracomment>the hint while a drawn card or a roll waits: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>Ezzel a gombbal mész tovább: „%1”; addig a Visszavonás még visszaveszi a lépésedet.</translation>
    </message>
    <message>
        <source>Press “%1” to go on.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>A továbblépéshez nyomd meg ezt a gombot: „%1”.</translation>
    </message>
    <message>
        <source>Undo your last move now, or the game goes on.</source>
        <extracomment>the bar&apos;s hint while another player&apos;s hidden draw waits a moment (the panel above says whose draw it is): the watcher may still take their own last move back</extracomment>
        <translation>Most még visszavonhatod az utolsó lépésedet, aztán a játék megy tovább.</translation>
    </message>
    <message>
        <source>%1 will draw a card.</source>
        <extracomment>the same when nothing can be taken back: %1 that player&apos;s name</extracomment>
        <translation>%1 most kártyát húz.</translation>
    </message>
    <message>
        <source>Edo at last</source>
        <translation>Végre Edóban</translation>
    </message>
    <message>
        <source>The score sheet shows how every point was won.</source>
        <translation>A pontozólapon láthatod, melyik pont honnan származik.</translation>
    </message>
    <message>
        <source>The journey is over.</source>
        <translation>Az utazás véget ért.</translation>
    </message>
    <message>
        <source>Not enough coins</source>
        <translation>Nincs elég érméd</translation>
    </message>
    <message>
        <source>Choose your traveller</source>
        <translation>Válassz utazót</translation>
    </message>
    <message>
        <source>The travellers are dealt face down.</source>
        <translation>Az utazólapokat képpel lefelé osztják ki.</translation>
    </message>
    <message>
        <source>Move the neutral traveller</source>
        <translation>A semleges utazó léptetése</translation>
    </message>
    <message>
        <source>Click a lit stop to move the neutral traveller</source>
        <translation>Kattints egy kivilágított mezőre, hogy odaléptesd a semleges utazót</translation>
    </message>
    <message>
        <source>%1: roll for coins</source>
        <extracomment>a button before the move: %1 the Fortune amulet</extracomment>
        <translation>%1: dobj érmékért</translation>
    </message>
    <message>
        <source>Click a lit stop on the road, or join a traveller with Friendship:</source>
        <translation>Kattints egy kivilágított mezőre az úton, vagy a Barátság amulettel csatlakozz egy utazóhoz:</translation>
    </message>
    <message>
        <source>Click a lit stop on the road</source>
        <translation>Kattints egy kivilágított mezőre az úton</translation>
    </message>
    <message>
        <source>%1 is choosing a stop</source>
        <extracomment>%1 a player, or the neutral traveller</extracomment>
        <translation>%1 mezőt választ</translation>
    </message>
    <message>
        <source>Next inn: %1</source>
        <extracomment>%1 an inn (&quot;First inn&quot;, &quot;Edo&quot;): nobody travels past it</extracomment>
        <translation>Következő fogadó: %1</translation>
    </message>
    <message>
        <source>Beside %1</source>
        <extracomment>a stop Friendship lets you share: %1 the traveller standing there</extracomment>
        <translation>%1 mellé</translation>
    </message>
    <message>
        <source>Village market</source>
        <translation>Falusi piac</translation>
    </message>
    <message>
        <source>Nothing left on the stall.</source>
        <translation>A pulton nem maradt semmi.</translation>
    </message>
    <message>
        <source>Buy as many as you like, one after another.</source>
        <translation>Vegyél, amennyit csak szeretnél, egymás után.</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>Vásárlás vége</translation>
    </message>
    <message>
        <source>Eaten before</source>
        <translation>Ezt már etted</translation>
    </message>
    <message>
        <source>The meals of the inn are hidden from you.</source>
        <translation>A fogadó ételeit nem láthatod.</translation>
    </message>
    <message>
        <source>No meal</source>
        <translation>Étel nélkül</translation>
    </message>
    <message>
        <source>Dinner at %1</source>
        <extracomment>the hero&apos;s title at an inn: %1 the inn (&quot;First inn&quot;, &quot;Edo&quot;)</extracomment>
        <translation>Vacsora: %1</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>Vacsora</translation>
    </message>
    <message>
        <source>The top card of the meal deck, for free</source>
        <translation>Az ételpakli legfelső lapja, ingyen</translation>
    </message>
    <message>
        <source>A free meal is on offer.</source>
        <translation>Ingyenes ételt kínálnak.</translation>
    </message>
    <message>
        <source>Choose at the inn</source>
        <translation>Válassz a fogadóban</translation>
    </message>
    <message>
        <source>The free meal goes under the deck</source>
        <translation>Az ingyenes étel a pakli aljára kerül</translation>
    </message>
    <message>
        <source>Keep one encounter</source>
        <translation>Tarts meg egy találkozást</translation>
    </message>
    <message>
        <source>Two encounters are drawn; one is kept.</source>
        <translation>Két találkozáskártyát húz, és egyet megtart.</translation>
    </message>
    <message>
        <source>Choose a panorama</source>
        <translation>Válassz panorámát</translation>
    </message>
    <message>
        <source>Given to the temples so far: %1</source>
        <extracomment>%1 a number of coins (&quot;3 coins&quot;)</extracomment>
        <translation>Eddigi templomi adományok: %1</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Utazók</translation>
    </message>
    <message>
        <source>Take your last decision back</source>
        <translation>Visszavonja az utolsó döntésedet</translation>
    </message>
    <message>
        <source>Initiation (first journey)</source>
        <extracomment>an official variant: no traveller tiles, 7 coins each</extracomment>
        <translation>Első utazás (bevezető játék)</translation>
    </message>
    <message>
        <source>Return trip</source>
        <extracomment>an official variant: from Edo to Kyoto</extracomment>
        <translation>Visszaút</translation>
    </message>
    <message>
        <source>Gastronomy</source>
        <extracomment>an official variant: one meal fewer at each inn</extracomment>
        <translation>Gasztronómia</translation>
    </message>
    <message>
        <source>Preparations</source>
        <extracomment>an official variant: starting coins by the order of departure</extracomment>
        <translation>Előkészületek</translation>
    </message>
    <message>
        <source>Crossroads expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>Keresztutak kiegészítő</translation>
    </message>
    <message>
        <source>Rare and precious</source>
        <extracomment>a Crossroads variant: fewer cards of each new type</extracomment>
        <translation>Ritka és precíz</translation>
    </message>
    <message>
        <source>Good luck</source>
        <extracomment>a Crossroads variant: a random amulet at the start for 1 coin</extracomment>
        <translation>Jószerencse</translation>
    </message>
    <message>
        <source>No traveller tiles: everyone sets off with 7 coins.</source>
        <translation>Utazólapok nélkül: mindenki 7 érmével indul.</translation>
    </message>
    <message>
        <source>Travel the road the other way, from Edo.</source>
        <translation>Járd be az utat visszafelé, Edóból indulva.</translation>
    </message>
    <message>
        <source>The first arrival at an inn draws one meal fewer.</source>
        <translation>A fogadóba elsőként érkező eggyel kevesebb ételkártyát húz.</translation>
    </message>
    <message>
        <source>Starting coins change with the order of departure: the last to leave gets more.</source>
        <translation>A kezdő érmék száma az indulási sorrendtől függ: aki később indul, többet kap.</translation>
    </message>
    <message>
        <source>A second option at every stop but the inns, and six new travellers.</source>
        <translation>A fogadók kivételével minden mezőn egy második lehetőség, és hat új utazó.</translation>
    </message>
    <message>
        <source>Before departure, each traveller may pay 1 coin for a random amulet.</source>
        <translation>Indulás előtt minden utazó 1 érméért vehet egy véletlenszerű amulettet.</translation>
    </message>
    <message>
        <source>There is no such stop on the road.</source>
        <translation>Nincs ilyen mező az úton.</translation>
    </message>
    <message>
        <source>This stop is not ahead of the traveller: the road only leads forward.</source>
        <translation>Ez a mező nem az utazó előtt van: az úton csak előre lehet haladni.</translation>
    </message>
    <message>
        <source>This stop lies beyond the next inn, and every traveller must stop at each inn.</source>
        <translation>Ez a mező a következő fogadón túl van, pedig minden utazónak meg kell állnia minden fogadóban.</translation>
    </message>
    <message>
        <source>This stop is full: other travellers hold every space of it.</source>
        <translation>Ez a mező megtelt: minden helyét más utazók foglalják el.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village.</source>
        <translation>Legalább 1 érme kell ahhoz, hogy Falu mezőn megállj.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins.</source>
        <translation>Legalább 1 érme kell ahhoz, hogy Templom mezőn megállj: az adomány 1–3 érme.</translation>
    </message>
    <message>
        <source>You have already completed this panorama.</source>
        <translation>Ezt a panorámát már befejezted.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty: there is nothing to buy in this village.</source>
        <translation>A szuvenírpakli elfogyott: ebben a Faluban nincs mit venni.</translation>
    </message>
    <message>
        <source>The encounter deck is empty: nobody is left to meet here.</source>
        <translation>A találkozáspakli elfogyott: itt már nincs kivel találkozni.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty.</source>
        <translation>A Termálvízkártyák elfogytak.</translation>
    </message>
    <message>
        <source>It is another traveller&apos;s turn.</source>
        <translation>Most egy másik utazó következik.</translation>
    </message>
    <message>
        <source>The Tokaido game data could not be loaded; reinstall Tabibito.</source>
        <translation>A Tokaido játékadatait nem sikerült betölteni; telepítsd újra a Tabibitót.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village, for a souvenir or a legendary object.</source>
        <translation>Legalább 1 érme kell ahhoz, hogy Falu mezőn megállj: szuvenírre vagy legendás tárgyra.</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple, to give it or to buy an amulet.</source>
        <translation>Legalább 1 érme kell ahhoz, hogy Templom mezőn megállj: adományra vagy amulettre.</translation>
    </message>
    <message>
        <source>You have already completed this panorama, and no cherry tree is left.</source>
        <translation>Ezt a panorámát már befejezted, és cseresznyefakártya sem maradt.</translation>
    </message>
    <message>
        <source>The souvenir deck is empty, and you cannot pay for any legendary object left.</source>
        <translation>A szuvenírpakli elfogyott, és a megmaradt legendás tárgyak közül egyet sem tudsz kifizetni.</translation>
    </message>
    <message>
        <source>The encounter deck is empty, and you cannot buy a calligraphy.</source>
        <translation>A találkozáspakli elfogyott, és kalligráfiakártyát sem tudsz venni.</translation>
    </message>
    <message>
        <source>The hot spring deck is empty, and you cannot buy a bath house.</source>
        <translation>A Termálvízkártyák elfogytak, és fürdőházkártyát sem tudsz venni.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an Annaibito (guide) card and the panorama it shows: &quot;Annaibito (Sea panorama)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>most generous</source>
        <extracomment>score detail of the temple ranking: the donor of the most coins</extracomment>
        <translation>a legbőkezűbb</translation>
    </message>
    <message>
        <source>second most generous</source>
        <extracomment>score detail of the temple ranking (dense ranking: ties share a place)</extracomment>
        <translation>a második legbőkezűbb</translation>
    </message>
    <message>
        <source>third most generous</source>
        <extracomment>score detail of the temple ranking</extracomment>
        <translation>a harmadik legbőkezűbb</translation>
    </message>
    <message>
        <source>another donor</source>
        <extracomment>score detail of the temple ranking: any donor after the third place</extracomment>
        <translation>további adományozó</translation>
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
        <translation>Cseresznyefa</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>Fürdőház</translation>
    </message>
    <message>
        <source>Gaming room</source>
        <translation>Játékterem</translation>
    </message>
    <message>
        <source>Hot spring card</source>
        <translation>Termálvízkártya</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n érme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1 (%2, %n érme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1 (%n érme)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cherry trees: %n left</source>
        <extracomment>in the label beside a panorama (Crossroads): %n cherry trees left in the supply</extracomment>
        <translation>
            <numerusform>Cseresznyefák: még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bath houses: %n left</source>
        <extracomment>in the label beside a hot spring (Crossroads): %n bath houses left</extracomment>
        <translation>
            <numerusform>Fürdőházak: még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legendary objects: %n left</source>
        <extracomment>in the label beside a village (Crossroads): %n legendary objects left</extracomment>
        <translation>
            <numerusform>Legendás tárgyak: még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Amulets: %n left</source>
        <extracomment>in the label beside a temple (Crossroads): %n amulets left (face down)</extracomment>
        <translation>
            <numerusform>Amulettek: még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calligraphies: %n left</source>
        <extracomment>in the label beside an encounter (Crossroads): %n calligraphies left</extracomment>
        <translation>
            <numerusform>Kalligráfiakártyák: még %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 %n érmét kap.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1 elveszi a panoráma %n. részét (%2): %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1 elsőként fejezi be a panorámát (%2), és megkapja az eredménykártyáját: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1 %n érmét adományoz a Templomnak: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1 szuvenírt vásárol: %2 (%3) – %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1 ingyen szuvenírt kap: %2 – %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1 ingyen kapja a legolcsóbb szuvenírt: %n érmét kap vissza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 megmártózik a termálvízben: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 találkozik egy szamurájjal: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 találkozik egy nemessel (Kuge), aki %n érmét ad neki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1 találkozik egy szerzetessel (Miko): a bankból egy érme a Templomba kerül, %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 étkezik: %2 (%3) – %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 ingyen étkezik: %2 – %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1 cseresznyefát kap: %n pont és %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1 fürdőházat vásárol: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1 legendás tárgyat vásárol: %2 (%3) – %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1 tétje %n érme, a dobás: %2 – a tét elveszett.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1 tétje %n érme, a dobás: %2 – visszakapja a tétet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1 tétje %2, a dobás: %3 – %n érmét kap vissza.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1 dob a szerencsekockával: %2 – %n érme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1 nyert %n ponttal!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>%1 nyert %n ponttal, a holtversenyt az eredménykártyák száma döntötte el (%2)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>Közös győzelem %n ponttal: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>%n Termálvíz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%n készlet: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>%n érme értékű étel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>%n érme a Templomokban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>%n étel a fogadóban</numerusform>
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
        <translation>Válassz utazót: a két lap közül egyet tarts meg.</translation>
    </message>
    <message>
        <source>Choose a stop ahead for your traveller.</source>
        <translation>Válassz egy előrébb lévő mezőt az utazódnak.</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple.</source>
        <translation>Adj 1–3 érmét a Templomnak.</translation>
    </message>
    <message>
        <source>Buy souvenirs from the village display, or leave the village.</source>
        <translation>Vegyél szuvenírt a Falu kínálatából, vagy hagyd el a Falut.</translation>
    </message>
    <message>
        <source>Keep one of the two encounters.</source>
        <translation>Tartsd meg a két találkozás egyikét.</translation>
    </message>
    <message>
        <source>Choose the panorama that gets its next part.</source>
        <translation>Válaszd ki, melyik panoráma kapja a következő részt.</translation>
    </message>
    <message>
        <source>Take the free meal, or turn it down and buy one from the inn.</source>
        <translation>Fogadd el az ingyenes ételt, vagy utasítsd vissza, és vegyél egyet a fogadóban.</translation>
    </message>
    <message>
        <source>Buy one meal you have not eaten yet, or go without.</source>
        <translation>Vegyél egy olyan ételt, amelyet még nem ettél, vagy maradj étel nélkül.</translation>
    </message>
    <message>
        <source>Choose the usual effect of the stop or its Crossroads option.</source>
        <translation>Válaszd a mező szokásos hatását vagy a Keresztutak-lehetőséget.</translation>
    </message>
    <message>
        <source>Choose a legendary object to buy.</source>
        <translation>Válaszd ki, melyik legendás tárgyat veszed meg.</translation>
    </message>
    <message>
        <source>Choose an amulet to buy.</source>
        <translation>Válaszd ki, melyik amulettet veszed meg.</translation>
    </message>
    <message>
        <source>Choose a calligraphy to buy.</source>
        <translation>Válaszd ki, melyik kalligráfiakártyát veszed meg.</translation>
    </message>
    <message>
        <source>Buy a bath house.</source>
        <translation>Vegyél egy fürdőházkártyát.</translation>
    </message>
    <message>
        <source>You lead: use the Vitality amulet to move again, or keep it?</source>
        <translation>Az élen állsz: felhasználod az Életerő amulettet, hogy újra lépj, vagy megtartod?</translation>
    </message>
    <message>
        <source>Pay 1 coin for a random amulet before setting off?</source>
        <translation>Indulás előtt fizetsz 1 érmét egy véletlenszerű amulettért?</translation>
    </message>
    <message>
        <source>Bet 1 coin on the fortune die, or not?</source>
        <translation>Felteszel 1 érmét a szerencsekockára, vagy nem?</translation>
    </message>
    <message>
        <source>Your traveller leads: move the neutral traveller to a stop ahead.</source>
        <translation>Az utazód áll az élen: léptesd a semleges utazót egy előrébb lévő mezőre.</translation>
    </message>
    <message>
        <source>%1: choose its usual effect or its Crossroads option.</source>
        <extracomment>prompt at a stop with Crossroads: %1 the stop (&quot;Temple&quot;, &quot;Sea panorama&quot;…)</extracomment>
        <translation>%1: válaszd a szokásos hatást vagy a Keresztutak-lehetőséget.</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>Hozd meg a döntésedet.</translation>
    </message>
    <message>
        <source>%1 arrives at the first inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megérkezik az első fogadóba.</translation>
    </message>
    <message>
        <source>%1 arrives at the second inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megérkezik a második fogadóba.</translation>
    </message>
    <message>
        <source>%1 arrives at the third inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megérkezik a harmadik fogadóba.</translation>
    </message>
    <message>
        <source>%1 reaches the final inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;; the end of the road</extracomment>
        <translation>%1 megérkezik az utolsó fogadóba.</translation>
    </message>
    <message>
        <source>%1 stops at a village.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy Falu mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a temple.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy Templom mezőn.</translation>
    </message>
    <message>
        <source>%1 stops for an encounter.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy Találkozás mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a rice paddy panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy rizsföldi panoráma mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a mountain panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy hegyi panoráma mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a sea panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy tengeri panoráma mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a hot spring.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy Termálvíz mezőn.</translation>
    </message>
    <message>
        <source>%1 stops at a farm.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1 megáll egy Farm mezőn.</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>log, a score that has no sentence of its own: %1 a player, %2 what scored (a traveller&apos;s ability, a legendary object, an achievement card, a calligraphy, the temple ranking), %3 the points (&quot;Anna: Shodo, 1 point.&quot;)</extracomment>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <source>The neutral traveller</source>
        <extracomment>the neutral traveller as the subject of a log sentence, at its start: &quot;%1 stops at a farm.&quot;</extracomment>
        <translation>A semleges utazó</translation>
    </message>
    <message>
        <source>The neutral traveller stops at a temple and puts a coin from the bank on it.</source>
        <translation>A semleges utazó megáll egy Templom mezőn, és egy érmét tesz rá a bankból.</translation>
    </message>
    <message>
        <source>%1 stops at: %2.</source>
        <extracomment>log: %1 a player, %2 a kind of stop</extracomment>
        <translation>%1 itt áll meg: %2.</translation>
    </message>
    <message>
        <source>The journey begins. In order of departure: %1.</source>
        <extracomment>log: %1 lists the travellers in the order they leave (&quot;Ann (Kinko, 7 coins), …&quot;)</extracomment>
        <translation>Kezdődik az utazás. Indulási sorrend: %1.</translation>
    </message>
    <message>
        <source>%1 meets a Shokunin, who gives a souvenir from the deck.</source>
        <extracomment>log: %1 a player; the craftsman&apos;s souvenir follows on the next line</extracomment>
        <translation>%1 találkozik egy kézművessel (Shokunin), aki ad neki egy szuvenírt a pakliból.</translation>
    </message>
    <message>
        <source>%1 meets an Annaibito, who shows the %2.</source>
        <extracomment>log: %1 a player, %2 the panorama the guide shows (&quot;Sea panorama&quot;); the part it gives follows on the next line</extracomment>
        <translation>%1 találkozik egy idegenvezetővel (Annaibito), aki ezt mutatja meg: %2.</translation>
    </message>
    <message>
        <source>%1 meets: %2.</source>
        <extracomment>log: %1 a player, %2 an encounter card</extracomment>
        <translation>%1 találkozása: %2.</translation>
    </message>
    <message>
        <source>%1 takes the usual effect of the stop.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 a mező szokásos hatását választja.</translation>
    </message>
    <message>
        <source>%1 takes the Crossroads option.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1 a Keresztutak-lehetőséget választja.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the Crossroads option first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 a mező mindkét hatását megkapja, előbb a Keresztutak-lehetőséget.</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the usual one first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1 a mező mindkét hatását megkapja, előbb a szokásosat.</translation>
    </message>
    <message>
        <source>%1 is dealt %2 and %3: keep one.</source>
        <extracomment>log: %1 a player, %2 and %3 two travellers&apos; names</extracomment>
        <translation>%1 két utazót kap: %2 és %3 – egyet tarts meg.</translation>
    </message>
    <message>
        <source>%1 is dealt two travellers.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1 két utazót kap.</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>log: %1 a player, %2 a traveller&apos;s name</extracomment>
        <translation>%1 választása: %2.</translation>
    </message>
    <message>
        <source>%1 has chosen a traveller.</source>
        <translation>%1 kiválasztotta az utazóját.</translation>
    </message>
    <message>
        <source>%1 draws %2 and keeps one.</source>
        <extracomment>log, Yoshiyasu&apos;s ability: %1 a player, %2 a list of encounter cards</extracomment>
        <translation>%1 ezeket húzza: %2 – egyet megtart.</translation>
    </message>
    <message>
        <source>%1 draws two encounters and keeps one.</source>
        <translation>%1 két találkozáskártyát húz, és egyet megtart.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn: %2.</source>
        <extracomment>log: %1 a player, %2 the list of meals left at the inn</extracomment>
        <translation>%1 megnézi a fogadó ételeit: %2.</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn.</source>
        <translation>%1 megnézi a fogadó ételeit.</translation>
    </message>
    <message>
        <source>%1 is offered %2 for free.</source>
        <extracomment>log, Satsuki&apos;s ability: %1 a player, %2 a dish</extracomment>
        <translation>%1 ingyenes ételt kaphat: %2.</translation>
    </message>
    <message>
        <source>%1 is offered a free meal.</source>
        <translation>%1 ingyenes ételt kaphat.</translation>
    </message>
    <message>
        <source>%1 takes the %2 amulet, hidden from the others.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;); the others do not see which</extracomment>
        <translation>%1 amulettet kap, a többiek elől rejtve: %2.</translation>
    </message>
    <message>
        <source>Journey&apos;s end at the final inn. %1</source>
        <extracomment>log: %1 lists every traveller&apos;s total (&quot;Ann: 62 points, …&quot;)</extracomment>
        <translation>Az utazás véget ért az utolsó fogadóban. %1</translation>
    </message>
    <message>
        <source>%1 looks at the souvenirs of the village: %2.</source>
        <extracomment>log: %1 a player, %2 the list of the three souvenirs on display</extracomment>
        <translation>%1 megnézi a Falu szuvenírjeit: %2.</translation>
    </message>
    <message>
        <source>For the neutral traveller, %1 puts a meal of the inn under the deck unseen.</source>
        <extracomment>log, two players: %1 the player who moved the neutral traveller to the inn</extracomment>
        <translation>A semleges utazó helyett %1 megnézés nélkül a pakli aljára tesz egy ételt a fogadóból.</translation>
    </message>
    <message>
        <source>%1 does not eat at this inn.</source>
        <translation>%1 nem étkezik ebben a fogadóban.</translation>
    </message>
    <message>
        <source>%1 uses the %2 amulet.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;)</extracomment>
        <translation>%1 amulettet használ: %2.</translation>
    </message>
    <message>
        <source>%1 takes an amulet.</source>
        <extracomment>log: %1 a player; which amulet stays hidden</extracomment>
        <translation>%1 amulettet kap.</translation>
    </message>
    <message>
        <source>%1 buys the calligraphy %2, which scores at the end.</source>
        <extracomment>log: %1 a player, %2 a calligraphy (&quot;Patience&quot;)</extracomment>
        <translation>%1 kalligráfiakártyát vesz: %2 – a játék végén ér pontot.</translation>
    </message>
    <message>
        <source>Painter of the road</source>
        <translation>Az út festője</translation>
    </message>
    <message>
        <source>First at every view</source>
        <translation>Minden látképnél első</translation>
    </message>
    <message>
        <source>A meal at every inn</source>
        <translation>Étkezés minden fogadóban</translation>
    </message>
    <message>
        <source>The temples&apos; greatest donor</source>
        <translation>A templomok legbőkezűbb adományozója</translation>
    </message>
    <message>
        <source>A gift for everyone</source>
        <translation>Mindenkinek egy szuvenír</translation>
    </message>
    <message>
        <source>A long soak</source>
        <translation>Kiadós fürdőzés</translation>
    </message>
    <message>
        <source>Friends along the road</source>
        <translation>Barátok az út mentén</translation>
    </message>
    <message>
        <source>Three accolades</source>
        <translation>Háromszoros elismerés</translation>
    </message>
    <message>
        <source>A great journey</source>
        <translation>Nagyszerű utazás</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>Célfotó</translation>
    </message>
    <message>
        <source>Complete all three panoramas: sea, mountains and rice paddies.</source>
        <translation>Fejezd be mindhárom panorámát: a tengerit, a hegyit és a rizsföldit.</translation>
    </message>
    <message>
        <source>Be the first to complete each of the three panoramas.</source>
        <translation>Mindhárom panorámát elsőként fejezd be.</translation>
    </message>
    <message>
        <source>Eat a meal at each of the four inns after Kyoto.</source>
        <translation>Étkezz a Kiotó utáni mind a négy fogadóban.</translation>
    </message>
    <message>
        <source>Give the temples more coins than anyone else.</source>
        <translation>Adományozz több érmét a templomoknak, mint bárki más.</translation>
    </message>
    <message>
        <source>Buy souvenirs of all four kinds: small objects, clothing, art, food and drink.</source>
        <translation>Vásárolj mind a négyféle szuvenírből: apróságot, ruházatot, művészetet, ételt és italt.</translation>
    </message>
    <message>
        <source>Bathe in three or more hot springs.</source>
        <translation>Fürödj legalább három termálvízben.</translation>
    </message>
    <message>
        <source>Have five or more encounters.</source>
        <translation>Legyen legalább öt találkozásod.</translation>
    </message>
    <message>
        <source>Win three of the final achievement cards: Gourmet, Collector, Bather, Chatterbox.</source>
        <translation>Szerezz meg hármat a végső eredménykártyák közül: Ínyenc, Gyűjtő, Fürdőző, Dumagép.</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>Szerezz legalább 100 pontot.</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>Nyerj egyetlen pont különbséggel.</translation>
    </message>
    <message>
        <source>On the way to inn %1 of %2</source>
        <translation>Útban a következő fogadó felé (%1/%2)</translation>
    </message>
    <message>
        <source>Final inn: %1</source>
        <extracomment>the banner when a traveller reaches the end of the road; %1 the inn (Edo, or Kyoto on the Return trip)</extracomment>
        <translation>Utolsó fogadó: %1</translation>
    </message>
    <message>
        <source>In order of arrival: %1</source>
        <extracomment>the banner when a traveller reaches an inn; %1 the travellers there, first come first</extracomment>
        <translation>Érkezési sorrendben: %1</translation>
    </message>
</context>
<context>
    <name>TokaidoChoosers</name>
    <message numerus="yes">
        <source>→ %n point(s) now</source>
        <extracomment>a legendary object in the list to buy from: what it scores at once, all counted</extracomment>
        <translation>
            <numerusform>→ most %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>→ %n point(s) at the end, as your journey stands now</source>
        <extracomment>a calligraphy in the list to buy from: what it would score at the end if the journey ended right after buying it</extracomment>
        <translation>
            <numerusform>→ a játék végén %n pont, ha az utazásod most érne véget</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoHints</name>
    <message numerus="yes">
        <source>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop(s).</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;, &quot;First inn&quot;), %n the stops passed on the way</extracomment>
        <translation>
            <numerusform>Lépj tovább erre a mezőre: &lt;b&gt;%1&lt;/b&gt;, %n mezőt átugorva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First at the inn, you choose from all %n meal(s).</source>
        <extracomment>hint, a move to an inn nobody has reached yet: %n the meals drawn there</extracomment>
        <translation>
            <numerusform>Elsőként érsz a fogadóba, így %n étel közül választhatsz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is drawn from the %n amulet(s) left.</source>
        <extracomment>hint, the Good luck amulet before departure: %n the amulets it is drawn from</extracomment>
        <translation>
            <numerusform>A megmaradt %n amulett közül húzod.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n ahead of your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the traveller&apos;s mean final points (&quot;62 points&quot;), %n how far ahead of the best rival they end on average</extracomment>
        <translation>
            <numerusform>a végén %1, %n ponttal a legerősebb ellenfeled előtt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n behind your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, %n how far behind the best rival the traveller ends on average</extracomment>
        <translation>
            <numerusform>a végén %1, %n ponttal a legerősebb ellenfeled mögött</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ahead</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n ahead of the best rival (after &quot;62 points at the end, 4 ahead of your best rival, against&quot;)</extracomment>
        <translation>
            <numerusform>%1, %n ponttal elöl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n behind</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n behind the best rival</extracomment>
        <translation>
            <numerusform>%1, %n ponttal lemaradva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about %n point(s) by the computer player&apos;s count</source>
        <extracomment>hint, a move the computer player values without playing it out: %n its value</extracomment>
        <translation>
            <numerusform>a gépi játékos számítása szerint nagyjából %n pontot ér</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer player played each move to the end %n time(s).</source>
        <extracomment>hint: the computer player played each of its best moves to the end %n times, on journeys dealt from what you can see (the sentence before the comparison)</extracomment>
        <translation>
            <numerusform>A gépi játékos mindegyik lépést %n alkalommal játszotta le a játék végéig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later, and you lead the race to complete it first.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take, worth their numbers in points (&quot;3+4+5&quot;); the traveller has more parts of it than anyone</extracomment>
        <translation>A panoráma (%1) később még %2 pontot ér, és az első befejezéséért folyó versenyben te vezetsz.</translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take (&quot;3+4+5&quot;)</extracomment>
        <translation>A panoráma (%1) később még %2 pontot ér.</translation>
    </message>
    <message>
        <source>%1, level</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, level with the best rival</extracomment>
        <translation>%1, fej fej mellett</translation>
    </message>
    <message>
        <source>%1 at the end, level with your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, level with the best rival</extracomment>
        <translation>a végén %1, fej fej mellett a legerősebb ellenfeleddel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>hint: two sentences of a hint one after the other (%1 the first, %2 the next)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Part %1 of the %2: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 the gain (&quot;+3 points&quot;)</extracomment>
        <translation>A panoráma %1. része (%2): most %3.</translation>
    </message>
    <message>
        <source>That brings %1 now.</source>
        <extracomment>hint: %1 what the move brings at once (&quot;+3 points and +1 coin&quot;)</extracomment>
        <translation>Ez azonnal ennyit hoz: %1.</translation>
    </message>
    <message>
        <source>You are the first to complete the %1: its achievement card is yours.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;) the traveller is the first to complete</extracomment>
        <translation>Elsőként fejezed be a panorámát (%1): az eredménykártyája a tiéd.</translation>
    </message>
    <message>
        <source>That puts you ahead for the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Ezzel az élre állsz ennél az eredménykártyánál: %1 (%2).</translation>
    </message>
    <message>
        <source>That ties you for the lead of the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>Ezzel holtversenyben az élre állsz ennél az eredménykártyánál: %1 (%2).</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2.</source>
        <extracomment>hint: %1 a traveller (&quot;Kinko&quot;), %2 the coins printed on the tile (&quot;7 coins&quot;)</extracomment>
        <translation>Tartsd meg ezt az utazót: &lt;b&gt;%1&lt;/b&gt; – %2 az induláshoz.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2 (%3: %4).</source>
        <extracomment>hint: %1 the traveller to keep, %2 their starting coins; %3 the other tile&apos;s traveller, %4 theirs</extracomment>
        <translation>Tartsd meg ezt az utazót: &lt;b&gt;%1&lt;/b&gt; – %2 az induláshoz (%3: %4).</translation>
    </message>
    <message>
        <source>Walk on to the next stop, &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop right ahead (&quot;Village&quot;, &quot;First inn&quot;)</extracomment>
        <translation>Lépj tovább a következő mezőre: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Use the Friendship amulet and share &lt;b&gt;%1&lt;/b&gt; with the traveller there.</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;) another traveller holds; the Friendship amulet lets the traveller stop there too</extracomment>
        <translation>Használd a Barátság amulettet, és állj meg a másik utazóval egy mezőn: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>A souvenir there scores up to %1 for your sets; you have %2.</source>
        <extracomment>hint, a move to a village: %1 the most a souvenir could score for the traveller&apos;s sets (&quot;5 points&quot;), %2 the coins to spend (&quot;4 coins&quot;)</extracomment>
        <translation>Ott egy szuvenír értéke a készleteidben legfeljebb %1; %2 van nálad.</translation>
    </message>
    <message>
        <source>You can give up to %1 there: 1 point each.</source>
        <extracomment>hint, a move to a temple: %1 the most the traveller can give (&quot;3 coins&quot;)</extracomment>
        <translation>Ott adományozhatsz, legfeljebb ennyit: %1 – érménként 1 pont.</translation>
    </message>
    <message>
        <source>The last to arrive, you leave the inn first.</source>
        <translation>Utolsóként érkezel, így elsőként hagyod el a fogadót.</translation>
    </message>
    <message>
        <source>You are still the farthest behind, so you move again.</source>
        <translation>Így is te állsz leghátul, ezért újra te lépsz.</translation>
    </message>
    <message>
        <source>Move the neutral traveller to &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint, two players: %1 the stop the leading player sends the neutral traveller to</extracomment>
        <translation>Léptesd a semleges utazót erre a mezőre: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The bank puts 1 coin on the temple in its colour, for the temple ranking.</source>
        <translation>A bank 1 érmét tesz a Templomra a színében; ez a templomi rangsorban számít.</translation>
    </message>
    <message>
        <source>It takes one meal of the inn away, unseen.</source>
        <translation>Megnézés nélkül elvesz egy ételt a fogadó kínálatából.</translation>
    </message>
    <message>
        <source>It does nothing there, but no other traveller can stop there now.</source>
        <translation>Ott nem csinál semmit, de más utazó most már nem állhat meg ott.</translation>
    </message>
    <message>
        <source>It does nothing there.</source>
        <translation>Ott nem csinál semmit.</translation>
    </message>
    <message>
        <source>Use the Fortune amulet before you move: the fortune die gives up to %1.</source>
        <extracomment>hint, the Fortune amulet before a move: %1 the most the die can give (&quot;4 coins&quot;)</extracomment>
        <translation>Lépés előtt használd a Szerencse amulettet – a szerencsekocka legjobb dobása: %1.</translation>
    </message>
    <message>
        <source>Use the Vitality amulet: you lead, so you move once more.</source>
        <translation>Használd az Életerő amulettet: az élen állsz, így még egyszer léphetsz.</translation>
    </message>
    <message>
        <source>Keep the Vitality amulet for later and stay at &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop the traveller stays at (&quot;Farm&quot;)</extracomment>
        <translation>Tartsd meg későbbre az Életerő amulettet, és maradj ezen a mezőn: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Give %1 to the temple: %2 now.</source>
        <extracomment>hint: %1 the coins given (&quot;2 coins&quot;), %2 what they score now (&quot;+2 points&quot;)</extracomment>
        <translation>Adományozz a Templomnak, ennyit: %1 – most %2.</translation>
    </message>
    <message>
        <source>Temple ranking with %1 on the temples: %2 (%3 at the end).</source>
        <extracomment>hint: %1 the coins on the temples (&quot;5 coins&quot;), %2 the place (&quot;most generous&quot;), %3 what that place scores at the end (&quot;10 points&quot;)</extracomment>
        <translation>Templomi rangsor, ha %1 van a templomokon: %2 (a végén %3).</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 what it scores now (&quot;+3 points&quot;)</extracomment>
        <translation>Vedd meg: &lt;b&gt;%1&lt;/b&gt; (%2), a Hitbuzgalom amulettel a Templomra fizetve – most %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, Zen-emon&apos;s one-coin souvenir: %3 now.</source>
        <extracomment>hint: %1 a souvenir, %2 its price (&quot;1 coin&quot;) with Zen-emon&apos;s ability, %3 its points</extracomment>
        <translation>Vedd meg: &lt;b&gt;%1&lt;/b&gt; (%2) – Zen-emon egyérmés szuvenírje; most %3.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), %3 what it scores now</extracomment>
        <translation>Vedd meg: &lt;b&gt;%1&lt;/b&gt; (%2) – most %3.</translation>
    </message>
    <message>
        <source>It starts a new set.</source>
        <translation>Új készletet kezd.</translation>
    </message>
    <message>
        <source>It becomes card %1 of a set.</source>
        <extracomment>hint: %1 the souvenir&apos;s place in its set (2 to 5): its points are 1, 3, 5, 7 by place</extracomment>
        <translation>Egy készlet %1. lapja lesz.</translation>
    </message>
    <message>
        <source>Leave the village and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;4 coins&quot;)</extracomment>
        <translation>Hagyd el a Falut, és tartsd meg a pénzed (%1).</translation>
    </message>
    <message>
        <source>Sasayakko takes %1 back off the temple for the cheapest souvenir, which Devotion paid there, and loses %2.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she takes back off the temple, where the Devotion amulet had paid the cheapest souvenir (&quot;1 coin&quot;), %2 the points they scored</extracomment>
        <translation>Sasayakko visszakapja a Templomtól a legolcsóbb szuvenír árát (%1), amelyet a Hitbuzgalom fizetett oda; %2 elvész.</translation>
    </message>
    <message>
        <source>Sasayakko gets %1 back for the cheapest souvenir.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she gets back (&quot;2 coins&quot;)</extracomment>
        <translation>Sasayakko visszakapja a legolcsóbb szuvenír árát: %1.</translation>
    </message>
    <message>
        <source>The souvenirs left would score at most %1.</source>
        <extracomment>hint: %1 the most a souvenir left on display would score (&quot;1 point&quot;)</extracomment>
        <translation>A maradék szuvenírek értéke legfeljebb %1 lenne.</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;; the other card goes under the deck.</source>
        <extracomment>hint, Yoshiyasu&apos;s ability: %1 the encounter card he keeps (&quot;Samurai&quot;)</extracomment>
        <translation>Tartsd meg: &lt;b&gt;%1&lt;/b&gt;; a másik lap a pakli aljára kerül.</translation>
    </message>
    <message>
        <source>Take part %1 of the &lt;b&gt;%2&lt;/b&gt;: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 its points (&quot;+3 points&quot;)</extracomment>
        <translation>Vedd el a panoráma %1. részét (&lt;b&gt;%2&lt;/b&gt;) – most %3.</translation>
    </message>
    <message>
        <source>Take the usual effect of &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;)</extracomment>
        <translation>Válaszd a mező szokásos hatását: &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take the Crossroads option of &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;), %2 its Crossroads option (&quot;Amulet&quot;, &quot;Cherry tree&quot;)</extracomment>
        <translation>Válaszd a mező Keresztutak-lehetőségét (&lt;b&gt;%1&lt;/b&gt;): %2.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop (&quot;Temple&quot;); with the Health amulet, the Crossroads option first</extracomment>
        <translation>Használd az Egészség amulettet, és kapd meg a mező mindkét hatását (&lt;b&gt;%1&lt;/b&gt;), előbb a Keresztutak-lehetőséget.</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the usual one first.</source>
        <extracomment>hint: %1 the stop; with the Health amulet, the usual effect first</extracomment>
        <translation>Használd az Egészség amulettet, és kapd meg a mező mindkét hatását (&lt;b&gt;%1&lt;/b&gt;), előbb a szokásosat.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the Crossroads option first</extracomment>
        <translation>Kapd meg a mező mindkét hatását (&lt;b&gt;%1&lt;/b&gt;), ahogy az utazód képessége engedi, előbb a Keresztutak-lehetőséget.</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the usual one first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the usual one first</extracomment>
        <translation>Kapd meg a mező mindkét hatását (&lt;b&gt;%1&lt;/b&gt;), ahogy az utazód képessége engedi, előbb a szokásosat.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free with the Hospitality amulet: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), free with the Hospitality amulet; %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Edd meg ingyen, a Vendégszeretet amulettel: &lt;b&gt;%1&lt;/b&gt; – most %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;) that costs this traveller nothing, %2 its points</extracomment>
        <translation>Edd meg ingyen: &lt;b&gt;%1&lt;/b&gt; – most %2.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a dish, %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 its points (&quot;+8 points&quot;)</extracomment>
        <translation>Edd meg: &lt;b&gt;%1&lt;/b&gt; (%2), a Hitbuzgalom amulettel a Templomra fizetve – most %3.</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), %2 its price (&quot;2 coins&quot;), %3 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Edd meg: &lt;b&gt;%1&lt;/b&gt; (%2) – most %3.</translation>
    </message>
    <message>
        <source>Eat the free &lt;b&gt;%1&lt;/b&gt;: %2 now, and your coins stay in your purse.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish (&quot;Dango&quot;), %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>Edd meg az ingyenes ételt (&lt;b&gt;%1&lt;/b&gt;): most %2, és a pénzed megmarad.</translation>
    </message>
    <message>
        <source>Turn the free &lt;b&gt;%1&lt;/b&gt; down and choose one of the inn&apos;s meals instead.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish she turns down</extracomment>
        <translation>Utasítsd vissza az ingyenes ételt (&lt;b&gt;%1&lt;/b&gt;), és válassz helyette a fogadó ételei közül.</translation>
    </message>
    <message>
        <source>Go without a meal at this inn and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;3 coins&quot;)</extracomment>
        <translation>Ebben a fogadóban ne egyél, és tartsd meg a pénzed (%1).</translation>
    </message>
    <message>
        <source>The cheapest meal you may eat here costs %1.</source>
        <extracomment>hint, going without a meal: %1 the price of the cheapest meal the traveller may eat</extracomment>
        <translation>A legolcsóbb étel, amelyet itt ehetsz, ennyibe kerül: %1.</translation>
    </message>
    <message>
        <source>Bet %1 on the fortune die: it pays the stake %2 to %3.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake (&quot;1 coin&quot;), %2 and %3 the die&apos;s lowest and highest faces (&quot;×0&quot;, &quot;×4&quot;)</extracomment>
        <translation>Tegyél fel a szerencsekockára ennyit: %1 – a tét %2 és %3 között térül meg.</translation>
    </message>
    <message>
        <source>Keep your %1: no bet at this inn.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake he keeps (&quot;1 coin&quot;)</extracomment>
        <translation>Tartsd meg a tétet (%1): ebben a fogadóban nem fogadsz.</translation>
    </message>
    <message>
        <source>Pay %1 for a random amulet before setting off.</source>
        <extracomment>hint, the Good luck variant: %1 the price (&quot;1 coin&quot;)</extracomment>
        <translation>Indulás előtt vegyél egy véletlenszerű amulettet (%1).</translation>
    </message>
    <message>
        <source>Set off without an amulet and keep your %1.</source>
        <extracomment>hint, the Good luck variant: %1 the coins kept (&quot;3 coins&quot;)</extracomment>
        <translation>Indulj el amulett nélkül, és tartsd meg a pénzed (%1).</translation>
    </message>
    <message>
        <source>Buy the legendary object &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a legendary object (&quot;Shodo&quot;), %2 its price (&quot;3 coins&quot;)</extracomment>
        <translation>Vedd meg a legendás tárgyat: &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;%1&lt;/b&gt; amulet for %2, to use from your next turn on.</source>
        <extracomment>hint: %1 an amulet (&quot;Fortune&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Vedd meg az amulettet: &lt;b&gt;%1&lt;/b&gt; (%2) – a következő körödtől használhatod.</translation>
    </message>
    <message>
        <source>Buy the calligraphy &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a calligraphy (&quot;Patience&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>Vedd meg a kalligráfiakártyát: &lt;b&gt;%1&lt;/b&gt; (%2).</translation>
    </message>
    <message>
        <source>Counted now, it would score %1 at the end.</source>
        <extracomment>hint: %1 what the calligraphy would score at the end (&quot;6 points&quot;), counted now</extracomment>
        <translation>Ha most számolnánk, a végén ennyit érne: %1.</translation>
    </message>
    <message>
        <source>Buy a bath house for %1: %2 now.</source>
        <extracomment>hint: %1 the price (&quot;1 coin&quot;), %2 the points (&quot;+4 points&quot;)</extracomment>
        <translation>Vegyél egy fürdőházat (%1) – most %2.</translation>
    </message>
    <message>
        <source>It counts as a hot spring for the %1.</source>
        <extracomment>hint: %1 the end achievement of the most hot springs (&quot;Bather&quot;)</extracomment>
        <translation>Termálvíznek számít ennél az eredménykártyánál: %1.</translation>
    </message>
    <message>
        <source>The computer player would choose this.</source>
        <translation>A gépi játékos ezt választaná.</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>a gift to the temple named as a move (&quot;Give 2 coins&quot;)</extracomment>
        <translation>Adomány: %1</translation>
    </message>
    <message>
        <source>Both effects</source>
        <translation>Mindkét hatás</translation>
    </message>
    <message>
        <source>The other choice</source>
        <translation>A másik lehetőség</translation>
    </message>
</context>
<context>
    <name>TokaidoReplay</name>
    <message>
        <source>%1 keeps a traveller</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of the two traveller tiles: %1 the player</extracomment>
        <translation>%1 megtart egy utazót</translation>
    </message>
    <message>
        <source>%1 keeps an encounter</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of two encounters: %1 the player</extracomment>
        <translation>%1 megtart egy találkozást</translation>
    </message>
    <message>
        <source>%1 chooses a panorama part</source>
        <extracomment>a replay&apos;s hero, before a player takes the panorama part of their choice: %1 the player</extracomment>
        <translation>%1 panorámarészt választ</translation>
    </message>
    <message>
        <source>%1 moves the neutral traveller</source>
        <extracomment>a replay&apos;s hero, before a player moves the two-player game&apos;s neutral traveller: %1 the player</extracomment>
        <translation>%1 lépteti a semleges utazót</translation>
    </message>
    <message>
        <source>%1&apos;s choice: the framed card</source>
        <extracomment>in a replay, over the cards a player chose from, the one taken framed: %1 the player</extracomment>
        <translation>%1 választása: a bekeretezett kártya</translation>
    </message>
</context>
<context>
    <name>TokaidoSupply</name>
    <message numerus="yes">
        <source>%n cherry tree(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Még %n cseresznyefakártya van</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>Még %n fürdőház van</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Még %n legendás tárgy van</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy/calligraphies left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>Még %n kalligráfiakártya van</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s) left, face down</source>
        <extracomment>the Crossroads supply on the board: the amulets are face down, only their number is known</extracomment>
        <translation>
            <numerusform>Még %n amulett van, képpel lefelé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rare and precious: %n of each in this game</source>
        <extracomment>the Crossroads supply&apos;s tooltip with the &quot;Rare and precious&quot; variant</extracomment>
        <translation>
            <numerusform>Ritka és precíz: ebben a játékban mindegyikből %n</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game (bought ones included):</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip: the amulets laid out at the start follow, one per line (some may be held by travellers now)</extracomment>
        <translation>Ebben a játékban (a már megvettekkel együtt):</translation>
    </message>
    <message>
        <source>You see:</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip while you look through the amulets to buy one</extracomment>
        <translation>Ezeket látod:</translation>
    </message>
</context>
<context>
    <name>TokaidoTutorial</name>
    <message>
        <source>Welcome to the Tokaido, the great road from &lt;b&gt;Kyoto&lt;/b&gt; to &lt;b&gt;Edo&lt;/b&gt;. On the way you collect sights, souvenirs and meals that score points. The richest journey wins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Üdv a Tokaidón, a &lt;b&gt;Kiotóból&lt;/b&gt; &lt;b&gt;Edóba&lt;/b&gt; vezető nagy úton! Útközben látnivalókat, szuveníreket és ételeket gyűjtesz, amelyek pontot érnek. A leggazdagabb utazás nyer.</translation>
    </message>
    <message>
        <source>You travel as &lt;b&gt;Hiroshige&lt;/b&gt;, the artist. He sets off with 3 coins, and at each inn on the way he paints a panorama part of his choice.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the traveller card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;Hiroshige&lt;/b&gt;, a művész bőrében utazol. 3 érmével indul, és útközben minden fogadóban megfest egy tetszőleges panorámarészt.</translation>
    </message>
    <message>
        <source>The traveller &lt;b&gt;farthest behind&lt;/b&gt; on the road always moves next. You wait last in line at Kyoto, so you go first.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Mindig az úton &lt;b&gt;leghátul&lt;/b&gt; álló utazó lép. Kiotóban te állsz a sor végén, ezért te kezdesz.</translation>
    </message>
    <message>
        <source>You may walk forward to any free stop, as far as you like, but never past the next inn. Start with the &lt;b&gt;village&lt;/b&gt; right ahead: click it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Bármelyik szabad mezőre előreléphetsz, akármilyen messzire, de sosem a következő fogadón túlra. Kezdd a közvetlenül előtted lévő &lt;b&gt;Faluval&lt;/b&gt;: kattints rá.</translation>
    </message>
    <message>
        <source>Not so fast: stop at the village right ahead first.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Ne olyan gyorsan: előbb állj meg a közvetlenül előtted lévő Faluban.</translation>
    </message>
    <message>
        <source>A village shows three souvenirs. Press &lt;b&gt;Open the market&lt;/b&gt; to see them.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A Faluban három szuvenírt kínálnak. Nyomd meg a &lt;b&gt;Piac megnyitása&lt;/b&gt; gombot, hogy lásd őket.</translation>
    </message>
    <message>
        <source>Souvenirs come in four families. A set holds one of each: its first card scores 1 point, the second 3, the third 5 and the fourth 7.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice over the board.</extracomment>
        <translation>A szuvenírek négy fajtából állnak. Egy készletben mindegyikből egy lehet: az első lap 1 pontot ér, a második 3-at, a harmadik 5-öt, a negyedik 7-et.</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;Koma&lt;/b&gt;, a small object, for 1 coin: it starts your first set.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vedd meg a &lt;b&gt;Koma&lt;/b&gt; nevű apróságot 1 érméért: ezzel kezdődik az első készleted.</translation>
    </message>
    <message>
        <source>The Haori would score 3, but the temple ahead needs a coin too. Press &lt;b&gt;Done buying&lt;/b&gt; to keep your 2 coins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A Haori 3 pontot érne, de az előtted álló Templomhoz is kell egy érme. Nyomd meg a &lt;b&gt;Vásárlás vége&lt;/b&gt; gombot, és tartsd meg a 2 érmédet.</translation>
    </message>
    <message>
        <source>Take the &lt;b&gt;Koma&lt;/b&gt; for now: it costs only 1 coin.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Most a &lt;b&gt;Koma&lt;/b&gt; legyen az: csak 1 érmébe kerül.</translation>
    </message>
    <message>
        <source>Keep your coins this time: press &lt;b&gt;Done buying&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ezúttal tartsd meg az érméidet: nyomd meg a &lt;b&gt;Vásárlás vége&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>Now Hana and Kenji are behind you, so they move. Hana walked on to a hot spring: press &lt;b&gt;Take the bath&lt;/b&gt; to draw her card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Most Hana és Kenji áll mögötted, ezért ők lépnek. Hana egy Termálvíz mezőig ment: nyomd meg a &lt;b&gt;Fürdőzés&lt;/b&gt; gombot, hogy felhúzza a lapját.</translation>
    </message>
    <message>
        <source>Hana and Kenji hurried far ahead, so you are the farthest behind again and move once more. Lingering gives you more turns.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>Hana és Kenji messzire előresietett, így újra te vagy leghátul, és ismét lépsz. Aki elidőzik, többször léphet.</translation>
    </message>
    <message>
        <source>Stop at the &lt;b&gt;temple&lt;/b&gt;. There you give 1 to 3 coins, and each coin scores 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Állj meg a &lt;b&gt;Templomnál&lt;/b&gt;. Itt 1–3 érmét adományozol, és minden érme 1 pontot ér.</translation>
    </message>
    <message>
        <source>The temple first, right ahead of you.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Előbb a Templom, közvetlenül előtted.</translation>
    </message>
    <message>
        <source>Give 1 coin and keep the other one for later.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Adományozz 1 érmét, a másikat tartsd meg későbbre.</translation>
    </message>
    <message>
        <source>Give just 1 coin this time.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Ezúttal csak 1 érmét adományozz.</translation>
    </message>
    <message>
        <source>Your coins stay at the temple. At the end, the most generous travellers score a bonus: 10, 7, 4 or 2 points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the temple.</extracomment>
        <translation>Az érméid a Templomban maradnak. A végén a legbőkezűbb utazók bónuszt kapnak: 10, 7, 4 vagy 2 pontot.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you meet someone on the road who helps you. Stop there.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;Találkozás&lt;/b&gt; mezőn valakivel találkozol az úton, aki segít neked. Állj meg ott.</translation>
    </message>
    <message>
        <source>Try the encounter right ahead.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Próbáld ki a közvetlenül előtted lévő Találkozás mezőt.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Meet the traveller&lt;/b&gt; to draw an encounter card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nyomd meg a &lt;b&gt;Találkozás&lt;/b&gt; gombot, és húzz egy találkozáskártyát.</translation>
    </message>
    <message>
        <source>You met the &lt;b&gt;Annaibito&lt;/b&gt;, a guide. He shows you the first part of the rice paddy panorama: 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Az &lt;b&gt;Annaibito&lt;/b&gt; idegenvezetővel találkoztál. Megmutatja neked a rizsföldi panoráma első részét: 1 pont.</translation>
    </message>
    <message>
        <source>At a panorama stop you take the next part of that panorama, and it scores its number. Walk on to the &lt;b&gt;rice paddy&lt;/b&gt; for part 2.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Panoráma mezőn a panoráma következő részét kapod, és annyi pontot ér, amennyi a száma. Menj tovább a &lt;b&gt;rizsföldhöz&lt;/b&gt; a 2. részért.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama next: part 2 waits there.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Következő a rizsföldi panoráma: ott vár a 2. rész.</translation>
    </message>
    <message>
        <source>The rice paddy has 3 parts, the mountain 4 and the sea 5. Whoever completes one first wins its achievement card. A finished panorama is closed to you.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama.</extracomment>
        <translation>A rizsföld 3 részből áll, a hegy 4-ből, a tenger 5-ből. Aki elsőként teljesít egyet, megkapja az eredménykártyáját. A kész panoráma mezőin már nem állhatsz meg.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;hot spring&lt;/b&gt; card is worth 2 or 3 points. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Egy &lt;b&gt;Termálvízkártya&lt;/b&gt; 2 vagy 3 pontot ér. Állj meg a Termálvíz mezőn.</translation>
    </message>
    <message>
        <source>The hot spring is next.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.
----------
Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Következik a Termálvíz.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Take the bath&lt;/b&gt; to draw your card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nyomd meg a &lt;b&gt;Fürdőzés&lt;/b&gt; gombot, és húzd fel a lapodat.</translation>
    </message>
    <message>
        <source>Your purse is almost empty. A &lt;b&gt;farm&lt;/b&gt; gives you 3 coins. You may skip any stops on the way.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Majdnem üres az erszényed. A &lt;b&gt;Farm&lt;/b&gt; 3 érmét ad. Az útba eső mezőket nyugodtan átugorhatod.</translation>
    </message>
    <message>
        <source>You need coins: go to the farm.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Érmékre van szükséged: menj a Farmra.</translation>
    </message>
    <message>
        <source>Walk on to the &lt;b&gt;sea&lt;/b&gt; panorama and take its first part.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Menj tovább a &lt;b&gt;tengeri&lt;/b&gt; panorámához, és vedd el az első részét.</translation>
    </message>
    <message>
        <source>Head for the sea panorama.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Irány a tengeri panoráma.</translation>
    </message>
    <message>
        <source>Every traveller must stop at each &lt;b&gt;inn&lt;/b&gt;. Walk to the first inn, where Kenji is waiting.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Minden utazónak meg kell állnia minden &lt;b&gt;fogadóban&lt;/b&gt;. Menj az első fogadóba, ahol Kenji már vár.</translation>
    </message>
    <message>
        <source>On to the inn now.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Most irány a fogadó.</translation>
    </message>
    <message>
        <source>Before dinner Hiroshige paints a panorama part of his choice. Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vacsora előtt Hiroshige megfest egy tetszőleges panorámarészt. Válaszd a &lt;b&gt;rizsföldet&lt;/b&gt;: az utolsó része teljessé teszi.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Válaszd a &lt;b&gt;rizsföldet&lt;/b&gt;: az utolsó része teljessé teszi.</translation>
    </message>
    <message>
        <source>Try the new effect: a &lt;b&gt;legendary object&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Próbáld ki az új hatást: egy &lt;b&gt;legendás tárgyat&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Murasame&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ezúttal a &lt;b&gt;Murasamét&lt;/b&gt; válaszd.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;amulet&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ezúttal az &lt;b&gt;amulettet&lt;/b&gt; válaszd.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;: you will use it soon.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vedd el az &lt;b&gt;Egészséget&lt;/b&gt;: hamarosan használni fogod.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;calligraphy&lt;/b&gt; alone: keep &lt;b&gt;Health&lt;/b&gt; for the next stop.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Csak a &lt;b&gt;kalligráfiát&lt;/b&gt; válaszd: az &lt;b&gt;Egészséget&lt;/b&gt; tartsd meg a következő mezőre.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Contemplation&lt;/b&gt; for this journey.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Erre az utazásra az &lt;b&gt;Elmélkedést&lt;/b&gt; vedd el.</translation>
    </message>
    <message>
        <source>Use &lt;b&gt;Health&lt;/b&gt;: take both effects.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Használd az &lt;b&gt;Egészséget&lt;/b&gt;: kérd mindkét hatást.</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;bath house&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Ezúttal a &lt;b&gt;fürdőházat&lt;/b&gt; válaszd.</translation>
    </message>
    <message>
        <source>You are the first to complete the rice paddy, so its &lt;b&gt;achievement card&lt;/b&gt; is yours: 3 more points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the achievements. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Elsőként teljesítetted a rizsföldet, így az &lt;b&gt;eredménykártyája&lt;/b&gt; a tiéd: további 3 pont.</translation>
    </message>
    <message>
        <source>The first traveller at an inn draws one meal more than there are players; each arrival may buy one of those left. Press &lt;b&gt;See the meals&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Aki elsőként ér a fogadóba, eggyel több ételkártyát húz, mint ahány játékos van; minden érkező vehet egyet a megmaradtakból. Nyomd meg az &lt;b&gt;Ételek megtekintése&lt;/b&gt; gombot.</translation>
    </message>
    <message>
        <source>Every meal scores 6 points, whatever it costs. Choose one you like.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board.</extracomment>
        <translation>Minden étel 6 pontot ér, bármennyibe kerül. Válassz egyet, amelyik tetszik.</translation>
    </message>
    <message>
        <source>Have dinner: any meal here is worth 6 points.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Vacsorázz: itt bármelyik étel 6 pontot ér.</translation>
    </message>
    <message>
        <source>You may eat only one meal at each inn, and never the same dish twice on your journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the meals.</extracomment>
        <translation>Fogadónként csak egy ételt ehetsz, és az utazás során sosem ugyanazt az ételt kétszer.</translation>
    </message>
    <message>
        <source>Hana reaches the inn last and looks at the meals left. Press &lt;b&gt;See the meals&lt;/b&gt; to let her choose.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana utolsóként ér a fogadóba, és megnézi a maradék ételeket. Nyomd meg az &lt;b&gt;Ételek megtekintése&lt;/b&gt; gombot, hogy választhasson.</translation>
    </message>
    <message>
        <source>Everyone waits at an inn until all have arrived. Then the last to arrive is the farthest behind: Hana set off first, and you are next.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>A fogadóban mindenki megvárja a többieket. Ezután az utolsóként érkező áll leghátul: Hana indult el elsőként, és te következel.</translation>
    </message>
    <message>
        <source>Now the road to Edo is yours: travel as you like. Point at any stop to see what it gives. We meet again at the end of the journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Most már tiéd az Edóba vezető út: utazz, ahogy kedved tartja. Mutass rá bármelyik mezőre, és látod, mit ad. Az utazás végén találkozunk.</translation>
    </message>
    <message>
        <source>Welcome to Edo! The journey is over, and the end bonuses are on the score sheet.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>Üdv Edóban! Az utazásnak vége, a záró bónuszok a pontozólapon láthatók.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;temple ranking&lt;/b&gt;: the most generous giver scores 10, the next 7, the third 4, and every other giver 2. Tied travellers share a rank.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;Templomi rangsor&lt;/b&gt;: a legbőkezűbb adományozó 10 pontot kap, a következő 7-et, a harmadik 4-et, minden további adományozó 2-t. Holtversenyben osztoznak a helyezésen.</translation>
    </message>
    <message>
        <source>Four achievement cards are awarded now, 3 points each: &lt;b&gt;Gourmet&lt;/b&gt; for the dearest meals, &lt;b&gt;Collector&lt;/b&gt; for the most souvenirs, &lt;b&gt;Bather&lt;/b&gt; for the most hot springs and &lt;b&gt;Chatterbox&lt;/b&gt; for the most encounters.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Most négy eredménykártyát osztanak ki, mindegyik 3 pontot ér: &lt;b&gt;Ínyenc&lt;/b&gt; a legdrágább ételekért, &lt;b&gt;Gyűjtő&lt;/b&gt; a legtöbb szuvenírért, &lt;b&gt;Fürdőző&lt;/b&gt; a legtöbb termálvízért és &lt;b&gt;Dumagép&lt;/b&gt; a legtöbb találkozásért.</translation>
    </message>
    <message>
        <source>The most points wins; on a tie, the most achievement cards. You know the Tokaido now: have a good journey!</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>A legtöbb pont nyer; holtverseny esetén a több eredménykártya. Most már ismered a Tokaidót: jó utat!</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name); it is also %1 of &quot;You know how to play %1&quot; after the last lesson</extracomment>
        <translation>Tokaido</translation>
    </message>
    <message>
        <source>With &lt;b&gt;Crossroads&lt;/b&gt; every stop but the inns offers a second effect. When you stop, you take &lt;b&gt;either&lt;/b&gt; the usual effect &lt;b&gt;or&lt;/b&gt; the new one, never both.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;Keresztutakkal&lt;/b&gt; a fogadók kivételével minden mező egy második hatást is kínál. Amikor megállsz, &lt;b&gt;vagy&lt;/b&gt; a szokásos, &lt;b&gt;vagy&lt;/b&gt; az új hatást választod, sosem mindkettőt.</translation>
    </message>
    <message>
        <source>Six new travellers join the road: Hana travels as Kita, Kenji as Jirocho. Point at a traveller&apos;s name to read the ability.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks a stop on the road.</extracomment>
        <translation>Hat új utazó csatlakozik: Hana Kitaként, Kenji Jirochóként utazik. Mutass egy utazó nevére, és elolvashatod a képességét.</translation>
    </message>
    <message>
        <source>You move first. Stop at the &lt;b&gt;village&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Te lépsz először. Állj meg a &lt;b&gt;Faluban&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Start with the village right ahead.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Kezdd a közvetlenül előtted lévő Faluval.</translation>
    </message>
    <message>
        <source>Instead of souvenirs, a village sells &lt;b&gt;legendary objects&lt;/b&gt;: exactly one, of your choice. Choose the legendary object.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Szuvenírek helyett a Falu &lt;b&gt;legendás tárgyakat&lt;/b&gt; is árul: pontosan egyet, tetszés szerint. Válaszd a legendás tárgyat.</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;Murasame&lt;/b&gt; for 3 coins: 8 points at once. Like souvenirs, legendary objects count for the Collector.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vedd meg a &lt;b&gt;Murasamét&lt;/b&gt; 3 érméért: azonnal 8 pont. A legendás tárgyak a szuvenírekhez hasonlóan beszámítanak a Gyűjtőnél.</translation>
    </message>
    <message>
        <source>Hana and Kenji walk on, Kenji right to the first inn. Press &lt;b&gt;See the meals&lt;/b&gt; to let him choose his dinner.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hana és Kenji továbbmegy, Kenji egészen az első fogadóig. Nyomd meg az &lt;b&gt;Ételek megtekintése&lt;/b&gt; gombot, hogy kiválaszthassa a vacsoráját.</translation>
    </message>
    <message>
        <source>At a &lt;b&gt;temple&lt;/b&gt; the new effect is an &lt;b&gt;amulet&lt;/b&gt;: 1 coin to the bank, not to the temple. Stop at the temple.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;Templomban&lt;/b&gt; az új hatás egy &lt;b&gt;amulett&lt;/b&gt;: 1 érme a banknak, nem a Templomnak. Állj meg a Templomnál.</translation>
    </message>
    <message>
        <source>The temple is next.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Következik a Templom.</translation>
    </message>
    <message>
        <source>Choose the amulet instead of a gift.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Adomány helyett válaszd az amulettet.</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;. The others cannot see your amulets. Each is used once, and not in the turn you got it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Vedd el az &lt;b&gt;Egészséget&lt;/b&gt;. A többiek nem látják az amulettjeidet. Mindegyik egyszer használható, és nem abban a körben, amelyben megszerezted.</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you may buy a &lt;b&gt;calligraphy&lt;/b&gt; for 1 coin instead. Stop at the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A &lt;b&gt;Találkozás&lt;/b&gt; mezőn ehelyett 1 érméért &lt;b&gt;kalligráfiát&lt;/b&gt; is vehetsz. Állj meg a Találkozás mezőn.</translation>
    </message>
    <message>
        <source>On to the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Tovább a Találkozás mezőre.</translation>
    </message>
    <message>
        <source>Choose the calligraphy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Válaszd a kalligráfiát.</translation>
    </message>
    <message>
        <source>Calligraphies score at the end, as printed. &lt;b&gt;Contemplation&lt;/b&gt; gives 3 points per completed panorama and 1 per cherry tree. Take it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A kalligráfiák a végén pontoznak, a rájuk írtak szerint. Az &lt;b&gt;Elmélkedés&lt;/b&gt; teljes panorámánként 3 pontot, cseresznyefánként 1-et ér. Vedd el.</translation>
    </message>
    <message>
        <source>A panorama stop offers a &lt;b&gt;cherry tree&lt;/b&gt;: 2 points and 1 coin. Stop at the rice paddy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A panoráma mező egy &lt;b&gt;cseresznyefát&lt;/b&gt; is kínál: 2 pont és 1 érme. Állj meg a rizsföldnél.</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Menj a rizsföldi panorámához.</translation>
    </message>
    <message>
        <source>Your Health amulet lets you take &lt;b&gt;both&lt;/b&gt; effects here: the panorama part and the cherry tree. Switch on its chip, then click the effect to take first.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Az Egészség amulettel itt &lt;b&gt;mindkét&lt;/b&gt; hatást megkapod: a panorámarészt és a cseresznyefát. Kapcsold be az Egészséget, majd kattints arra a hatásra, amelyet előbb kérsz.</translation>
    </message>
    <message>
        <source>A hot spring sells a &lt;b&gt;bath house&lt;/b&gt;: 1 coin for 4 points, and it counts for the Bather. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A Termálvíz mező &lt;b&gt;fürdőházat&lt;/b&gt; is árul: 1 érméért 4 pont, és a Fürdőzőnél is beszámít. Állj meg a Termálvíz mezőn.</translation>
    </message>
    <message>
        <source>Choose the bath house.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Válaszd a fürdőházat.</translation>
    </message>
    <message>
        <source>At a farm you may bet 2 coins in the &lt;b&gt;gaming room&lt;/b&gt; instead of taking 3. Stop at the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>A Farmon 3 érme helyett 2 érmét is feltehetsz a &lt;b&gt;Játékteremben&lt;/b&gt;. Állj meg a Farmon.</translation>
    </message>
    <message>
        <source>Go to the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Menj a Farmra.</translation>
    </message>
    <message>
        <source>Choose the gaming room. The fortune die shows ×0 twice, then ×1 to ×4: it multiplies your stake.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>Válaszd a Játéktermet. A szerencsekockán kétszer ×0, aztán ×1–×4 áll: ennyivel szorzódik a téted.</translation>
    </message>
    <message>
        <source>Try your luck in the gaming room.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>Próbáld ki a szerencsédet a Játékteremben.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Roll the die&lt;/b&gt; and see what your bet brings.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Nyomd meg a &lt;b&gt;Kockadobás&lt;/b&gt; gombot, és nézd meg, mit hoz a téted.</translation>
    </message>
    <message>
        <source>Now travel on as you like to the first inn. Remember: at each stop, the usual effect or the new one.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Most utazz tetszés szerint az első fogadóig. Ne feledd: minden mezőn vagy a szokásos, vagy az új hatás.</translation>
    </message>
    <message>
        <source>That is all Crossroads adds. Your calligraphy and the other bonuses count at Edo: enjoy the rest of the journey!</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>Ennyi újdonságot hoz a Keresztutak. A kalligráfiád és a többi bónusz Edóban számít: élvezd az út hátralévő részét!</translation>
    </message>
    <message>
        <source>the Crossroads expansion</source>
        <extracomment>the Crossroads lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>a Keresztutak kiegészítő</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read this step first, then press “Next”.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner clicks the table during a lesson to read; “Next” is the bubble&apos;s button</extracomment>
        <translation>Előbb olvasd el ezt a lépést, aztán nyomd meg a „Tovább” gombot.</translation>
    </message>
    <message>
        <source>First confirm, with the button the ring points at.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner should press the ringed Confirm button</extracomment>
        <translation>Előbb erősítsd meg azzal a gombbal, amelyre a gyűrű mutat.</translation>
    </message>
    <message>
        <source>Not yet: first make the move this step asks for.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner presses Next before making the lesson&apos;s move</extracomment>
        <translation>Még ne: előbb azt lépd meg, amit ez a lépés kér.</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not this lesson. Do what the bubble says, or press “Show me”.</source>
        <extracomment>the tutorial bubble&apos;s note for a legal move that is not the lesson&apos;s; “Show me” is the bubble&apos;s button</extracomment>
        <translation>Ez a lépés szabályos, de most nem erről szól a lecke. Kövesd a szövegbuborékot, vagy nyomd meg a „Mutasd meg” gombot.</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>the tutorial bubble&apos;s button after a lesson that is only read</extracomment>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Show me</source>
        <extracomment>the tutorial bubble&apos;s button that makes the lesson&apos;s move for the learner</extracomment>
        <translation>Mutasd meg</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>the tutorial bubble&apos;s button that leaves the tutorial for the home screen</extracomment>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>the tutorial bubble&apos;s menu button (start the lesson again, skip the tutorial)</extracomment>
        <translation>Továbbiak</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu</extracomment>
        <translation>Újrakezdés az elejéről</translation>
    </message>
    <message>
        <source>Skip the tutorial</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu: play on without lessons</extracomment>
        <translation>Az oktatóprogram kihagyása</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>the tutorial bubble&apos;s button after the last lesson: a new game against the computer</extracomment>
        <translation>Igazi játszma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player.</source>
        <extracomment>the tutorial bubble after the last lesson, its game over; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Szép munka!&lt;/b&gt; Most már tudod, hogyan kell játszani: %1. Játssz egy igazi játszmát a gépi játékos ellen könnyű szinten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player, or play this one to its end.</source>
        <extracomment>the tutorial bubble after the last lesson; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;Szép munka!&lt;/b&gt; Most már tudod, hogyan kell játszani: %1. Játssz egy igazi játszmát a gépi játékos ellen könnyű szinten, vagy fejezd be ezt a játszmát.</translation>
    </message>
    <message>
        <source>Tutorial finished</source>
        <extracomment>the tutorial bubble&apos;s heading after the last lesson</extracomment>
        <translation>Az oktatóprogram véget ért</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>the tutorial bubble&apos;s heading: %1 the lesson&apos;s number (from 1), %2 the number of lessons</extracomment>
        <translation>%1. lépés / %2</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the learner&apos;s name in a tutorial game when no profile name is known</extracomment>
        <translation>Játékos</translation>
    </message>
</context>
<context>
    <name>TutorialDesk</name>
    <message>
        <source>Learn %1</source>
        <extracomment>an entry of &quot;Learn to play&quot; when a game has several tutorials, and of a finished lesson&apos;s &quot;More&quot; menu: %1 what it teaches (&quot;Tokaido&quot;, &quot;the Crossroads expansion&quot;)</extracomment>
        <translation>%1 megtanulása</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>On</source>
        <extracomment>the value of a game option that is switched on (new-game dialog, saved games&apos; descriptions), in every game</extracomment>
        <translation>Be</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>the value of a game option that is switched off, in every game</extracomment>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>the button (top bar and panels) that takes the last move back</extracomment>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>the row or column of a score table that adds up the others</extracomment>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>the status line while a computer player decides: %1 its name</extracomment>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round (from 1), %2 the number of rounds</extracomment>
        <translation>Forduló: %1/%2</translation>
    </message>
</context>
</TS>
