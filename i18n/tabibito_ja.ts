<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <source>Designed by %1</source>
        <extracomment>%1 the game&apos;s designers, a list of names</extracomment>
        <translation>ゲームデザイン：%1</translation>
    </message>
    <message>
        <source>Published by %1 (%2)</source>
        <extracomment>%1 the publisher, %2 the year of publication</extracomment>
        <translation>出版社：%1（%2）</translation>
    </message>
    <message>
        <source>Published by %1</source>
        <extracomment>%1 the publisher (its year is not known)</extracomment>
        <translation>出版社：%1</translation>
    </message>
    <message>
        <source>Expansion: %1 (%2)</source>
        <extracomment>%1 the expansion&apos;s title, %2 its year or years</extracomment>
        <translation>拡張：%1（%2）</translation>
    </message>
    <message>
        <source>Japan-travel board games to play offline, alone or together.</source>
        <extracomment>the About dialog: the app&apos;s one-line description under its name</extracomment>
        <translation>日本旅行がテーマのボードゲームをオフラインで。ひとりでも、みんなでも遊べます。</translation>
    </message>
    <message>
        <source>All art in this app was drawn for it; the games belong to their authors and publishers.</source>
        <extracomment>the About dialog: where the pictures come from</extracomment>
        <translation>このアプリのイラストはすべて、このアプリのために描き下ろしたものです。各ゲームの権利は、その作者と出版社に帰属します。</translation>
    </message>
    <message>
        <source>Built with Qt %1, Qt for Python and Python %2: free software, each under its own licence.</source>
        <extracomment>%1 the Qt version, %2 the Python version (numbers such as 6.8.1)</extracomment>
        <translation>Qt %1、Qt for Python、Python %2 で作られています。いずれもそれぞれのライセンスで公開されているフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>About Tabibito</source>
        <extracomment>the About dialog&apos;s window title (Help menu)</extracomment>
        <translation>Tabibitoについて</translation>
    </message>
    <message>
        <source>Tabibito</source>
        <extracomment>the About dialog&apos;s heading: the app&apos;s name (旅人, “traveller”); keep it unless the edition writes it otherwise</extracomment>
        <translation>Tabibito</translation>
    </message>
    <message>
        <source>Version %1</source>
        <extracomment>%1 the version of Tabibito (such as 1.4.0)</extracomment>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Licences…</source>
        <extracomment>a button of the About dialog that opens the list of licences</extracomment>
        <translation>ライセンス…</translation>
    </message>
</context>
<context>
    <name>EarnedBadges</name>
    <message>
        <source>%1: %2</source>
        <extracomment>the achievements earned at a game&apos;s end: %1 the player, %2 the achievement&apos;s name</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Achievements earned in this game</source>
        <extracomment>the heading of the achievements box on the final scores</extracomment>
        <translation>このゲームで獲得した実績</translation>
    </message>
</context>
<context>
    <name>GameFigures</name>
    <message>
        <source>Games played</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>プレイ回数</translation>
    </message>
    <message>
        <source>Games won</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Best score</source>
        <extracomment>the Records screen: a figure of one player in one game</extracomment>
        <translation>最高得点</translation>
    </message>
    <message>
        <source>Mean score</source>
        <extracomment>the Records screen: a figure of one player in one game (the average)</extracomment>
        <translation>平均得点</translation>
    </message>
    <message>
        <source>Achievements</source>
        <extracomment>the Records screen: the heading over the badges a player has earned in a game</extracomment>
        <translation>実績</translation>
    </message>
    <message>
        <source>First earned %1</source>
        <extracomment>below an achievement&apos;s name in the records: %1 when it was first earned</extracomment>
        <translation>初獲得：%1</translation>
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
        <translation>あなたの前の手番から：%1</translation>
    </message>
    <message>
        <source>Since your last turn: no points scored</source>
        <extracomment>the game log&apos;s summary line over what the others did since the reader&apos;s last move, when nobody scored</extracomment>
        <translation>あなたの前の手番から：得点なし</translation>
    </message>
    <message>
        <source>%1  %2 (%3)</source>
        <extracomment>replay --log: %1 a log line, %2 its points with their sign (&quot;+3&quot;), %3 the player&apos;s total</extracomment>
        <translation>%1  %2（%3）</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Confirm</source>
        <extracomment>the action bar&apos;s button that takes a held step (a card drawn, the end of a turn) when the game has no word of its own</extracomment>
        <translation>確定</translation>
    </message>
    <message>
        <source>Replay of a finished game</source>
        <extracomment>the status of the game screen while a finished game is replayed</extracomment>
        <translation>終了したゲームのリプレイ</translation>
    </message>
    <message>
        <source>Game over</source>
        <extracomment>the top bar&apos;s status once the game has ended</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>the top bar&apos;s status while the device is to be passed on: %1 the next player&apos;s name</extracomment>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <source>You can still take this back with Undo.</source>
        <extracomment>the top bar&apos;s status after a move that waits to be confirmed</extracomment>
        <translation>「取り消す」でまだ元に戻せます。</translation>
    </message>
    <message>
        <source>Confirm to go on.</source>
        <extracomment>the top bar&apos;s status in a tutorial after a move that waits to be confirmed (no Undo there)</extracomment>
        <translation>確定して先へ進みましょう。</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>the top bar&apos;s status when the only person at the screen is to move</extracomment>
        <translation>あなたの手番です</translation>
    </message>
    <message>
        <source>▶ still to play</source>
        <extracomment>beside the heading of the list of scores: what the ▶ before a player&apos;s name means</extracomment>
        <translation>▶ 手番がまだのプレイヤー</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <extracomment>the curtain over the table when several people share the screen and the next one is to play: %1 that player&apos;s name
----------
the strip over the action bar when several people share the screen: %1 the name of the player to move
----------
the top bar&apos;s status when one of several people at the screen is to move: %1 their name</extracomment>
        <translation>%1の手番です</translation>
    </message>
    <message>
        <source>▶ %1 still has to play</source>
        <extracomment>tooltip of a row marked ▶ in the list of scores: %1 that player, whose move the table still waits for (in Next Station every player draws on each card, so several may be marked)</extracomment>
        <translation>▶ %1はまだ手番を終えていません</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the heading of the list of players and their scores beside the board</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the heading of the game log pane beside the board (collapsible)</extracomment>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>GameStandings</name>
    <message numerus="yes">
        <source>%n game(s) recorded</source>
        <extracomment>below the player&apos;s name in the records: how many finished games the records hold</extracomment>
        <translation>
            <numerusform>記録されたゲーム：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the Records screen, “Everyone” table: the column of player names</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>the Records screen, “Everyone” table: the column of games played</extracomment>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>the Records screen, “Everyone” table: the column of games won</extracomment>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Best</source>
        <extracomment>the Records screen, “Everyone” table: the column of best scores</extracomment>
        <translation>最高点</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Play</source>
        <extracomment>a game tile on the home screen: the button that opens the new-game dialog</extracomment>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>a game tile on the home screen: the button that offers the game&apos;s tutorials</extracomment>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <extracomment>a game tile on the home screen: how many games of it were finished</extracomment>
        <translation>
            <numerusform>プレイ回数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best score: %1 (%2)</source>
        <extracomment>a game tile on the home screen: %1 the best score a person made, %2 their name</extracomment>
        <translation>最高得点：%1（%2）</translation>
    </message>
    <message>
        <source>Best solo rating: %1</source>
        <extracomment>a game tile on the home screen: %1 the best solo rating reached (&quot;Network planner&quot;)</extracomment>
        <translation>ソロ最高評価：%1</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the device to %1</source>
        <extracomment>the hand-off screen between two people&apos;s turns: %1 the next player&apos;s name</extracomment>
        <translation>%1に端末を渡してください</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now. Their cards stay hidden until they are ready.</source>
        <extracomment>the hand-off screen under its heading: %1 the next player&apos;s name</extracomment>
        <translation>ここからは%1以外の人は画面を見ないでください。準備ができるまで%1のカードは表示されません。</translation>
    </message>
    <message>
        <source>I am %1: show my turn</source>
        <extracomment>the hand-off screen&apos;s button the next player presses: %1 their name</extracomment>
        <translation>%1です：手番を表示</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <extracomment>the hand-off screen&apos;s button for the player who just moved (their move is undone)</extracomment>
        <translation>直前の手を取り消す</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Hint</source>
        <extracomment>the heading of the hint bubble (what the hard computer player would do now)</extracomment>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>the hint bubble&apos;s button that closes it (Esc)</extracomment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Play it</source>
        <extracomment>the hint bubble&apos;s button that makes the move it recommends (Enter)</extracomment>
        <translation>この手を打つ</translation>
    </message>
    <message>
        <source>The computer player is thinking it over…</source>
        <extracomment>the hint bubble while the hint is being worked out; a click elsewhere cancels it</extracomment>
        <translation>コンピューターが考えています…</translation>
    </message>
    <message>
        <source>“%1” would bring more now (%2), but this move is worth more in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %2 what it brings at once (&quot;+2 points and +1 coin&quot;), %3 the hinted move&apos;s value, %4 the other&apos;s (in the game&apos;s words: &quot;62 points at the end, 4 ahead of your best rival&quot;, &quot;59 points, 2 behind&quot;)</extracomment>
        <translation>「%1」なら今はより多く得られます（%2）が、最後まで見ればこの手が上です：%3（「%1」は%4）。</translation>
    </message>
    <message>
        <source>“%1” would set up more for later, but this move brings more now and is worth more in all: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the other sets up more for later, the hinted one brings more now</extracomment>
        <translation>「%1」のほうが先につながりますが、この手は今より多く得られ、全体でも上です：%3（「%1」は%4）。</translation>
    </message>
    <message>
        <source>Better than “%1”, now and in the end: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s; the hinted move brings at least as much now and more later</extracomment>
        <translation>今も最後まで見ても「%1」より上です：%3（「%1」は%4）。</translation>
    </message>
    <message>
        <source>“%1” would be just as good: %3 either way.</source>
        <extracomment>hint: %1 the best other move, worth as much; %3 the value of either</extracomment>
        <translation>「%1」でも同じくらい良い手です。どちらも%3です。</translation>
    </message>
    <message>
        <source>“%1” comes a close second: the computer player weighs the two almost alike.</source>
        <extracomment>hint: %1 the best other move, all but as good as the hinted one</extracomment>
        <translation>「%1」も僅差の次点です。コンピューターは両者をほぼ同じに評価しています。</translation>
    </message>
    <message>
        <source>Better than “%1”: %3, against %4.</source>
        <extracomment>hint, why not the best other move: %1 its name, %3 the hinted move&apos;s value, %4 the other&apos;s</extracomment>
        <translation>「%1」より上です：%3（「%1」は%4）。</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>%1 players</source>
        <extracomment>a game tile on the home screen: %1 the only possible number of players (2 or more)</extracomment>
        <translation>%1人</translation>
    </message>
    <message>
        <source>Solo or up to %1 players</source>
        <extracomment>a game tile on the home screen: %1 the largest number of players</extracomment>
        <translation>1〜%1人（ソロ対応）</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <extracomment>a game tile on the home screen: %1 the fewest, %2 the most players</extracomment>
        <translation>%1〜%2人</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a game tile on the home screen: the button that opens the game&apos;s rules</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <extracomment>tooltip of a game tile&apos;s Rules button: %1 the game&apos;s title</extracomment>
        <translation>%1の遊び方</translation>
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
        <translation>日本旅行がテーマのボードゲームをオフラインで。コンピューターを相手にひとりで、または1台の画面を回してみんなで遊べます。</translation>
    </message>
    <message>
        <source>Open…</source>
        <extracomment>the home screen&apos;s button that opens a saved game from a file</extracomment>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the home screen&apos;s button to the Records screen</extracomment>
        <translation>記録</translation>
    </message>
    <message>
        <source>Your finished games, figures and achievements</source>
        <extracomment>the tooltip of that button</extracomment>
        <translation>終わったゲーム、成績、実績</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>the home screen&apos;s button to the Settings dialog</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <extracomment>the home screen when the app finds no game (a broken installation)</extracomment>
        <translation>ゲームがインストールされていません。</translation>
    </message>
</context>
<context>
    <name>LessonOffer</name>
    <message>
        <source>New to %1? A lesson teaches it while you play, in about %2 minutes.</source>
        <extracomment>in the new-game dialog once an expansion is ticked: %1 the expansion (&quot;the Crossroads expansion&quot;), %2 the lesson&apos;s minutes</extracomment>
        <translation>%1は初めてですか？遊びながら学べるレッスンがあります（約%2分）。</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <extracomment>the button beside it</extracomment>
        <translation>レッスンを始める</translation>
    </message>
</context>
<context>
    <name>LetsGo</name>
    <message>
        <source>Highlight scored: its condition was met.</source>
        <extracomment>tooltip of a day&apos;s highlight on the trip once it was checked</extracomment>
        <translation>ハイライト獲得：条件を満たしていました。</translation>
    </message>
    <message>
        <source>Highlight not scored: its condition was not met by this day.</source>
        <translation>ハイライトなし：この日までに条件を満たせませんでした。</translation>
    </message>
    <message>
        <source>The trip</source>
        <extracomment>the round board once the draft is over</extracomment>
        <translation>旅行（得点計算）</translation>
    </message>
    <message>
        <source>%1&apos;s itinerary</source>
        <extracomment>over the itinerary the board shows: %1 the player</extracomment>
        <translation>%1のボード上の予定</translation>
    </message>
    <message>
        <source>as it stood at the round&apos;s start</source>
        <extracomment>under the name when another player&apos;s itinerary is looked at</extracomment>
        <translation>ラウンド開始時の状態</translation>
    </message>
    <message numerus="yes">
        <source>%1 deck: %n card(s) left. An empty deck is reshuffled from its cards in the discard.</source>
        <extracomment>tooltip of a deck: %1 its city, %n how many cards are left in it</extracomment>
        <translation>
            <numerusform>%1のデッキ：残り%n枚。デッキが尽きたら、捨て札にあるそのデッキのカードを混ぜ直します。</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s) (research, walks and the last round&apos;s hands).</source>
        <extracomment>tooltip of the common discard: %n how many cards lie in it</extracomment>
        <translation>
            <numerusform>捨て札：%n枚（リサーチ、散歩アクション、最終ラウンドの手札）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click its strip below to see yours again.</source>
        <extracomment>under the travel agency&apos;s name when its itinerary is shown full size</extracomment>
        <translation>下の帯をクリックすると自分の予定に戻ります。</translation>
    </message>
    <message>
        <source>Research tokens: %1. Before placing a card, spend one to draw 3 cards (each from either deck), then discard 3. Each one left scores 1 point at the end.</source>
        <extracomment>tooltip of the research tokens: %1 how many</extracomment>
        <translation>リサーチトークン：%1。カードを置く前に1つ使うと、カードを3枚（1枚ずつ好きなデッキから）ドローし、その後3枚捨てます。残ったトークンは最後に1つにつき1点です。</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>リサーチ</translation>
    </message>
    <message>
        <source>Wild tokens: %1. On the trip each one moves an experience track one step.</source>
        <extracomment>tooltip of the wild tokens: %1 how many</extracomment>
        <translation>ワイルドトークン：%1。旅行中に1つにつき経験値トラックを1マス進めます。</translation>
    </message>
    <message>
        <source>Luxury trains: %1. On the trip one used at a city change scores 2 points and a green lightning.</source>
        <extracomment>tooltip of the luxury trains: %1 how many</extracomment>
        <translation>上級トレイントークン：%1。旅行中に都市を移動するときに使うと、2点と緑の稲妻1つを得ます。</translation>
    </message>
    <message>
        <source>Luxury trains</source>
        <translation>上級トレイントークン</translation>
    </message>
    <message>
        <source>Mood marker: %1, happiness steps: %2. A day bonus of one matching icon moves it toward happiness.</source>
        <extracomment>tooltip of the mood after the draft: %1 the marker (-2..+2), %2 happiness steps</extracomment>
        <translation>ムード：%1、幸福トラック：%2。一致するアイコン1個のデイボーナスで幸福の方向へ進みます。</translation>
    </message>
    <message>
        <source>Mood</source>
        <extracomment>a row of the score sheet: the happiness and stress tracks</extracomment>
        <translation>ムード</translation>
    </message>
    <message numerus="yes">
        <source>Passed to you in round %1: %n card(s), face down until you pick them up in round %2.</source>
        <extracomment>tooltip of an incoming pile: %1 the round it was passed in, %n the cards, %2 the round they are picked up in</extracomment>
        <translation>
            <numerusform>ラウンド%1に渡されたカード%n枚：ラウンド%2で手に取るまで裏向きです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for round %1</source>
        <extracomment>an incoming pile beside the itinerary: %n how many cards, %1 the round they are picked up in</extracomment>
        <translation>
            <numerusform>ラウンド%1用に%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>渡されたカード</translation>
    </message>
    <message>
        <source>Its front:
%1</source>
        <extracomment>tooltip of a walk on the board while its player chooses its front or back, under the back&apos;s text: %1 the front&apos;s text (its site, icons, VP, highlight)</extracomment>
        <translation>表面：
%1</translation>
    </message>
    <message>
        <source>Click to place it or to walk instead, or drag it onto a day.</source>
        <extracomment>tooltip line of a hand card that may be played now</extracomment>
        <translation>クリックしてプレイするか、代わりに散歩アクションを行います。曜日へドラッグすることもできます。</translation>
    </message>
    <message>
        <source>Click to discard it.</source>
        <extracomment>tooltip line of a hand card during a research</extracomment>
        <translation>クリックして捨てます。</translation>
    </message>
    <message>
        <source>Click to give it to the travel agency.</source>
        <extracomment>tooltip line of a hand card in solo, once the round&apos;s cards are placed</extracomment>
        <translation>クリックして旅行代理店に渡します。</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>the chooser by a hand card: place it face up in the itinerary</extracomment>
        <translation>置く</translation>
    </message>
    <message>
        <source>Give it: a %1 card in return</source>
        <extracomment>the chooser by a card given to the agency: %1 the deck the card in return comes from</extracomment>
        <translation>渡す：代わりに%1のカード</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s itinerary.</source>
        <extracomment>a click on a hand card while another player&apos;s itinerary is looked at</extracomment>
        <translation>今は他のプレイヤーのボード上の予定を見ています。</translation>
    </message>
    <message>
        <source>Choose one of the lit places for the chosen card first.</source>
        <extracomment>a click on a hand card while the chosen card waits for its slot</extracomment>
        <translation>まず、光っている場所の中から、選んだカードを置く所を選んでください。</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>今はできません。</translation>
    </message>
    <message>
        <source>This day is closed: it takes no more cards.</source>
        <extracomment>a day&apos;s header once it has its three cards</extracomment>
        <translation>この日は埋まっています。これ以上カードを置けません。</translation>
    </message>
    <message>
        <source>First choose a card of your hand (or drag it here).</source>
        <extracomment>a click on a day before a card is chosen</extracomment>
        <translation>まず手札からカードを選んでください（ここへドラッグもできます）。</translation>
    </message>
    <message>
        <source>Place the card here: the day&apos;s first card.</source>
        <extracomment>tooltip of a lit place in an empty day of the itinerary</extracomment>
        <translation>ここに置きます。その日の最初のカードです。</translation>
    </message>
    <message>
        <source>Place the card here, above the day&apos;s first card.</source>
        <extracomment>tooltip of a lit slot above a day&apos;s first card</extracomment>
        <translation>その日の最初のカードの上に置きます。</translation>
    </message>
    <message>
        <source>Place the card here, below the day&apos;s last card: it becomes the day&apos;s highlight.</source>
        <extracomment>tooltip of a lit slot below a day&apos;s last card</extracomment>
        <translation>その日の最後のカードの下に置きます。このカードがその日のハイライトになります。</translation>
    </message>
    <message>
        <source>Place the card here, between two cards of the day.</source>
        <extracomment>tooltip of a lit slot between two cards of a day</extracomment>
        <translation>その日の2枚のカードの間に置きます。</translation>
    </message>
    <message>
        <source>Favourable condition: %1.</source>
        <extracomment>a day&apos;s header: %1 its favourable condition (&quot;Temples &amp; shrines&quot;)</extracomment>
        <translation>好条件トークン：%1。</translation>
    </message>
    <message>
        <source>Matching icons so far: %1. At the day&apos;s third card: 1 gives a mood step, 2 research tokens or a wild, 3 a luxury train or an extra walk.</source>
        <extracomment>a day&apos;s header: %1 how many icons of the day&apos;s cards match its condition</extracomment>
        <translation>今のところ一致するアイコン：%1個。その日の3枚目を置いたときのデイボーナス：1個ならムードが1マス、2個ならリサーチトークン2つかワイルドトークン1つ、3個なら上級トレイントークンか追加の散歩アクション。</translation>
    </message>
    <message>
        <source>Click to see your own itinerary again.</source>
        <extracomment>tooltip of the travel agency&apos;s strip while its itinerary is shown full size</extracomment>
        <translation>クリックで自分の予定に戻ります。</translation>
    </message>
    <message>
        <source>Click to see its itinerary full size.</source>
        <extracomment>tooltip of the travel agency&apos;s strip on the trip and after the game</extracomment>
        <translation>クリックで旅行代理店の予定を大きく表示します。</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <extracomment>the panel&apos;s scores: %1 a traveller&apos;s final total</extracomment>
        <translation>%1（確定）</translation>
    </message>
    <message>
        <source>%1 deck</source>
        <extracomment>a button: draw from this deck; %1 a city (&quot;Tokyo&quot;)</extracomment>
        <translation>%1のデッキ</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <extracomment>the panel&apos;s scores during the trip: %1 the points of the categories settled so far</extracomment>
        <translation>現在%1</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Luxury trains: %1</source>
        <translation>上級トレイントークン：%1</translation>
    </message>
    <message>
        <source>Mood: %1 · happiness %2</source>
        <extracomment>the panel&apos;s tokens in the draft: %1 the mood marker (-2..+2), %2 the happiness steps</extracomment>
        <translation>ムード：%1・幸福 %2</translation>
    </message>
    <message>
        <source>Or play a card from your hand on the board.</source>
        <translation>または、手札のカードをボードに出してください。</translation>
    </message>
    <message>
        <source>Or take the bonus walk: click a lit slot of %1 on the board.</source>
        <translation>または追加の散歩アクションを選び、ボード上の%1の光っている場所をクリックします。</translation>
    </message>
    <message>
        <source>Passport: %1</source>
        <translation>パスポート：%1</translation>
    </message>
    <message>
        <source>Planner advice</source>
        <extracomment>a check box: show the trip planner&apos;s final score on each trip choice</extracomment>
        <translation>プランナーの助言</translation>
    </message>
    <message>
        <source>Planner: final score with best play from each choice.</source>
        <translation>プランナー：各選択肢から最善に進めたときの最終得点です。</translation>
    </message>
    <message>
        <source>Planner: no advice for this decision.</source>
        <translation>プランナー：この選択には助言がありません。</translation>
    </message>
    <message>
        <source>Planner: thinking…</source>
        <translation>プランナー：計算中…</translation>
    </message>
    <message>
        <source>Research tokens: %1</source>
        <translation>リサーチトークン：%1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Take back your last decision</source>
        <translation>最後の選択を取り消す</translation>
    </message>
    <message>
        <source>The trip is over: see the score pad.</source>
        <translation>旅行は終わりました。得点表を見てください。</translation>
    </message>
    <message>
        <source>Waiting for the other travellers.</source>
        <translation>ほかの旅行者を待っています。</translation>
    </message>
    <message>
        <source>Wild tokens: %1</source>
        <translation>ワイルドトークン：%1</translation>
    </message>
    <message>
        <source>You decide for the travel agency: the planner&apos;s ★ keeps its score lowest.</source>
        <translation>NPCの旅行代理店の選択はあなたが決めます。プランナーの★は代理店の得点が最も低くなる選択です。</translation>
    </message>
    <message>
        <source>Your choice is made: confirm to go on, or undo it.</source>
        <translation>選択しました。確定して進むか、取り消してください。</translation>
    </message>
    <message>
        <source>Your trip: choose below.</source>
        <extracomment>the bar&apos;s hint at a decision of the trip (the question is in the panel below)</extracomment>
        <translation>あなたの旅行：下から選んでください。</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip: choose for it below.</source>
        <extracomment>the bar&apos;s hint at a decision of the travel agency&apos;s trip, taken by the solo player</extracomment>
        <translation>NPCの旅行代理店の旅行：代わりに下から選んでください。</translation>
    </message>
    <message>
        <source>Your tokens</source>
        <translation>あなたのトークン</translation>
    </message>
    <message>
        <source>Show the final score each choice leads to with the best play from there (an exact search).</source>
        <translation>各選択肢からその後を最善に進めたときの最終得点を表示します（厳密な探索）。</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <translation>日本に行こう</translation>
    </message>
    <message>
        <source>Plan a week in Tokyo and Kyoto card by card, then set off on the trip.</source>
        <translation>東京と京都での1週間をカードで計画して、いざ旅行に出発しましょう。</translation>
    </message>
    <message>
        <source>Anime museum</source>
        <extracomment>a site of a Tokyo card (a museum of animation)</extracomment>
        <translation>アニメミュージアム</translation>
    </message>
    <message>
        <source>Zōjō-ji Temple</source>
        <extracomment>a Buddhist temple in Tokyo (増上寺)</extracomment>
        <translation>増上寺</translation>
    </message>
    <message>
        <source>Sensō-ji Temple and Nakamise</source>
        <extracomment>Asakusa&apos;s temple (浅草寺) and its shopping street Nakamise (仲見世)</extracomment>
        <translation>浅草寺と仲見世</translation>
    </message>
    <message>
        <source>Meiji Jingū Shrine</source>
        <extracomment>the Shinto shrine of Tokyo (明治神宮)</extracomment>
        <translation>明治神宮</translation>
    </message>
    <message>
        <source>Gōtoku-ji Temple</source>
        <extracomment>a temple in Tokyo known for its beckoning cats (豪徳寺)</extracomment>
        <translation>豪徳寺</translation>
    </message>
    <message>
        <source>Department stores in Ginza</source>
        <translation>銀座のデパート</translation>
    </message>
    <message>
        <source>Shopping in Shibuya</source>
        <translation>渋谷でショッピング</translation>
    </message>
    <message>
        <source>Hachikō statue</source>
        <extracomment>the statue of the faithful dog at Shibuya station (ハチ公像)</extracomment>
        <translation>ハチ公像</translation>
    </message>
    <message>
        <source>Watch sumo</source>
        <extracomment>an activity: watching a sumo tournament</extracomment>
        <translation>大相撲観戦</translation>
    </message>
    <message>
        <source>Baseball game</source>
        <translation>プロ野球観戦</translation>
    </message>
    <message>
        <source>Tokyo Metropolitan Government Building</source>
        <extracomment>Tokyo&apos;s city hall in Shinjuku (東京都庁)</extracomment>
        <translation>東京都庁</translation>
    </message>
    <message>
        <source>Tokyo Tower</source>
        <translation>東京タワー</translation>
    </message>
    <message>
        <source>Miyashita Park</source>
        <extracomment>a rooftop park and shopping complex in Shibuya (MIYASHITA PARK)</extracomment>
        <translation>MIYASHITA PARK</translation>
    </message>
    <message>
        <source>Imperial Palace Gardens</source>
        <extracomment>the East Gardens of the Imperial Palace (皇居東御苑)</extracomment>
        <translation>皇居東御苑</translation>
    </message>
    <message>
        <source>Rescue cat café</source>
        <extracomment>a café where rescued cats live (保護猫カフェ)</extracomment>
        <translation>保護猫カフェ</translation>
    </message>
    <message>
        <source>Board game store in Akihabara</source>
        <translation>秋葉原のボードゲームショップ</translation>
    </message>
    <message>
        <source>Ueno Park</source>
        <translation>上野恩賜公園</translation>
    </message>
    <message>
        <source>Shinjuku Gyoen</source>
        <extracomment>the national garden of Shinjuku (新宿御苑)</extracomment>
        <translation>新宿御苑</translation>
    </message>
    <message>
        <source>Gachapon machines</source>
        <extracomment>capsule-toy vending machines (ガチャガチャ)</extracomment>
        <translation>ガチャガチャ</translation>
    </message>
    <message>
        <source>Sushi at the Tsukiji market</source>
        <translation>築地市場のお寿司</translation>
    </message>
    <message>
        <source>Yakitori in Omoide Yokochō</source>
        <extracomment>grilled skewers in the alley Omoide Yokochō of Shinjuku (思い出横丁)</extracomment>
        <translation>思い出横丁の焼き鳥</translation>
    </message>
    <message>
        <source>Capsule hotel</source>
        <translation>カプセルホテル</translation>
    </message>
    <message>
        <source>Tokyo Station</source>
        <translation>東京駅</translation>
    </message>
    <message>
        <source>Tokyo National Museum</source>
        <translation>東京国立博物館</translation>
    </message>
    <message>
        <source>A new outfit in Harajuku</source>
        <translation>原宿で新しい服を</translation>
    </message>
    <message>
        <source>Crêpes in Harajuku</source>
        <translation>原宿のクレープ</translation>
    </message>
    <message>
        <source>Ikebukuro</source>
        <extracomment>a district of Tokyo (池袋)</extracomment>
        <translation>池袋</translation>
    </message>
    <message>
        <source>Daikanyama</source>
        <extracomment>a district of Tokyo (代官山)</extracomment>
        <translation>代官山</translation>
    </message>
    <message>
        <source>Themed café</source>
        <extracomment>a café with a theme (maids, anime, ...: コンセプトカフェ)</extracomment>
        <translation>コンセプトカフェ</translation>
    </message>
    <message>
        <source>Kabuki show</source>
        <translation>歌舞伎鑑賞</translation>
    </message>
    <message>
        <source>A really nice hotel</source>
        <translation>とても素敵なホテル</translation>
    </message>
    <message>
        <source>Top restaurant</source>
        <translation>一流レストラン</translation>
    </message>
    <message>
        <source>Monjayaki in Tsukishima</source>
        <extracomment>a Tokyo dish of the Tsukishima district (月島のもんじゃ焼き)</extracomment>
        <translation>月島のもんじゃ焼き</translation>
    </message>
    <message>
        <source>Conveyor-belt sushi</source>
        <extracomment>sushi on a conveyor belt (回転寿司)</extracomment>
        <translation>回転寿司</translation>
    </message>
    <message>
        <source>Nezu Shrine</source>
        <extracomment>a shrine in Tokyo (根津神社)</extracomment>
        <translation>根津神社</translation>
    </message>
    <message>
        <source>Todoroki Valley Park</source>
        <extracomment>a green ravine in Tokyo (等々力渓谷公園)</extracomment>
        <translation>等々力渓谷公園</translation>
    </message>
    <message>
        <source>Kanda Shrine</source>
        <extracomment>a shrine in Tokyo (神田明神)</extracomment>
        <translation>神田明神</translation>
    </message>
    <message>
        <source>Food from a konbini</source>
        <extracomment>food from a convenience store (コンビニ)</extracomment>
        <translation>コンビニごはん</translation>
    </message>
    <message>
        <source>Street food</source>
        <translation>食べ歩き</translation>
    </message>
    <message>
        <source>Soba and tempura</source>
        <translation>天ぷらそば</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>お祭り</translation>
    </message>
    <message>
        <source>A hike outside town</source>
        <translation>郊外へハイキング</translation>
    </message>
    <message>
        <source>Cherry blossoms</source>
        <translation>お花見</translation>
    </message>
    <message>
        <source>Ramen at the best place</source>
        <translation>とっておきの店のラーメン</translation>
    </message>
    <message>
        <source>A small shrine</source>
        <translation>小さな神社</translation>
    </message>
    <message>
        <source>Photo sticker booth</source>
        <extracomment>a booth printing photo stickers (プリクラ)</extracomment>
        <translation>プリクラ</translation>
    </message>
    <message>
        <source>A gift from an interesting shop</source>
        <translation>気になるお店でおみやげ</translation>
    </message>
    <message>
        <source>Cooking class</source>
        <translation>料理教室</translation>
    </message>
    <message>
        <source>Concert</source>
        <translation>コンサート</translation>
    </message>
    <message>
        <source>Ginkaku-ji Temple</source>
        <extracomment>the Silver Pavilion (銀閣寺)</extracomment>
        <translation>銀閣寺</translation>
    </message>
    <message>
        <source>Tōfuku-ji Temple</source>
        <extracomment>a Zen temple in Kyoto (東福寺)</extracomment>
        <translation>東福寺</translation>
    </message>
    <message>
        <source>Ryōan-ji Temple</source>
        <extracomment>the rock garden temple (龍安寺)</extracomment>
        <translation>龍安寺</translation>
    </message>
    <message>
        <source>Kinkaku-ji Temple</source>
        <extracomment>the Golden Pavilion (金閣寺)</extracomment>
        <translation>金閣寺</translation>
    </message>
    <message>
        <source>Kiyomizu-dera Temple</source>
        <extracomment>清水寺</extracomment>
        <translation>清水寺</translation>
    </message>
    <message>
        <source>Nanzen-ji Temple</source>
        <extracomment>南禅寺</extracomment>
        <translation>南禅寺</translation>
    </message>
    <message>
        <source>Fushimi Inari Shrine</source>
        <extracomment>the shrine of the thousand red gates (伏見稲荷大社)</extracomment>
        <translation>伏見稲荷大社</translation>
    </message>
    <message>
        <source>Yasaka Shrine</source>
        <extracomment>八坂神社</extracomment>
        <translation>八坂神社</translation>
    </message>
    <message>
        <source>Heian Shrine</source>
        <extracomment>平安神宮</extracomment>
        <translation>平安神宮</translation>
    </message>
    <message>
        <source>Tea ceremony</source>
        <translation>茶道体験</translation>
    </message>
    <message>
        <source>Kyoto Tower</source>
        <translation>京都タワー</translation>
    </message>
    <message>
        <source>Monkey park</source>
        <extracomment>the monkey park on the hill of Arashiyama (嵐山モンキーパーク)</extracomment>
        <translation>嵐山モンキーパーク</translation>
    </message>
    <message>
        <source>Manga museum</source>
        <extracomment>the Kyoto International Manga Museum (京都国際マンガミュージアム)</extracomment>
        <translation>京都国際マンガミュージアム</translation>
    </message>
    <message>
        <source>Sannenzaka slope</source>
        <extracomment>a stepped old street up to Kiyomizu-dera (三年坂 / 産寧坂)</extracomment>
        <translation>三年坂</translation>
    </message>
    <message>
        <source>Ikebana class</source>
        <translation>生け花教室</translation>
    </message>
    <message>
        <source>Geisha show at Gion Corner</source>
        <extracomment>a stage in Gion showing the arts of geiko and maiko (ギオンコーナー)</extracomment>
        <translation>ギオンコーナーで舞妓の舞</translation>
    </message>
    <message>
        <source>Kyoto Imperial Palace</source>
        <extracomment>京都御所</extracomment>
        <translation>京都御所</translation>
    </message>
    <message>
        <source>Philosopher&apos;s Path</source>
        <extracomment>a canal-side path in Kyoto (哲学の道)</extracomment>
        <translation>哲学の道</translation>
    </message>
    <message>
        <source>Kyoto Railway Museum</source>
        <extracomment>京都鉄道博物館</extracomment>
        <translation>京都鉄道博物館</translation>
    </message>
    <message>
        <source>Nishiki Market</source>
        <extracomment>Kyoto&apos;s covered food market (錦市場)</extracomment>
        <translation>錦市場</translation>
    </message>
    <message>
        <source>Kyoto Handicraft Center</source>
        <extracomment>a craft store of Kyoto (京都ハンディクラフトセンター)</extracomment>
        <translation>京都ハンディクラフトセンター</translation>
    </message>
    <message>
        <source>Otagi Nenbutsu-ji Temple</source>
        <extracomment>a temple of 1200 stone statues (愛宕念仏寺)</extracomment>
        <translation>愛宕念仏寺</translation>
    </message>
    <message>
        <source>Temple lodging</source>
        <extracomment>a night at a temple (宿坊)</extracomment>
        <translation>宿坊に泊まる</translation>
    </message>
    <message>
        <source>Arashiyama Bamboo Grove</source>
        <extracomment>嵐山の竹林</extracomment>
        <translation>嵐山の竹林</translation>
    </message>
    <message>
        <source>Ryokan</source>
        <extracomment>a traditional Japanese inn (旅館)</extracomment>
        <translation>旅館</translation>
    </message>
    <message>
        <source>Machiya</source>
        <extracomment>a traditional wooden town house of Kyoto (町家)</extracomment>
        <translation>町家</translation>
    </message>
    <message>
        <source>Nijō Castle</source>
        <extracomment>二条城</extracomment>
        <translation>二条城</translation>
    </message>
    <message>
        <source>Pontochō</source>
        <extracomment>an old alley of restaurants by the river (先斗町)</extracomment>
        <translation>先斗町</translation>
    </message>
    <message>
        <source>Shugaku-in Imperial Villa</source>
        <extracomment>修学院離宮</extracomment>
        <translation>修学院離宮</translation>
    </message>
    <message>
        <source>Higashiyama district</source>
        <extracomment>the old eastern district of Kyoto (東山)</extracomment>
        <translation>東山</translation>
    </message>
    <message>
        <source>Tenryū-ji Temple</source>
        <extracomment>天龍寺</extracomment>
        <translation>天龍寺</translation>
    </message>
    <message>
        <source>Koke-dera Temple</source>
        <extracomment>the moss temple (苔寺, Saihō-ji)</extracomment>
        <translation>苔寺</translation>
    </message>
    <message>
        <source>Onsen</source>
        <extracomment>a hot spring bath (温泉)</extracomment>
        <translation>温泉</translation>
    </message>
    <message>
        <source>Sake district</source>
        <extracomment>the district of sake breweries (Fushimi)</extracomment>
        <translation>伏見の酒蔵</translation>
    </message>
    <message>
        <source>Shopping arcades</source>
        <extracomment>covered shopping streets (商店街)</extracomment>
        <translation>アーケード商店街</translation>
    </message>
    <message>
        <source>Flea market</source>
        <translation>蚤の市</translation>
    </message>
    <message>
        <source>Kyoto National Museum</source>
        <translation>京都国立博物館</translation>
    </message>
    <message>
        <source>Drumming class</source>
        <extracomment>a lesson on Japanese drums (和太鼓)</extracomment>
        <translation>和太鼓教室</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>東京</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <translation>京都</translation>
    </message>
    <message>
        <source>Monday</source>
        <extracomment>the days of the itinerary, Monday (0) to Saturday (5)</extracomment>
        <translation>月曜日</translation>
    </message>
    <message>
        <source>Tuesday</source>
        <translation>火曜日</translation>
    </message>
    <message>
        <source>Wednesday</source>
        <translation>水曜日</translation>
    </message>
    <message>
        <source>Thursday</source>
        <translation>木曜日</translation>
    </message>
    <message>
        <source>Friday</source>
        <translation>金曜日</translation>
    </message>
    <message>
        <source>Saturday</source>
        <translation>土曜日</translation>
    </message>
    <message>
        <source>on Monday</source>
        <extracomment>a day as the time of an action, inserted where a sentence&apos;s comment says “the day with its preposition”; the whole phrase, in the form the language needs there</extracomment>
        <translation>月曜日に</translation>
    </message>
    <message>
        <source>on Tuesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>火曜日に</translation>
    </message>
    <message>
        <source>on Wednesday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>水曜日に</translation>
    </message>
    <message>
        <source>on Thursday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>木曜日に</translation>
    </message>
    <message>
        <source>on Friday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>金曜日に</translation>
    </message>
    <message>
        <source>on Saturday</source>
        <extracomment>see “on Monday”</extracomment>
        <translation>土曜日に</translation>
    </message>
    <message>
        <source>Temples &amp; shrines</source>
        <extracomment>an experience (red icon and track)</extracomment>
        <translation>寺社</translation>
    </message>
    <message>
        <source>Food &amp; drink</source>
        <extracomment>an experience (green icon and track)</extracomment>
        <translation>飲食</translation>
    </message>
    <message>
        <source>Nature &amp; gardens</source>
        <extracomment>an experience (pink icon and track)</extracomment>
        <translation>自然・庭園</translation>
    </message>
    <message>
        <source>Shopping</source>
        <extracomment>an experience (yellow icon and track)</extracomment>
        <translation>ショッピング</translation>
    </message>
    <message>
        <source>Unique experiences</source>
        <extracomment>an experience (turquoise icon and track)</extracomment>
        <translation>ユニーク体験</translation>
    </message>
    <message>
        <source>Green lightning</source>
        <extracomment>a mood icon: relaxing, moves the mood toward happiness</extracomment>
        <translation>緑の稲妻</translation>
    </message>
    <message>
        <source>Green yen</source>
        <extracomment>a mood icon: cheap, moves the mood toward happiness</extracomment>
        <translation>緑の￥</translation>
    </message>
    <message>
        <source>Red lightning</source>
        <extracomment>a mood icon: strenuous, moves the mood toward stress</extracomment>
        <translation>赤の稲妻</translation>
    </message>
    <message>
        <source>Red yen</source>
        <extracomment>a mood icon: expensive, moves the mood toward stress</extracomment>
        <translation>赤の￥</translation>
    </message>
    <message>
        <source>Wild token</source>
        <extracomment>a token: one step on any experience track</extracomment>
        <translation>ワイルドトークン</translation>
    </message>
    <message>
        <source>Happiness (green mood icons)</source>
        <extracomment>the sixth favourable-condition token: both green mood icons match it</extracomment>
        <translation>幸福（緑のムードアイコン）</translation>
    </message>
    <message>
        <source>A highlight every day</source>
        <translation>毎日がハイライト</translation>
    </message>
    <message>
        <source>Perfect mood</source>
        <translation>最高のムード</translation>
    </message>
    <message>
        <source>Seasoned traveller</source>
        <translation>旅の達人</translation>
    </message>
    <message>
        <source>First class</source>
        <extracomment>the title of passport card 1 (our own short title)</extracomment>
        <translation>ファーストクラス</translation>
    </message>
    <message>
        <source>Well researched</source>
        <translation>下調べ万全</translation>
    </message>
    <message>
        <source>A day to remember</source>
        <translation>忘れられない一日</translation>
    </message>
    <message>
        <source>Grand tour</source>
        <translation>大周遊</translation>
    </message>
    <message>
        <source>Better than the agency</source>
        <translation>旅行代理店に勝利</translation>
    </message>
    <message>
        <source>Better than the hard agency</source>
        <translation>難しい旅行代理店に勝利</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>写真判定</translation>
    </message>
    <message>
        <source>Score the highlight of the day on all six days, Monday to Saturday.</source>
        <translation>月曜日から土曜日までの6日間すべてで、その日のハイライトを獲得する。</translation>
    </message>
    <message>
        <source>End the trip with happiness at the top of its track and no stress at all.</source>
        <translation>幸福トラックを最上段まで上げ、ストレスがまったくない状態で旅を終える。</translation>
    </message>
    <message>
        <source>Score 15 points for experience, the best the table gives.</source>
        <translation>経験値で、表の最高点である15点を獲得する。</translation>
    </message>
    <message>
        <source>End with trains that cost you nothing: luxury tickets make up for every standard one.</source>
        <translation>トレイントークンで失点しない：上級トレイントークンがすべてのトレイントークンの失点を埋め合わせる。</translation>
    </message>
    <message>
        <source>Score 15 points or more with research tokens.</source>
        <translation>リサーチトークンで15点以上を獲得する。</translation>
    </message>
    <message>
        <source>Score 20 points or more on a single day.</source>
        <translation>1日だけで20点以上を獲得する。</translation>
    </message>
    <message>
        <source>Score 120 points or more.</source>
        <translation>120点以上を獲得する。</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the travel agency.</source>
        <translation>ソロプレイで、NPCの旅行代理店よりよい旅を計画する。</translation>
    </message>
    <message>
        <source>Playing alone, plan a better trip than the hard travel agency.</source>
        <translation>ソロプレイで、難しいNPCの旅行代理店よりよい旅を計画する。</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>わずか1点差で勝利する。</translation>
    </message>
    <message>
        <source>Bargain hunter</source>
        <translation>節約上手</translation>
    </message>
    <message>
        <source>Hard start</source>
        <translation>ハードな幕開け</translation>
    </message>
    <message>
        <source>Free spirit</source>
        <translation>自由気まま</translation>
    </message>
    <message>
        <source>Well prepared</source>
        <translation>下調べ万全</translation>
    </message>
    <message>
        <source>A taste of everything</source>
        <translation>少しずついろいろ</translation>
    </message>
    <message>
        <source>Carefree spending</source>
        <translation>気前よく散財</translation>
    </message>
    <message>
        <source>Highs and lows</source>
        <translation>山あり谷あり</translation>
    </message>
    <message>
        <source>Joy of the unique</source>
        <translation>特別な体験の喜び</translation>
    </message>
    <message>
        <source>Lucky breaks</source>
        <translation>幸運な巡り合わせ</translation>
    </message>
    <message>
        <source>Strong feelings</source>
        <translation>感情豊か</translation>
    </message>
    <message>
        <source>Double rewards</source>
        <translation>ごほうび2倍</translation>
    </message>
    <message>
        <source>Rich experience</source>
        <translation>豊かな経験</translation>
    </message>
    <message>
        <source>Varied days</source>
        <translation>変化に富んだ毎日</translation>
    </message>
    <message>
        <source>Double wilds</source>
        <translation>ワイルド2倍</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>スペシャリスト</translation>
    </message>
    <message>
        <source>Two cities in balance</source>
        <translation>二都のバランス</translation>
    </message>
    <message>
        <source>Museums and classes</source>
        <translation>博物館と教室</translation>
    </message>
    <message>
        <source>Start the game with 3 luxury train tickets.</source>
        <translation>上級トレイントークン3つを持ってゲームを始めます。</translation>
    </message>
    <message>
        <source>Each green yen moves your mood 2 steps toward happiness and scores 1 VP.</source>
        <translation>緑の￥1つごとにムードトラックを幸福の方向へ2マス進め、1点を獲得します。</translation>
    </message>
    <message>
        <source>Start with 2 red lightning icons; the VP of your first 2 highlights are doubled.</source>
        <translation>赤の稲妻2つを持って始めます。最初の2回の「その日のハイライト」の勝利点は2倍になります。</translation>
    </message>
    <message>
        <source>Start the game with 3 wild tokens.</source>
        <translation>ワイルドトークン3つを持ってゲームを始めます。</translation>
    </message>
    <message>
        <source>Start the game with 5 research tokens and 1 green yen icon.</source>
        <translation>リサーチトークン5つと緑の￥1つを持ってゲームを始めます。</translation>
    </message>
    <message>
        <source>Start the game with 1 icon of each experience.</source>
        <translation>各種類の経験値アイコンを1つずつ持ってゲームを始めます。</translation>
    </message>
    <message>
        <source>Red yen icons do not move your mood, and each scores 1 VP.</source>
        <translation>赤の￥ではムードトラックが動かず、1つにつき1点を獲得します。</translation>
    </message>
    <message>
        <source>1 VP per green lightning and 2 VP per red lightning.</source>
        <translation>緑の稲妻1つにつき1点、赤の稲妻1つにつき2点。</translation>
    </message>
    <message>
        <source>Each unique experience icon also moves your mood 1 step toward happiness and scores 1 VP.</source>
        <translation>ユニーク体験のアイコン1つごとに、ムードトラックも幸福の方向へ1マス進め、1点を獲得します。</translation>
    </message>
    <message>
        <source>Twice on the trip, score a highlight without meeting its condition.</source>
        <translation>得点計算中に2回まで、条件を満たしていない「その日のハイライト」のボーナスを獲得できます。</translation>
    </message>
    <message>
        <source>The VP of your happiness and stress tracks are doubled.</source>
        <translation>幸福トラックとストレストラックの得点が2倍になります。</translation>
    </message>
    <message>
        <source>Your highlights give twice the icons and wild tokens they show.</source>
        <translation>「その日のハイライト」で得られるアイコンとワイルドトークンが2倍になります。</translation>
    </message>
    <message>
        <source>Each experience track scores 4 VP from 4, 13 VP from 7 and 22 VP from 10.</source>
        <translation>各経験値トラックは4個で4点、7個で13点、10個以上で22点になります。</translation>
    </message>
    <message>
        <source>6 VP for each day with at least 4 different experiences.</source>
        <translation>4種類以上の経験値アイコンがある日1日につき6点。</translation>
    </message>
    <message>
        <source>Each wild token moves two different experience markers one step.</source>
        <translation>ワイルドトークン1つで、異なる2つの経験値トラックをそれぞれ1マス進めます。</translation>
    </message>
    <message>
        <source>1 VP per icon of your strongest experience, and 6 VP for each experience with 0 to 3.</source>
        <translation>最も多い経験値アイコン1つにつき1点、さらに0～3個しかない経験値の種類1つにつき6点。</translation>
    </message>
    <message>
        <source>14 VP if your itinerary holds as many Tokyo cards as Kyoto cards (face-up yellow cards do not count).</source>
        <translation>ボード上の予定に東京と京都のカードが同じ枚数あれば14点（表向きの汎用アクティビティは数えません）。</translation>
    </message>
    <message>
        <source>4 VP for each museum and class you visit: the anime, manga, railway and both national museums, the cooking, drumming and ikebana classes.</source>
        <translation>訪れた博物館と教室1つにつき4点：アニメ、マンガ、鉄道の各ミュージアム・博物館と2つの国立博物館、料理教室、和太鼓教室、生け花教室。</translation>
    </message>
    <message>
        <source>Mood one step toward happiness</source>
        <extracomment>a day bonus reward (1 matching icon or more)</extracomment>
        <translation>ムードトラックを幸福の方向へ1マス</translation>
    </message>
    <message>
        <source>2 research tokens</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>リサーチトークン2つ</translation>
    </message>
    <message>
        <source>1 wild token</source>
        <extracomment>a day bonus reward (2 matching icons or more)</extracomment>
        <translation>ワイルドトークン1つ</translation>
    </message>
    <message>
        <source>1 luxury train ticket</source>
        <extracomment>a day bonus reward (3 matching icons or more)</extracomment>
        <translation>上級トレイントークン1つ</translation>
    </message>
    <message>
        <source>Bonus walk: a 4th card face down</source>
        <extracomment>a day bonus reward (3 matching icons or more): a 4th card, face down, on that day</extracomment>
        <translation>追加の散歩アクション：4枚目を裏向きに</translation>
    </message>
    <message>
        <source>Start train ticket</source>
        <extracomment>a train ticket: every traveller has one, 0 VP</extracomment>
        <translation>初期トレイントークン</translation>
    </message>
    <message>
        <source>Luxury train ticket</source>
        <extracomment>a train ticket won as a day bonus: +2 VP and a green lightning when used</extracomment>
        <translation>上級トレイントークン</translation>
    </message>
    <message>
        <source>Standard train ticket</source>
        <extracomment>a train ticket from the supply: −2 VP</extracomment>
        <translation>トレイントークン</translation>
    </message>
    <message>
        <source>Start train ticket (0 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>初期トレイントークン（0点）</translation>
    </message>
    <message>
        <source>Luxury train ticket (+2 VP, green lightning)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>上級トレイントークン（+2点、緑の稲妻）</translation>
    </message>
    <message>
        <source>Standard train ticket (−2 VP)</source>
        <extracomment>a button of the train decision on the trip</extracomment>
        <translation>トレイントークン（−2点）</translation>
    </message>
    <message>
        <source>Experience</source>
        <extracomment>a row of the score sheet: the five experience tracks</extracomment>
        <translation>経験値</translation>
    </message>
    <message>
        <source>Trains</source>
        <extracomment>a row of the score sheet: the train tickets used</extracomment>
        <translation>トレイントークン</translation>
    </message>
    <message>
        <source>Research tokens</source>
        <extracomment>a row of the score sheet: 1 VP per unused research token</extracomment>
        <translation>リサーチトークン</translation>
    </message>
    <message>
        <source>Passport</source>
        <extracomment>a row of the score sheet: what the passport card scored</extracomment>
        <translation>パスポート</translation>
    </message>
    <message>
        <source>Passport expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>パスポート拡張</translation>
    </message>
    <message>
        <source>Travel agency</source>
        <extracomment>the solo opponent&apos;s difficulty
----------
the solo opponent, as a name on the score sheet</extracomment>
        <translation>NPCの旅行代理店</translation>
    </message>
    <message>
        <source>Everyone is dealt 2 passport cards and keeps 1: a start bonus or a new way to score on the trip.</source>
        <translation>各プレイヤーにパスポートカードを2枚配り、1枚を選びます。ゲーム開始時のボーナスか、得点計算での新しい得点方法が得られます。</translation>
    </message>
    <message>
        <source>Solo: the travel agency builds its own itinerary from the cards you give it. Easy: its highlights need their conditions. Normal: every highlight scores. Hard: every highlight scores and it rides luxury trains.</source>
        <translation>ソロプレイ：NPCの旅行代理店は、あなたが渡したカードで自分の予定を組みます。易しい：ハイライトは条件を満たしたときだけ獲得します。普通：ハイライトを無条件で獲得します。難しい：ハイライトを無条件で獲得し、移動にはすべて上級トレイントークンを使います。</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>易しい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>no change of city, no train</source>
        <extracomment>score detail under the hard travel agency&apos;s trains: it rides a luxury train at each change of city, and its cities never changed</extracomment>
        <translation>都市の移動がなく、トレイントークンなし</translation>
    </message>
    <message>
        <source>takes no trains at this level</source>
        <extracomment>score detail under the travel agency&apos;s trains at the easy and normal levels</extracomment>
        <translation>この難易度ではトレイントークンを使わない</translation>
    </message>
    <message>
        <source>gets no research tokens</source>
        <extracomment>score detail under the travel agency&apos;s research tokens (always 0)</extracomment>
        <translation>リサーチトークンを得ない</translation>
    </message>
    <message>
        <source>travels without a passport</source>
        <extracomment>score detail under the travel agency&apos;s passport points (always 0)</extracomment>
        <translation>パスポートカードなしで旅する</translation>
    </message>
    <message>
        <source>This itinerary cannot be travelled: every day needs its cards.</source>
        <translation>この予定では旅行できません。すべての曜日にカードが必要です。</translation>
    </message>
    <message>
        <source>The travel agency can only be easy, normal or hard.</source>
        <translation>旅行代理店の難易度は、易しい・普通・難しいのいずれかです。</translation>
    </message>
    <message>
        <source>The trip is over: nothing is left to decide.</source>
        <translation>旅行は終了しました。これ以上決めることはありません。</translation>
    </message>
    <message>
        <source>That is not one of the choices of this trip decision.</source>
        <translation>それはこの選択肢にはありません。</translation>
    </message>
    <message>
        <source>Nothing is waiting to be drawn or passed on yet.</source>
        <extracomment>the round cannot go on yet: some traveller still has a card to place or a choice</extracomment>
        <translation>まだドローや受け渡しを待っているカードはありません。</translation>
    </message>
    <message>
        <source>The cards of Let&apos;s Go! To Japan could not be loaded; reinstall Tabibito.</source>
        <translation>「日本に行こう」のカードを読み込めませんでした。Tabibitoを再インストールしてください。</translation>
    </message>
    <message>
        <source>Keep one of your two passport cards.</source>
        <translation>2枚のパスポートカードから1枚を選んでください。</translation>
    </message>
    <message>
        <source>Last round: choose the deck to draw your card from.</source>
        <translation>最終ラウンド：カードをドローするデッキを選んでください。</translation>
    </message>
    <message>
        <source>Choose the next card for the travel agency&apos;s itinerary.</source>
        <translation>旅行代理店の予定に加える次のカードを選んでください。</translation>
    </message>
    <message>
        <source>The highlight of %2, %1, misses its condition: score it anyway with your passport?</source>
        <extracomment>the question of a trip decision: %1 the highlight&apos;s card, %2 its day</extracomment>
        <translation>%2のハイライト「%1」は条件を満たしていません。パスポートを使って獲得しますか？</translation>
    </message>
    <message>
        <source>Walk (Tokyo deck)</source>
        <extracomment>a face-down walk card of the Tokyo deck (its front unseen until the trip)</extracomment>
        <translation>散歩アクション（東京のデッキ）</translation>
    </message>
    <message>
        <source>Walk (Kyoto deck)</source>
        <translation>散歩アクション（京都のデッキ）</translation>
    </message>
    <message>
        <source>Walk</source>
        <extracomment>a face-down walk card</extracomment>
        <translation>散歩アクション</translation>
    </message>
    <message>
        <source>Face-down card (Tokyo deck)</source>
        <extracomment>a card seen from its back: the deck is all that shows</extracomment>
        <translation>裏向きのカード（東京のデッキ）</translation>
    </message>
    <message>
        <source>Face-down card (Kyoto deck)</source>
        <translation>裏向きのカード（京都のデッキ）</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <extracomment>a number of victory points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n × %1</source>
        <extracomment>a part of a highlight condition: %1 an icon (&quot;Food &amp; drink&quot;), %n how many</extracomment>
        <translation>
            <numerusform>%1が%n個以上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>walked at least %n time(s)</source>
        <extracomment>a part of a highlight condition</extracomment>
        <translation>
            <numerusform>散歩アクション%n回以上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n train ride(s)</source>
        <extracomment>a part of a highlight condition: trains ridden so far</extracomment>
        <translation>
            <numerusform>列車移動%n回以上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per %1</source>
        <extracomment>a highlight reward: %n VP for each icon %1 collected so far</extracomment>
        <translation>
            <numerusform>%1（1個につき%n点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per set of %1</source>
        <extracomment>a highlight reward: %n VP for each complete set of the icons %1 (&quot;Temples + Food&quot;)</extracomment>
        <translation>
            <numerusform>%1のセット1組につき%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per train ride</source>
        <extracomment>a highlight reward</extracomment>
        <translation>
            <numerusform>列車移動1回につき%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP per day spent entirely in %1</source>
        <extracomment>a highlight reward: %1 a city; a day counts when all its cards are in that city</extracomment>
        <translation>
            <numerusform>すべて%1で過ごした日1日につき%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n Tokyo card(s) and %n Kyoto card(s).</source>
        <extracomment>where a round&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>東京のカードを%n枚、京都のカードを%n枚ドローします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the deck of your choice.</source>
        <extracomment>where round 13&apos;s hand comes from</extracomment>
        <translation>
            <numerusform>好きなデッキからカードを%n枚ドローします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s).</source>
        <extracomment>how many cards a round places</extracomment>
        <translation>
            <numerusform>%n枚をプレイします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: discard %n card(s) from your hand.</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>リサーチ：手札からカードを%n枚捨ててください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research: choose the deck of your next card (%n to draw).</source>
        <extracomment>prompt during a research</extracomment>
        <translation>
            <numerusform>リサーチ：次にドローするデッキを選んでください（残り%n枚）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day bonus for %1: %n matching icon(s). Choose your reward.</source>
        <extracomment>prompt: %1 a day; %n the icons that match its favourable condition</extracomment>
        <translation>
            <numerusform>%1のデイボーナス：一致したアイコンは%n個です。ボーナスを選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: place a card, or discard one for a walk (%n to place).</source>
        <extracomment>prompt: %1 the round; %n the cards still to place this round</extracomment>
        <translation>
            <numerusform>ラウンド%1：カードを1枚プレイするか、1枚捨てて散歩アクションを行ってください（残り%n枚）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 a card&apos;s site; %n its VP</extracomment>
        <translation>
            <numerusform>%1：%2、%n点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: a walk, scored from its back, %n VP.</source>
        <extracomment>log of the trip: %1 a day; a walk scored from its back</extracomment>
        <translation>
            <numerusform>%1：散歩アクション（裏面で計算）、%n点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the highlight&apos;s card</extracomment>
        <translation>
            <numerusform>%1のハイライト（%2）：%n点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2), scored without its condition: %n VP.</source>
        <extracomment>log of the trip: %1 a day, %2 the card; scored without its condition (passport)</extracomment>
        <translation>
            <numerusform>%1のハイライト（%2）を条件なしで獲得：%n点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Highlight of %1 (%2): %n VP and %3.</source>
        <extracomment>log of the trip: %1 a day, %2 the card, %3 the icons gained</extracomment>
        <translation>
            <numerusform>%1のハイライト（%2）：%n点と%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trip is over: %n VP in all.</source>
        <extracomment>log: the end of one traveller&apos;s trip</extracomment>
        <translation>
            <numerusform>旅行終了：合計%n点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n VP</source>
        <extracomment>one line of a result: %1 a player</extracomment>
        <translation>
            <numerusform>%1：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n VP!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1の勝利！（%n点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n VP: %1</source>
        <extracomment>the result of a tie (ties share the victory): %1 lists the winners</extracomment>
        <translation>
            <numerusform>%n点で勝利を分け合いました：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 beats the travel agency: %n VP to %2!</source>
        <extracomment>the result in solo: %1 the player, %2 the travel agency&apos;s VP; %n the player&apos;s</extracomment>
        <translation>
            <numerusform>%1が旅行代理店に勝利！（%n点対%2点）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The travel agency wins: %n VP to %1.</source>
        <extracomment>the result in solo: %1 the player&apos;s VP; %n the travel agency&apos;s</extracomment>
        <translation>
            <numerusform>旅行代理店の勝利：%n点対%1点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and the travel agency tie with %n VP: a shared victory!</source>
        <extracomment>the result in solo: %1 the player; both have %n VP</extracomment>
        <translation>
            <numerusform>%1と旅行代理店は%n点で同点、勝利を分け合いました！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n research token(s)</source>
        <extracomment>score detail: unused research tokens</extracomment>
        <translation>
            <numerusform>リサーチトークン%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n standard</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>通常%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n luxury</source>
        <extracomment>score detail of the trains</extracomment>
        <translation>
            <numerusform>上級%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend wild tokens %1? You have %n.</source>
        <extracomment>the question of the wild tokens on the trip: %1 where (&quot;before the Monday highlight&quot;)</extracomment>
        <translation>
            <numerusform>%1にワイルドトークンを使いますか？（所持：%n）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score it without its condition (%n left)</source>
        <extracomment>a button of the free highlight decision: %n free highlights left</extracomment>
        <translation>
            <numerusform>条件なしで獲得する（残り%n回）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Research (1 token): draw %n, discard %n</source>
        <extracomment>the panel&apos;s heading over the two deck buttons while the seat holds a research token: one token draws %n cards (each from the deck clicked) and then discards %n</extracomment>
        <translation>
            <numerusform>リサーチ（トークン1個）：%n枚引いて%n枚捨てる</numerusform>
        </translation>
    </message>
    <message>
        <source>no %1 at all</source>
        <extracomment>a part of a highlight condition: %1 an icon</extracomment>
        <translation>%1が1つもない</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>an icon gained, counted: %1 how many, %2 the icon (&quot;2 × Food &amp; drink&quot;)</extracomment>
        <translation>%2×%1</translation>
    </message>
    <message>
        <source>Yellow card: Tokyo or Kyoto, chosen on the trip</source>
        <extracomment>a yellow card&apos;s city on its hover text</extracomment>
        <translation>汎用アクティビティ：得点計算時に東京か京都を選びます</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hover text of a card without icons</extracomment>
        <translation>アイコンなし</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>hover text of a card, first line: %1 the site, %2 its city</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Icons: %1. Worth %2.</source>
        <extracomment>hover text of a card: %1 its icons, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>アイコン：%1。得点：%2。</translation>
    </message>
    <message>
        <source>Highlight (as the day&apos;s last card): if %1, then %2.</source>
        <extracomment>hover text of a card: %1 the condition, %2 the reward</extracomment>
        <translation>その日のハイライト（その日の最後のカードのとき）：%1なら%2。</translation>
    </message>
    <message>
        <source>Walk, scored from its back: %1 and %2; as the day&apos;s last card its highlight always gives %3.</source>
        <extracomment>hover text of a walk&apos;s back: %1 its VP, %2 its icon, %3 its highlight&apos;s VP</extracomment>
        <translation>散歩アクション（裏面で計算）：%1と%2。その日の最後のカードなら、ハイライトで必ず%3を獲得します。</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in round %1.</source>
        <extracomment>where a round&apos;s hand comes from: %1 a round&apos;s number</extracomment>
        <translation>ラウンド%1で渡されたカードを手札に加えます。</translation>
    </message>
    <message>
        <source>Pick up the cards passed to you in rounds %1–%2.</source>
        <extracomment>where a round&apos;s hand comes from: the rounds %1 to %2 (&quot;rounds 1–4&quot;)</extracomment>
        <translation>ラウンド%1～%2で渡されたカードを手札に加えます。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>two sentences in a row: %1 the first, %2 the next (Japanese: no space between)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>The rest goes to the travel agency.</source>
        <translation>残りのカードは旅行代理店に渡します。</translation>
    </message>
    <message>
        <source>Last round: the rest is not passed on.</source>
        <translation>最終ラウンド：残りのカードは渡しません。</translation>
    </message>
    <message>
        <source>Pass the rest to the left.</source>
        <translation>残りのカードは左隣に渡します。</translation>
    </message>
    <message>
        <source>Pass the rest to the right.</source>
        <translation>残りのカードは右隣に渡します。</translation>
    </message>
    <message>
        <source>%1 %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision: %1 a yellow card&apos;s site, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>%2訪れる「%1」は汎用アクティビティです。東京と京都のどちらとして扱いますか？</translation>
    </message>
    <message>
        <source>The city changes at %1 %2: which train ticket do you use?</source>
        <extracomment>the question of a trip decision: %1 the card the train arrives at, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>%2「%1」で都市が変わります。どのトレイントークンを使いますか？</translation>
    </message>
    <message>
        <source>Your walk %2 turns out to be %1: score its front or its back?</source>
        <extracomment>the question of a trip decision: %1 the walk&apos;s card (now seen), %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>%2行った散歩アクションのカードは「%1」でした。表面と裏面のどちらで計算しますか？</translation>
    </message>
    <message>
        <source>The travel agency wins a wild token %2 (%1): its highest experience tracks are tied. Which one moves?</source>
        <extracomment>the question of a trip decision in solo: %1 the highlight&apos;s card, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>旅行代理店が%2ワイルドトークンを獲得しました（%1）。最も進んでいる経験値トラックが複数あります。どれを進めますか？</translation>
    </message>
    <message>
        <source>The travel agency&apos;s card “%1” %2 is a yellow card: does it count for Tokyo or for Kyoto?</source>
        <extracomment>the question of a trip decision in solo: %1 a yellow card of the agency, %2 its day with its preposition (“on Monday”)</extracomment>
        <translation>旅行代理店が%2訪れる「%1」は汎用アクティビティです。東京と京都のどちらとして扱いますか？</translation>
    </message>
    <message>
        <source>Decide for your trip.</source>
        <translation>旅行の選択をしてください。</translation>
    </message>
    <message>
        <source>before the experience scoring</source>
        <extracomment>where wild tokens are spent: the last chance, before the experience tracks score</extracomment>
        <translation>経験値トラックの得点計算の前</translation>
    </message>
    <message>
        <source>before the highlight of %1</source>
        <extracomment>where wild tokens are spent: %1 a day</extracomment>
        <translation>%1のハイライトの前</translation>
    </message>
    <message>
        <source>Keep the rest</source>
        <extracomment>a button of the wild token decision: spend no more now</extracomment>
        <translation>残りは取っておく</translation>
    </message>
    <message>
        <source>Front: %1</source>
        <extracomment>a button of the walk decision: %1 the card&apos;s site</extracomment>
        <translation>表面：%1</translation>
    </message>
    <message>
        <source>Back: %1 and %2</source>
        <extracomment>a button of the walk decision: %1 its VP, %2 its icon</extracomment>
        <translation>裏面：%1と%2</translation>
    </message>
    <message>
        <source>Keep it for a later highlight</source>
        <extracomment>a button of the free highlight decision</extracomment>
        <translation>後のハイライトのために取っておく</translation>
    </message>
    <message>
        <source>Choose the slot of your walk (%1 deck): a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the deck (&quot;Tokyo&quot;) of the face-down card</extracomment>
        <translation>散歩アクション（%1のデッキ）を置く場所を選んでください：曜日と、その日のカードの上・下・間。</translation>
    </message>
    <message>
        <source>Choose where %1 goes: a day, above, below or between its cards.</source>
        <extracomment>prompt: %1 the card chosen</extracomment>
        <translation>「%1」を置く場所を選んでください：曜日と、その日のカードの上・下・間。</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>選択してください。</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2.</source>
        <extracomment>log: %1 a player, %2 the cards of the hand</extracomment>
        <translation>%1の手札：%2。</translation>
    </message>
    <message>
        <source>%1 has chosen a passport.</source>
        <extracomment>log: %1 a player; which passport stays hidden until everyone has chosen</extracomment>
        <translation>%1はパスポートカードを選びました。</translation>
    </message>
    <message>
        <source>%1 keeps the passport %2.</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title</extracomment>
        <translation>%1はパスポートカード「%2」を選びました。</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1は「%2」を捨てました。</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1はカードを1枚ドローしました。</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <extracomment>log: %1 a player, %2 the card</extracomment>
        <translation>%1は「%2」をドローしました。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The favourable conditions of the week: %1.</source>
        <extracomment>log at the start: %1 lists each day with its favourable condition</extracomment>
        <translation>今週の好条件トークン：%1。</translation>
    </message>
    <message>
        <source>Round %1 begins. %2</source>
        <extracomment>log: %1 the round, %2 where its hand comes from</extracomment>
        <translation>ラウンド%1開始。%2</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <extracomment>log: %1 the round</extracomment>
        <translation>ラウンド%1終了。</translation>
    </message>
    <message>
        <source>%1 travels with the passport %2: %3</source>
        <extracomment>log: %1 a player, %2 the passport&apos;s title, %3 its effect</extracomment>
        <translation>%1のパスポートカードは「%2」：%3</translation>
    </message>
    <message>
        <source>%1 spends a research token: 3 cards to draw, then 3 to discard.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1はリサーチトークンを使いました。3枚ドローして、3枚捨てます。</translation>
    </message>
    <message>
        <source>%1 gives %2 to the travel agency.</source>
        <extracomment>log in solo: %1 the player, %2 the card</extracomment>
        <translation>%1は「%2」を旅行代理店に渡しました。</translation>
    </message>
    <message>
        <source>Off to Japan! The trip begins, day by day.</source>
        <translation>旅行の開始！月曜日から1日ずつ進めます。</translation>
    </message>
    <message>
        <source>%1 places a card %2.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”); the card stays hidden until the next round</extracomment>
        <translation>%1は%2カードを1枚プレイしました。</translation>
    </message>
    <message>
        <source>%1 places %2 %3.</source>
        <extracomment>log: %1 a player, %2 the card&apos;s title, %3 the day with its preposition (“on Monday”)</extracomment>
        <translation>%1は%3「%2」をプレイしました。</translation>
    </message>
    <message>
        <source>%1 takes a walk %2 (a face-down card of the %3 deck) and gains a research token.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck (&quot;Tokyo&quot;)</extracomment>
        <translation>%1は%2散歩アクション（%3のデッキから裏向きのカード）を行い、リサーチトークンを1つ獲得しました。</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: a bonus walk %2 from the %3 deck.</source>
        <extracomment>log: %1 a player, %2 the day with its preposition (“on Monday”), %3 the deck of the face-down card (&quot;Tokyo&quot;)</extracomment>
        <translation>%1のデイボーナス：%2%3のデッキから追加の散歩アクション。</translation>
    </message>
    <message>
        <source>%1&apos;s day bonus: %2.</source>
        <extracomment>log: %1 a player, %2 the reward (&quot;2 research tokens&quot;)</extracomment>
        <translation>%1のデイボーナス：%2。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log of the trip: %1 the traveller (a player or the travel agency), %2 what happened</extracomment>
        <translation>【%1】%2</translation>
    </message>
    <message>
        <source>%1 counts for %2.</source>
        <extracomment>log of the trip: %1 a yellow card, %2 the city it counts for</extracomment>
        <translation>「%1」は%2として扱います。</translation>
    </message>
    <message>
        <source>%1 to %2.</source>
        <extracomment>log of the trip: %1 the ticket (&quot;Luxury train ticket&quot;), %2 the card reached</extracomment>
        <translation>%1で「%2」へ。</translation>
    </message>
    <message>
        <source>The walk turns out to be %1: scored from its front.</source>
        <extracomment>log of the trip: %1 the walk&apos;s card, scored from its front</extracomment>
        <translation>散歩アクションのカードは「%1」でした。表面で計算します。</translation>
    </message>
    <message>
        <source>The walk (%1) is scored from its back.</source>
        <translation>散歩アクション（%1）は裏面で計算します。</translation>
    </message>
    <message>
        <source>Happiness rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached +3; %1 the step now reached (1 to 3)</extracomment>
        <translation>幸福トラックが%1段階目に進みました。</translation>
    </message>
    <message>
        <source>Stress rises to step %1.</source>
        <extracomment>log of the trip: the mood marker reached −3; %1 the step now reached (1 to 3)</extracomment>
        <translation>ストレストラックが%1段階目に進みました。</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step.</source>
        <extracomment>log of the trip: %1 the experience(s) moved</extracomment>
        <translation>ワイルドトークンで%1を1マス進めました。</translation>
    </message>
    <message>
        <source>A wild token moves %1 one step, before the highlight of %2.</source>
        <extracomment>log of the trip: %1 the experience(s) moved, %2 a day</extracomment>
        <translation>%2のハイライトの前に、ワイルドトークンで%1を1マス進めました。</translation>
    </message>
    <message>
        <source>%1: %2 VP</source>
        <extracomment>log of the trip: %1 what scored (a row of the score sheet, a passport, an experience), %2 its points, signed (stress loses points): &quot;Research tokens: 3 VP&quot;</extracomment>
        <translation>%1：%2点</translation>
    </message>
    <message>
        <source>Highlight of %1 (%2): its condition is not met.</source>
        <extracomment>log of the trip: %1 a day, %2 the card</extracomment>
        <translation>%1のハイライト（%2）：条件を満たしていません。</translation>
    </message>
    <message>
        <source>highlight scored</source>
        <extracomment>score detail under a day&apos;s points: whether its highlight scored</extracomment>
        <translation>ハイライト達成</translation>
    </message>
    <message>
        <source>highlight missed</source>
        <translation>ハイライト未達成</translation>
    </message>
    <message>
        <source>happiness %1 · stress %2</source>
        <extracomment>score detail of the mood: %1 the happiness step, %2 the stress step (0 to 3 each)</extracomment>
        <translation>幸福 %1・ストレス %2</translation>
    </message>
    <message>
        <source>Happiness</source>
        <translation>幸福</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>ストレス</translation>
    </message>
    <message>
        <source>highlight</source>
        <extracomment>final scores, a day&apos;s sum: the points of the day&apos;s highlight (&quot;… + highlight 10 = 20&quot;)</extracomment>
        <translation>ハイライト</translation>
    </message>
    <message>
        <source>%1 (%2 on its track)</source>
        <extracomment>final scores, the experience sum: %1 an experience (Temples &amp; shrines), %2 the step its marker reached on its track, before that track&apos;s points (&quot;… (7 on its track) 8 + …&quot;)</extracomment>
        <translation>%1（トラック%2）</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Agency</source>
        <extracomment>the score pad&apos;s column of the solo travel agency (narrow)</extracomment>
        <translation>代理店</translation>
    </message>
    <message>
        <source>The travel agency&apos;s trip</source>
        <extracomment>the trip area&apos;s title while the solo player decides the agency&apos;s trip</extracomment>
        <translation>NPCの旅行代理店の旅行</translation>
    </message>
    <message>
        <source>Start train unused</source>
        <translation>初期トレイントークン未使用</translation>
    </message>
    <message>
        <source>Final score</source>
        <extracomment>the score pad&apos;s last row once the trip is over</extracomment>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Front</source>
        <extracomment>under the card&apos;s front, beside its back, in the walk decision of the trip</extracomment>
        <translation>表面</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>under the walk&apos;s back, beside the card&apos;s front, in the walk decision of the trip</extracomment>
        <translation>裏面</translation>
    </message>
    <message>
        <source>Day travelled: %1</source>
        <extracomment>the banner when the trip has travelled a day (its cards and its highlight scored); %1 the day&apos;s victory points (&quot;12 VP&quot;)</extracomment>
        <translation>この日の旅が終わりました：%1</translation>
    </message>
    <message numerus="yes">
        <source>Day closed: %n matching icon(s)</source>
        <extracomment>the banner when a day of the itinerary takes its third card</extracomment>
        <translation>
            <numerusform>この日が埋まりました：一致したアイコン%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chooses a card.</source>
        <extracomment>replay of the draft: %1 a player, who chose a card of their hand (which, and whether to place it face up or as a walk, is their secret until the cards turn over)</extracomment>
        <translation>%1はカードを1枚選びました。</translation>
    </message>
    <message>
        <source>%1 chooses %2 to place face up.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they chose to place face up</extracomment>
        <translation>%1は「%2」を表向きで置くために選びました。</translation>
    </message>
    <message>
        <source>%1 chooses %2 for a walk: %3.</source>
        <extracomment>replay of the draft: %1 a player, %2 the card they place face down, %3 the walk it becomes (“Walk (Kyoto deck)”)</extracomment>
        <translation>%1は「%2」を散歩アクションに選びました：%3。</translation>
    </message>
    <message>
        <source>%1 researches in the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they research in</extracomment>
        <translation>%1は%2のデッキでリサーチしました。</translation>
    </message>
    <message>
        <source>%1 draws from the %2 deck.</source>
        <extracomment>replay of the draft: %1 a player, %2 the deck (Tokyo or Kyoto) they draw from</extracomment>
        <translation>%1は%2のデッキからドローしました。</translation>
    </message>
    <message>
        <source>%1 discards a card.</source>
        <extracomment>replay of the draft: %1 a player, who discarded a card unseen by the others</extracomment>
        <translation>%1はカードを1枚捨てました。</translation>
    </message>
</context>
<context>
    <name>LetsGoHints</name>
    <message numerus="yes">
        <source>It completes %1 with %n matching icon(s): a day bonus of %2.</source>
        <extracomment>hint: %1 a day, %2 its day bonus (&quot;2 research tokens or 1 wild token&quot;); %n icons</extracomment>
        <translation>
            <numerusform>これで%1のカードがそろいます。一致するアイコンは%n個で、デイボーナスは%2です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It matches the favourable condition %1 (%2) with %n icon(s): a step toward the day bonus.</source>
        <extracomment>hint: %1 the day with its preposition (&quot;on Monday&quot;), %2 its favourable condition; %n of the card&apos;s icons match it</extracomment>
        <translation>
            <numerusform>%1は、アイコンのうち%n個が好条件（%2）に一致します。デイボーナスへの一歩です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more walk(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks</extracomment>
        <translation>
            <numerusform>あと%n回の散歩アクション</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n train ride(s)</source>
        <extracomment>hint: what a highlight&apos;s condition still lacks (rides are only known on the trip)</extracomment>
        <translation>
            <numerusform>列車移動%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend a research token: draw %n card(s), the first from the &lt;b&gt;%1&lt;/b&gt; deck, then discard as many.</source>
        <extracomment>hint: %1 the deck of the first card; %n the cards a research draws</extracomment>
        <translation>
            <numerusform>リサーチトークンを使います。%n枚ドローし（1枚目は&lt;b&gt;%1&lt;/b&gt;のデッキから）、同じ枚数を捨てます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n research token(s), each worth %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused research token scores (&quot;1 VP&quot;); %n tokens left</extracomment>
        <translation>
            <numerusform>リサーチトークンは%n個残ります。未使用なら最後に1個につき%1です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; for a walk from the &lt;b&gt;%2&lt;/b&gt; deck: a face-down card joins your itinerary and you gain %n research token(s).</source>
        <extracomment>hint: %1 the card discarded, %2 the deck (&quot;Tokyo&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;を捨てて&lt;b&gt;%2&lt;/b&gt;のデッキから散歩アクションを行います。裏向きのカードが予定に加わり、リサーチトークンを%n個獲得します。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard &lt;b&gt;%1&lt;/b&gt; (%2); %n more to discard after it.</source>
        <extracomment>hint during a research: %1 the card, %2 its VP; %n cards still to discard after it</extracomment>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;（%2）を捨てます。このあと、さらに%n枚捨てます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more research token(s): each one a research, or %1 at the end if unused.</source>
        <extracomment>hint: %1 what an unused token scores (&quot;1 VP&quot;); %n research tokens gained</extracomment>
        <translation>
            <numerusform>リサーチトークンが%n個増えます。1個でリサーチ1回、未使用なら最後に1個につき%1です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n VP</source>
        <extracomment>victory points a trip choice adds at once</extracomment>
        <translation>
            <numerusform>+%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−%n VP</source>
        <extracomment>victory points a trip choice costs at once</extracomment>
        <translation>
            <numerusform>−%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a planned trip of about %n VP</source>
        <extracomment>hint in the draft: %n the final total of the trip the computer player plans with the move (its mean over a few fillings of the empty slots, less what the travel agency gains in solo)</extracomment>
        <translation>
            <numerusform>計画した旅で約%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better than “%1” by about %n VP, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card (the rest go to the travel agency): %1 the best other move; %n how much more the computer player&apos;s plan makes of this one, counting what the agency&apos;s trip gains from the cards it gets</extracomment>
        <translation>
            <numerusform>旅行代理店に渡るカードも含めて、「%1」より約%n点上です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n VP</source>
        <extracomment>hint in the draft: the best other move&apos;s planned total (after &quot;a planned trip of about 112 VP, against&quot;)</extracomment>
        <translation>
            <numerusform>約%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer player would make this move.</source>
        <translation>コンピューターならこの手を選びます。</translation>
    </message>
    <message>
        <source>“%1” would be just as good, counting the cards the travel agency gets from you.</source>
        <extracomment>hint in solo, the round&apos;s last card: %1 the best other move, worth as much</extracomment>
        <translation>旅行代理店に渡るカードも含めると、「%1」でも同じくらい良い手です。</translation>
    </message>
    <message>
        <source>%1, card %2 from the top</source>
        <extracomment>a slot of the itinerary named in a hint: %1 a day, %2 its place from the top (1-3)</extracomment>
        <translation>%1の上から%2枚目</translation>
    </message>
    <message>
        <source>Keep the passport &lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>hint: %1 a passport card&apos;s title, %2 its effect</extracomment>
        <translation>パスポートカード&lt;b&gt;%1&lt;/b&gt;を残します：%2</translation>
    </message>
    <message>
        <source>Draw your last card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint in round 13: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>最後のカードは&lt;b&gt;%1&lt;/b&gt;のデッキからドローします。裏面からはそれ以上わからないので、どちらのデッキでも同じです。</translation>
    </message>
    <message>
        <source>Draw your next research card from the &lt;b&gt;%1&lt;/b&gt; deck: the backs tell nothing more, so either deck is as good.</source>
        <extracomment>hint during a research: %1 a deck (&quot;Tokyo&quot;)</extracomment>
        <translation>リサーチの次のカードは&lt;b&gt;%1&lt;/b&gt;のデッキからドローします。裏面からはそれ以上わからないので、どちらのデッキでも同じです。</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2), for instance %3.</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;), %3 a day where it gains (said next), with its preposition (&quot;on Thursday&quot;)</extracomment>
        <translation>手札の&lt;b&gt;%1&lt;/b&gt;（%2）を、たとえば%3置きます。</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, as the day&apos;s first card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 an empty day with its preposition (&quot;on Monday&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2、その日の最初のカードとして置きます。</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; %2, between %3 and %4.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day with its preposition (&quot;on Monday&quot;), %3 and %4 the cards it goes between</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2、「%3」と「%4」の間に置きます。</translation>
    </message>
    <message>
        <source>Count &lt;b&gt;%1&lt;/b&gt; %2 for &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>hint on the trip: %1 a yellow card, %2 its day with its preposition (&quot;on Monday&quot;), %3 the city chosen</extracomment>
        <translation>%2訪れる&lt;b&gt;%1&lt;/b&gt;を&lt;b&gt;%3&lt;/b&gt;として扱います。</translation>
    </message>
    <message>
        <source>Use the &lt;b&gt;%1&lt;/b&gt; to reach %2 %3: %4 for this ride.</source>
        <extracomment>hint on the trip: %1 a train ticket, %2 the card reached, %3 its day with its preposition (&quot;on Monday&quot;), %4 the ride&apos;s VP</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を使って%3「%2」へ向かいます。この列車移動で%4です。</translation>
    </message>
    <message>
        <source>Score your walk %1 from its front, &lt;b&gt;%2&lt;/b&gt;: %3 and %4.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the walk&apos;s card, %3 its VP, %4 its icons</extracomment>
        <translation>%1行った散歩アクションを表面の&lt;b&gt;%2&lt;/b&gt;で計算します（%3と%4）。</translation>
    </message>
    <message>
        <source>Score your walk %1 from its back: %2 and %3.</source>
        <extracomment>hint on the trip: %1 the walk&apos;s day with its preposition (&quot;on Monday&quot;), %2 the back&apos;s VP, %3 its icon</extracomment>
        <translation>%1行った散歩アクションを裏面で計算します（%2と%3）。</translation>
    </message>
    <message>
        <source>Keep your free highlight for a later day instead of %2 %1.</source>
        <extracomment>hint on the trip: %1 a day with its preposition (&quot;on Monday&quot;), %2 its highlight&apos;s card</extracomment>
        <translation>%1は「%2」に使わず、条件なしの獲得を後の日に取っておきます。</translation>
    </message>
    <message>
        <source>Place &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;)</extracomment>
        <translation>手札の&lt;b&gt;%1&lt;/b&gt;（%2）を置きます。</translation>
    </message>
    <message>
        <source>It is the only card left to give.</source>
        <extracomment>hint in solo: the card given is the last of the hand</extracomment>
        <translation>渡せるカードはこれしか残っていません。</translation>
    </message>
    <message>
        <source>There is no other choice here.</source>
        <extracomment>hint: the move has no alternative (a day bonus of a single reward)</extracomment>
        <translation>ここでは他の選択肢がありません。</translation>
    </message>
    <message>
        <source>rank %1 of %2 in the computer player&apos;s order of passports</source>
        <extracomment>hint, the passport kept: its place in the computer player&apos;s order of the passports (the effects that pay most often first): %1 its rank, %2 how many passports there are</extracomment>
        <translation>コンピューターのパスポートカード順位で%2枚中%1位</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>hint: the other passport&apos;s place in the computer player&apos;s order (after &quot;rank 3 of 18 in the computer player&apos;s order of passports, against&quot;)</extracomment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>a research, which the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts a research as (&quot;about 3 VP&quot;): it researches when no card of the hand is worth that much in its best slot</extracomment>
        <translation>コンピューターが%1と見積もるリサーチ</translation>
    </message>
    <message>
        <source>%1 for that card in its best place</source>
        <extracomment>hint: the best card of the hand, worth %1 in its best slot (after &quot;a research, which the computer player counts as about 3 VP, against&quot;)</extracomment>
        <translation>そのカードを最適な場所に置いて%1</translation>
    </message>
    <message>
        <source>the cards you keep are worth %1 in their best places</source>
        <extracomment>hint during a research: %1 what the cards kept are worth, each in its best slot</extracomment>
        <translation>残すカードの価値が最適な場所で%1</translation>
    </message>
    <message>
        <source>a reward the computer player counts as %1</source>
        <extracomment>hint: %1 what the computer player counts the day bonus&apos;s reward as (&quot;about 2.6 VP&quot;)</extracomment>
        <translation>コンピューターが%1と見積もる報酬</translation>
    </message>
    <message>
        <source>about %1 VP</source>
        <extracomment>hint: a worth in VP, perhaps with a decimal or below zero (&quot;about 2.6 VP&quot;), as the computer player counts it</extracomment>
        <translation>約%1点</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; from your hand (%2).</source>
        <extracomment>hint: %1 a card of the hand, %2 its VP (&quot;3 VP&quot;); the next sentence says where it goes</extracomment>
        <translation>手札の&lt;b&gt;%1&lt;/b&gt;（%2）を選びます。</translation>
    </message>
    <message>
        <source>On the trip it scores its front or its back (%1 and %2), whichever serves you better.</source>
        <extracomment>hint: %1 the VP of a card&apos;s back, %2 its icon; a walk scores its better side</extracomment>
        <translation>旅行では表面か裏面（%1と%2）の、有利なほうで計算します。</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the top of %2.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2のいちばん上に置きます。</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;%1&lt;/b&gt; at the bottom of %2, as its last card.</source>
        <extracomment>hint: %1 a card (or a walk), %2 a day; the last card is the day&apos;s highlight</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2のいちばん下に、最後のカードとして置きます。</translation>
    </message>
    <message>
        <source>It closes %1 with no matching icon: no day bonus.</source>
        <extracomment>hint: %1 a day closed by its third card without a matching icon</extracomment>
        <translation>これで%1のカードがそろいますが、一致するアイコンがないのでデイボーナスはありません。</translation>
    </message>
    <message>
        <source>As the last card of %1 a walk is the day&apos;s highlight: its back always gives %2.</source>
        <extracomment>hint: %1 a day, %2 the VP a walk&apos;s back gives as a highlight</extracomment>
        <translation>%1の最後のカードなら、散歩アクションがその日のハイライトになります。裏面なら必ず%2です。</translation>
    </message>
    <message>
        <source>It has no icons: only its points count.</source>
        <translation>アイコンはありません。勝利点だけが入ります。</translation>
    </message>
    <message>
        <source>It brings %1 to your trip.</source>
        <extracomment>hint: %1 a card&apos;s icons</extracomment>
        <translation>旅行に%1をもたらします。</translation>
    </message>
    <message>
        <source>As the last card of %1 it would be the day&apos;s highlight, but its condition can no longer be met (%2).</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s condition, already broken by a card up to the day</extracomment>
        <translation>%1の最後のカードならその日のハイライトになりますが、条件（%2）はもう満たせません。</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight, and your cards up to %1 already meet its condition: %2.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward</extracomment>
        <translation>%1の最後のカードとしてその日のハイライトになり、%1までのカードで条件をすでに満たしています：%2。</translation>
    </message>
    <message>
        <source>As the last card of %1 it is the day&apos;s highlight: %2 once your cards up to %1 add %3.</source>
        <extracomment>hint: %1 a day, %2 the highlight&apos;s reward, %3 what the condition still lacks</extracomment>
        <translation>%1の最後のカードとしてその日のハイライトになります。%1までのカードに%3が加われば%2です。</translation>
    </message>
    <message>
        <source>On your open days it would complete no day bonus and meet no highlight.</source>
        <translation>空きのある曜日のどこに置いても、デイボーナスにもハイライトの条件にもつながりません。</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;%1&lt;/b&gt; as the day bonus of %2.</source>
        <extracomment>hint: %1 the reward chosen (&quot;2 research tokens&quot;), %2 the day</extracomment>
        <translation>%2のデイボーナスとして&lt;b&gt;%1&lt;/b&gt;を選びます。</translation>
    </message>
    <message>
        <source>Happiness rises to step %1 at once: %2 after Saturday.</source>
        <extracomment>hint: %1 the happiness step reached, %2 its VP after Saturday</extracomment>
        <translation>幸福トラックがすぐに%1段階目へ上がります。土曜日のあとに%2です。</translation>
    </message>
    <message>
        <source>Your mood marker starts the trip one step nearer happiness.</source>
        <translation>ムードマーカーが幸福に1マス近い位置から旅行を始めます。</translation>
    </message>
    <message>
        <source>On the trip a wild token moves any experience marker one step: toward a highlight&apos;s condition or the next threshold.</source>
        <translation>旅行中、ワイルドトークンは好きな経験値マーカーを1マス進めます。ハイライトの条件や次の得点の区切りに近づけます。</translation>
    </message>
    <message>
        <source>At a change of city it scores %1 and a green lightning, where a standard ticket costs %2.</source>
        <extracomment>hint: %1 what a luxury train ticket scores, %2 what a standard one costs</extracomment>
        <translation>都市が変わるときに使うと%1と緑の稲妻1つを得ます。トレイントークンなら%2の失点です。</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes at the bottom of %2 as its new highlight, which gives at least %3.</source>
        <extracomment>hint: %1 a deck, %2 a day, %3 the VP a walk&apos;s back gives as the day&apos;s highlight</extracomment>
        <translation>追加の散歩アクションを選びます。&lt;b&gt;%1&lt;/b&gt;のデッキの裏向きのカードが%2のいちばん下に入り、新しいハイライトとして最低でも%3になります。</translation>
    </message>
    <message>
        <source>Take the bonus walk: a face-down card of the &lt;b&gt;%1&lt;/b&gt; deck goes into %2 as its 4th card.</source>
        <extracomment>hint: %1 a deck, %2 a day</extracomment>
        <translation>追加の散歩アクションを選びます。&lt;b&gt;%1&lt;/b&gt;のデッキの裏向きのカードが%2の4枚目になります。</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it becomes its highlight of %2 (%3).</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the highlight&apos;s reward</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を旅行代理店に渡します。旅行代理店の%2のハイライトになります（%3）。</translation>
    </message>
    <message>
        <source>Give &lt;b&gt;%1&lt;/b&gt; to the travel agency: it goes into its %2, worth %3 to it, not as the day&apos;s highlight.</source>
        <extracomment>hint in solo: %1 the card, %2 the agency&apos;s day, %3 the card&apos;s VP</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を旅行代理店に渡します。旅行代理店の%2に入って%3になりますが、ハイライトにはなりません。</translation>
    </message>
    <message>
        <source>A face-down card of the %1 deck comes back to you for round %2.</source>
        <extracomment>hint in solo: %1 the deck of the face-down card coming back, %2 the round</extracomment>
        <translation>代わりに%1のデッキの裏向きのカードが、ラウンド%2用にあなたに届きます。</translation>
    </message>
    <message>
        <source>Score the highlight of %1, &lt;b&gt;%2&lt;/b&gt;, without its condition: %3 now.</source>
        <extracomment>hint on the trip: %1 a day, %2 its highlight&apos;s card, %3 the VP now</extracomment>
        <translation>%1のハイライト&lt;b&gt;%2&lt;/b&gt;を条件なしで獲得します：今すぐ%3。</translation>
    </message>
    <message>
        <source>Move the travel agency&apos;s &lt;b&gt;%1&lt;/b&gt; track with its wild token.</source>
        <extracomment>hint on the trip in solo: %1 the experience track moved</extracomment>
        <translation>旅行代理店のワイルドトークンで&lt;b&gt;%1&lt;/b&gt;の経験値トラックを進めます。</translation>
    </message>
    <message>
        <source>Keep the rest of your wild tokens, though a leftover wild token is worth nothing.</source>
        <translation>残りのワイルドトークンは使わずにおきます。余ったワイルドトークンは0点です。</translation>
    </message>
    <message>
        <source>Keep your wild tokens past the highlight of %1.</source>
        <extracomment>hint on the trip: %1 a day</extracomment>
        <translation>%1のハイライトではワイルドトークンを使わずにおきます。</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the highlight of %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 a day</extracomment>
        <translation>%2のハイライトの前に、ワイルドトークンを&lt;b&gt;%1&lt;/b&gt;に使います。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <extracomment>one experience track moved by a wild token: %1 the experience, %2 its place now, %3 after</extracomment>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Spend a wild token on &lt;b&gt;%1&lt;/b&gt; before the experience scoring: %2.</source>
        <extracomment>hint on the trip: %1 the experience(s), %2 the tracks moved (&quot;Shopping 6 → 7&quot;)</extracomment>
        <translation>経験値トラックの得点計算の前に、ワイルドトークンを&lt;b&gt;%1&lt;/b&gt;に使います：%2。</translation>
    </message>
    <message>
        <source>The best final total you can still reach: %1.</source>
        <translation>まだ到達できる最高の最終得点：%1。</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 less than with “%3”.</source>
        <extracomment>hint, solo: %1 the lowest final total the agency can be held to, %2 the difference, %3 the best other choice</extracomment>
        <translation>これなら旅行代理店を%1に抑えられます。「%3」より%2少なくなります。</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, %2 more than with “%3”.</source>
        <translation>これなら旅行代理店を%1に抑えられます。「%3」より%2多くなります。</translation>
    </message>
    <message>
        <source>With it the travel agency can be held to %1, as with “%3”.</source>
        <extracomment>hint, solo: %1 the agency&apos;s lowest final total, %3 an equally good choice</extracomment>
        <translation>これなら旅行代理店を%1に抑えられます。「%3」と同じです。</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 more than with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %2 the difference, %3 the best other choice</extracomment>
        <translation>これでまだ到達できる最高の最終得点：%1。「%3」より%2多くなります。</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, %2 less than with “%3”.</source>
        <translation>これでまだ到達できる最高の最終得点：%1。「%3」より%2少なくなります。</translation>
    </message>
    <message>
        <source>The best final total you can still reach with it: %1, as with “%3”.</source>
        <extracomment>hint: %1 the best final total still reachable, %3 an equally good choice</extracomment>
        <translation>これでまだ到達できる最高の最終得点：%1。「%3」と同じです。</translation>
    </message>
    <message>
        <source>no icons</source>
        <extracomment>hint: a card without icons</extracomment>
        <translation>アイコンなし</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>two alternatives of a day bonus: %1 or %2</extracomment>
        <translation>%1または%2</translation>
    </message>
</context>
<context>
    <name>LetsGoTutorial</name>
    <message>
        <source>Welcome to Japan! You are planning a six-day trip, Monday to Saturday. Over 13 rounds you fill this itinerary with activity cards, three a day; then you travel, and your cards score.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>日本へようこそ！月曜日から土曜日まで、6日間の旅行を計画します。13ラウンドでこの予定にアクティビティカードを1日3枚ずつ置いていき、そのあと旅行に出かけて、カードが得点になります。</translation>
    </message>
    <message>
        <source>The round board shows each round: where its hand comes from and which way the rest is passed. In round 1 you draw one Tokyo card (blue) and one Kyoto card (pink), and you place one of them.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>ラウンドボードには、各ラウンドの手札の出どころと、残りのカードを渡す向きが示されます。ラウンド1では東京のカード（青）と京都のカード（ピンク）を1枚ずつ引き、そのうち1枚を置きます。</translation>
    </message>
    <message>
        <source>Your hand. A card shows its icons top left and its victory points top right. At the bottom is its &lt;b&gt;highlight of the day&lt;/b&gt;: a condition and a reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>これがあなたの手札です。カードの左上にアイコン、右上に勝利点があります。下にあるのが&lt;b&gt;その日のハイライト&lt;/b&gt;で、条件と報酬が書かれています。</translation>
    </message>
    <message>
        <source>Each day has a &lt;b&gt;favourable-condition token&lt;/b&gt;. Monday&apos;s is happiness: green mood icons, a green lightning or a green yen, match it.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>各曜日には&lt;b&gt;好条件トークン&lt;/b&gt;が1つあります。月曜日は幸福です。緑のムードアイコン（緑の稲妻か緑の￥）が一致します。</translation>
    </message>
    <message>
        <source>Click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;. Its green lightning matches Monday&apos;s token.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;龍安寺&lt;/b&gt;をクリックし、&lt;b&gt;置く&lt;/b&gt;を選んでください。その緑の稲妻が月曜日の好条件トークンに一致します。</translation>
    </message>
    <message>
        <source>Now click the lit place on &lt;b&gt;Monday&lt;/b&gt;. You may fill the days in any order; today we start with Monday.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>次に&lt;b&gt;月曜日&lt;/b&gt;の光っている場所をクリックしてください。曜日はどの順番で埋めてもかまいません。今回は月曜日から始めます。</translation>
    </message>
    <message>
        <source>Put it on Monday for this lesson: we build Monday first.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>このレッスンでは月曜日に置いてください。まず月曜日を完成させます。</translation>
    </message>
    <message>
        <source>Alone, you play against the &lt;b&gt;travel agency&lt;/b&gt;: it takes your neighbour&apos;s place. Every card you pass goes into its itinerary, Monday first, and on the trip it scores like a traveller.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the travel agency&apos;s itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ソロでは&lt;b&gt;NPCの旅行代理店&lt;/b&gt;と対戦します。代理店が隣のプレイヤーの代わりです。あなたが渡すカードはすべて代理店の予定に月曜日から順に入り、旅行では代理店も旅行者と同じように得点します。</translation>
    </message>
    <message>
        <source>For each card you pass, a face-down card of the same deck comes back to you. These cards wait here until round 5 picks them up.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the cards coming back.</extracomment>
        <translation>カードを1枚渡すたびに、同じデッキのカードが1枚裏向きで戻ってきます。これらのカードはラウンド5で手札に取るまで、ここで待っています。</translation>
    </message>
    <message>
        <source>Round 2, a new pair of cards. Click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ラウンド2、新しい2枚のカードです。&lt;b&gt;上野恩賜公園&lt;/b&gt;をクリックし、&lt;b&gt;置く&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>Only a day&apos;s last card shows in full: it is the day&apos;s &lt;b&gt;highlight&lt;/b&gt;. On the trip its condition is checked against everything collected up to that day; if it holds, you get the reward.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>その日のいちばん下のカードだけが全部見えます。これがその日の&lt;b&gt;ハイライト&lt;/b&gt;です。旅行では、その日までに集めたものすべてで条件を確かめ、満たしていれば報酬を得ます。</translation>
    </message>
    <message>
        <source>Take a Kyoto card in return this time.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>今回は代わりに京都のカードを選んでください。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;: the round ends.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;確定&lt;/b&gt;を押してください。ラウンドが終わります。</translation>
    </message>
    <message>
        <source>Two matches give 2 research tokens or a wild token; one gives a mood step, three a luxury train ticket or a bonus walk. Take the &lt;b&gt;wild token&lt;/b&gt;: on the trip it moves an experience track.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>2つ一致ならリサーチトークン2つかワイルドトークン1つ、1つならムードが1段階、3つなら上級トレイントークンか追加の散歩アクションです。&lt;b&gt;ワイルドトークン&lt;/b&gt;を取ってください。旅行で経験値トラックを進められます。</translation>
    </message>
    <message>
        <source>Take the wild token this time: you will spend it on the trip.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>今回はワイルドトークンを取ってください。旅行で使います。</translation>
    </message>
    <message>
        <source>Your walk gave you a &lt;b&gt;research token&lt;/b&gt; too. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>散歩アクションで&lt;b&gt;リサーチトークン&lt;/b&gt;も1つもらいました。&lt;b&gt;確定&lt;/b&gt;を押してラウンドを終えてください。</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>そのカードではありません。&lt;b&gt;龍安寺&lt;/b&gt;をクリックして&lt;b&gt;置く&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>The card you did not place, &lt;b&gt;Watch sumo&lt;/b&gt;, is passed on. Press &lt;b&gt;Confirm&lt;/b&gt; to end the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>置かなかったカード&lt;b&gt;大相撲観戦&lt;/b&gt;は次へ渡されます。&lt;b&gt;確定&lt;/b&gt;を押してラウンドを終えてください。</translation>
    </message>
    <message>
        <source>Not this one: click &lt;b&gt;Ueno Park&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>そのカードではありません。&lt;b&gt;上野恩賜公園&lt;/b&gt;をクリックして&lt;b&gt;置く&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>A card may go above a day&apos;s cards, between two of them or below them. Put &lt;b&gt;Ueno Park&lt;/b&gt; below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>カードはその日のカードの上、2枚の間、または下に置けます。&lt;b&gt;上野恩賜公園&lt;/b&gt;を&lt;b&gt;龍安寺&lt;/b&gt;の下に置いてください。</translation>
    </message>
    <message>
        <source>Put &lt;b&gt;Ueno Park&lt;/b&gt; on Monday, below &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>&lt;b&gt;上野恩賜公園&lt;/b&gt;を月曜日の、&lt;b&gt;龍安寺&lt;/b&gt;の下に置いてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;A small shrine&lt;/b&gt; is a &lt;b&gt;yellow card&lt;/b&gt;: it can be in Tokyo or in Kyoto. When you pass one, you choose the deck of the card that comes back: click it and take a Kyoto card in return.</source>
        <extracomment>Let&apos;s Go tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;小さな神社&lt;/b&gt;は&lt;b&gt;汎用アクティビティ&lt;/b&gt;（黄色のカード）で、東京にも京都にもなれます。このカードを渡すときは、戻ってくるカードのデッキを選びます。クリックして、代わりに京都のカードを選んでください。</translation>
    </message>
    <message>
        <source>Round 3. Instead of placing a card you may &lt;b&gt;walk&lt;/b&gt;: click &lt;b&gt;Drumming class&lt;/b&gt; and choose &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;. The card is discarded and the top card of the Kyoto deck comes instead.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ラウンド3。カードを置く代わりに&lt;b&gt;散歩アクション&lt;/b&gt;ができます。&lt;b&gt;和太鼓教室&lt;/b&gt;をクリックし、&lt;b&gt;散歩アクション（京都のデッキ）&lt;/b&gt;を選んでください。そのカードは捨て札になり、代わりに京都のデッキのいちばん上のカードが来ます。</translation>
    </message>
    <message>
        <source>This time walk: click &lt;b&gt;Drumming class&lt;/b&gt;, then &lt;b&gt;Walk (Kyoto deck)&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>今回は散歩アクションです。&lt;b&gt;和太鼓教室&lt;/b&gt;をクリックし、&lt;b&gt;散歩アクション（京都のデッキ）&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>Put the walk between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;. It lies face down: nobody sees it before the trip, not even you.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a place in the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>散歩アクションのカードを&lt;b&gt;龍安寺&lt;/b&gt;と&lt;b&gt;上野恩賜公園&lt;/b&gt;の間に置いてください。裏向きなので、旅行まで誰にも見えません。あなたにもです。</translation>
    </message>
    <message>
        <source>Put the walk on Monday, between &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; and &lt;b&gt;Ueno Park&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>散歩アクションのカードを月曜日の、&lt;b&gt;龍安寺&lt;/b&gt;と&lt;b&gt;上野恩賜公園&lt;/b&gt;の間に置いてください。</translation>
    </message>
    <message>
        <source>Monday has its third card: time for its &lt;b&gt;day bonus&lt;/b&gt;. Count the icons of Monday&apos;s cards that match its token: &lt;b&gt;Ryōan-ji Temple&lt;/b&gt;&apos;s green lightning and the walk&apos;s (a card&apos;s back shows one) make two.</source>
        <extracomment>Let&apos;s Go tutorial, round 3: a lesson&apos;s text in the tutorial bubble. Its ring marks the day&apos;s condition token. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>月曜日に3枚目のカードが入りました。&lt;b&gt;デイボーナス&lt;/b&gt;です。月曜日のカードのうち好条件トークンに一致するアイコンを数えます。&lt;b&gt;龍安寺&lt;/b&gt;の緑の稲妻と、散歩アクションの緑の稲妻（カードの裏面に1つあります）で2つです。</translation>
    </message>
    <message>
        <source>Round 4. &lt;b&gt;Ramen at the best place&lt;/b&gt; is yellow too: on the trip you decide whether you eat it in Tokyo or in Kyoto. Click it and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card of the hand. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ラウンド4。&lt;b&gt;とっておきの店のラーメン&lt;/b&gt;も汎用アクティビティです。東京で食べるか京都で食べるかは旅行のときに決めます。クリックして&lt;b&gt;置く&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>Keep your research token for the next round: click &lt;b&gt;Ramen at the best place&lt;/b&gt; and choose &lt;b&gt;Place&lt;/b&gt;.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>リサーチトークンは次のラウンドまで残しておきましょう。&lt;b&gt;とっておきの店のラーメン&lt;/b&gt;をクリックして&lt;b&gt;置く&lt;/b&gt;を選んでください。</translation>
    </message>
    <message>
        <source>Monday is &lt;b&gt;closed&lt;/b&gt;: it has its three cards. Put the card into any other day.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the itinerary. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>月曜日は3枚そろったので&lt;b&gt;埋まっています&lt;/b&gt;。ほかの曜日にカードを置いてください。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Confirm&lt;/b&gt;. Next round your hand is the cards that came back from the agency.</source>
        <extracomment>Let&apos;s Go tutorial, round 4: a lesson&apos;s text in the tutorial bubble. Its ring marks the Confirm button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;確定&lt;/b&gt;を押してください。次のラウンドの手札は、旅行代理店から戻ってきたカードです。</translation>
    </message>
    <message>
        <source>Round 5: no drawing. You pick up the four cards that came back in rounds 1 to 4; you place two and pass two.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>ラウンド5：カードは引きません。ラウンド1～4で戻ってきた4枚を手札に取り、2枚を置いて2枚を渡します。</translation>
    </message>
    <message>
        <source>A &lt;b&gt;research token&lt;/b&gt; lets you draw 3 cards, each from the deck you choose, and then discard any 3 cards of your hand. Research comes before you place your first card of the round.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;リサーチトークン&lt;/b&gt;を使うと、カードを3枚（1枚ずつ好きなデッキから）引き、そのあと手札から好きな3枚を捨てます。リサーチはそのラウンドの最初のカードを置く前に行います。</translation>
    </message>
    <message>
        <source>Try it: choose a deck for each card here; each click draws its card.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the research decks.</extracomment>
        <translation>やってみましょう。ここで1枚ごとにデッキを選んでください。クリックするとすぐに引きます。</translation>
    </message>
    <message>
        <source>First spend your research token: choose a deck here.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>まずリサーチトークンを使ってください。ここでデッキを選びます。</translation>
    </message>
    <message>
        <source>Now discard three cards: click each one. Discarded cards are gone; they are not passed.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>次にカードを3枚捨ててください。1枚ずつクリックします。捨てたカードはなくなり、渡されることはありません。</translation>
    </message>
    <message>
        <source>Place two cards, one after the other. Then click the other two to pass them to the travel agency, in the order you like.</source>
        <extracomment>Let&apos;s Go tutorial, round 5: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>カードを1枚ずつ2枚置いてください。そのあと残りの2枚をクリックして、好きな順番で旅行代理店に渡します。</translation>
    </message>
    <message>
        <source>Round 6: two cards from each deck. Each day&apos;s header counts its matching icons: count before you place a day&apos;s third card.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>ラウンド6：各デッキから2枚ずつです。各曜日の見出しには一致するアイコンの数が出ています。その日の3枚目を置く前に数えましょう。</translation>
    </message>
    <message>
        <source>Round 7: you pick up the cards that came back in rounds 5 and 6.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>ラウンド7：ラウンド5と6で戻ってきたカードを手札に取ります。</translation>
    </message>
    <message>
        <source>From round 8 on, cards are passed to the right instead of the left. With more travellers that changes who gets your cards; alone, they still go to the travel agency.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>ラウンド8からは、カードを左ではなく右へ渡します。人数が多いと誰があなたのカードを受け取るかが変わりますが、ソロでは引き続き旅行代理店に渡ります。</translation>
    </message>
    <message>
        <source>Round 8: four new cards. Place two as you like.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>ラウンド8：新しいカードが4枚。好きなように2枚置いてください。</translation>
    </message>
    <message>
        <source>Round 9: the cards of rounds 7 and 8 come back.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>ラウンド9：ラウンド7と8のカードが戻ってきます。</translation>
    </message>
    <message>
        <source>From round 10 on you place one card a round.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>ラウンド10からは、1ラウンドに1枚だけ置きます。</translation>
    </message>
    <message>
        <source>Rounds 11 and 12: fill your days. Walks and research are still yours to use.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>ラウンド11と12：曜日を埋めていきましょう。散歩アクションとリサーチも引き続き使えます。</translation>
    </message>
    <message>
        <source>The last round: draw a card from the deck you choose and place one of your two cards. The other one is the agency&apos;s last.</source>
        <extracomment>Let&apos;s Go tutorial, rounds 6-13: a lesson&apos;s text in the tutorial bubble. Its ring marks the round board.</extracomment>
        <translation>最終ラウンド：好きなデッキから1枚引き、2枚のうち1枚を置きます。もう1枚は旅行代理店の最後のカードになります。</translation>
    </message>
    <message>
        <source>The draft is over: now you travel. The app asks only for the real choices, here in the panel. Beside each choice the &lt;b&gt;planner&lt;/b&gt; shows the best final score you can still reach with it; ★ marks the best.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>13ラウンドが終わりました。いよいよ旅行です。アプリは本当に選ぶ必要があるときだけ、ここ右側で尋ねます。各選択肢の横には、その選択で今後到達できる最高の最終得点を&lt;b&gt;プランナー&lt;/b&gt;が示し、★が最善の選択です。</translation>
    </message>
    <message>
        <source>First the city of each yellow card: it holds for the whole trip. The right city can save a train ride.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>まずは汎用アクティビティの都市です。旅行全体を通してその都市のままです。都市の選び方で移動が1回減ることもあります。</translation>
    </message>
    <message>
        <source>Each change of city is a train ride. Choose a ticket: the start ticket once for 0 points, a luxury ticket for +2 points and a green lightning, a standard one for −2.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>都市が変わるたびに電車で移動します。トークンを選んでください。初期トレイントークンは1回だけ0点、上級トレイントークンは+2点と緑の稲妻、トレイントークンは−2点です。</translation>
    </message>
    <message>
        <source>Now day by day, Monday first. Your walk is turned over: score its front (its icons and points) or its back (1 point and a green lightning).</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>ここから1日ずつ、まず月曜日です。散歩アクションのカードが表になります。表面（アイコンと得点）か裏面（1点と緑の稲妻）のどちらで数えるかを選んでください。</translation>
    </message>
    <message>
        <source>Before each day&apos;s highlight you may spend &lt;b&gt;wild tokens&lt;/b&gt;: each moves an experience track one step. Spend yours now, or keep it for a later day.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>その日のハイライトの前に&lt;b&gt;ワイルドトークン&lt;/b&gt;を使えます。1つにつき経験値トラックを1マス進めます。今使うか、あとの日に取っておいてください。</translation>
    </message>
    <message>
        <source>Monday&apos;s highlight is checked: &lt;b&gt;Ueno Park&lt;/b&gt; asks for a green lightning, and &lt;b&gt;Ryōan-ji Temple&lt;/b&gt; brought one. The tick says its reward scored.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks a day&apos;s highlight.</extracomment>
        <translation>月曜日のハイライトが確かめられました。&lt;b&gt;上野恩賜公園&lt;/b&gt;の条件は緑の稲妻1つで、&lt;b&gt;龍安寺&lt;/b&gt;がそれをもたらしました。チェックマークは報酬を得たしるしです。</translation>
    </message>
    <message>
        <source>Go on day by day, then make the travel agency&apos;s choices: its yellow cards&apos; cities, and ties. For the agency, the planner&apos;s ★ keeps its score lowest.</source>
        <extracomment>Let&apos;s Go tutorial, the trip: a lesson&apos;s text in the tutorial bubble. Its ring marks the trip planner in the panel.</extracomment>
        <translation>1日ずつ旅行を進め、そのあと旅行代理店の選択をします。代理店の汎用アクティビティの都市と、同点のときの選択です。代理店については、プランナーの★は代理店の得点が最も低くなる選択です。</translation>
    </message>
    <message>
        <source>Your trip is over. Each day scores its cards&apos; points and its highlight; then come mood, experience, trains and research tokens.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>旅行が終わりました。各曜日はカードの得点とハイライトで数え、そのあとムード、経験値、トレイントークン、リサーチトークンが続きます。</translation>
    </message>
    <message>
        <source>Mood: happiness steps give 5, 12 or 20 points, stress steps cost 3, 8 or 15. Experience: each track scores its highest threshold, from 4 points at 4 steps to 15 at 12.</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>ムード：幸福は段階に応じて5、12、20点、ストレスは3、8、15点のマイナスです。経験値：各トラックは到達した最も高い段階で数え、4マスで4点から12マスで15点までです。</translation>
    </message>
    <message>
        <source>Alone, you win by beating the travel agency. That is the whole game: have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>ソロでは旅行代理店より高い得点なら勝ちです。これでゲームの流れはすべてです。よい旅を！</translation>
    </message>
    <message>
        <source>Let&apos;s Go! To Japan</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>日本に行こう</translation>
    </message>
    <message>
        <source>With the &lt;b&gt;Passport expansion&lt;/b&gt;, every traveller is dealt two &lt;b&gt;passport cards&lt;/b&gt; before round 1 and keeps one of them. Your passport stays yours for the whole game: a head start, or extra points at the end.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;パスポート拡張&lt;/b&gt;では、ラウンド1の前に旅行者全員が&lt;b&gt;パスポートカード&lt;/b&gt;を2枚受け取り、そのうち1枚を残します。パスポートはゲーム中ずっとあなただけのもの。序盤の後押しになるものも、最後に追加の得点をくれるものもあります。</translation>
    </message>
    <message>
        <source>Here are your two passports, each with its effect. &lt;b&gt;Free spirit&lt;/b&gt; gives you 3 wild tokens right away. &lt;b&gt;Highs and lows&lt;/b&gt; pays off at the end: 1 VP for each green lightning you collect and 2 VP for each red one.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the decision in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>これがあなたの2枚のパスポートと、それぞれの効果です。&lt;b&gt;自由気まま&lt;/b&gt;はすぐにワイルドトークンを3つくれます。&lt;b&gt;山あり谷あり&lt;/b&gt;は最後に効きます。集めた緑の稲妻1つにつき1点、赤の稲妻1つにつき2点です。</translation>
    </message>
    <message>
        <source>Keep the one you like better: click it. The other one is put away unseen.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the decision in the panel.</extracomment>
        <translation>気に入った方を残しましょう。クリックしてください。もう1枚は誰にも見せずに片付けます。</translation>
    </message>
    <message>
        <source>Your passport is listed here with your tokens, for the whole game. A start effect is already done: with &lt;b&gt;Free spirit&lt;/b&gt;, the 3 wild tokens are counted above it.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>パスポートはゲーム中ずっと、ここにトークンと一緒に表示されます。開始時の効果はもう適用済みです。&lt;b&gt;自由気まま&lt;/b&gt;を選んだなら、上のワイルドトークンの数にその3つがもう入っています。</translation>
    </message>
    <message>
        <source>A passport that scores, like &lt;b&gt;Highs and lows&lt;/b&gt;, waits for the trip: the score pad has a &lt;b&gt;Passport&lt;/b&gt; row, filled in at the end with mood and experience. The travel agency travels without a passport.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the learner&apos;s tokens in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;山あり谷あり&lt;/b&gt;のように得点するパスポートは、旅行まで待ちます。得点表には&lt;b&gt;パスポート&lt;/b&gt;の行があり、最後にムードや経験値と一緒に記入されます。旅行代理店はパスポートなしで旅します。</translation>
    </message>
    <message>
        <source>Now round 1 is played as in every game: place one card, pass the other and confirm.</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the hand.</extracomment>
        <translation>ではいつものようにラウンド1を遊びましょう。カードを1枚置き、もう1枚を渡して、確定してください。</translation>
    </message>
    <message>
        <source>That is all the Passport expansion adds. Plan your days with your passport in mind, and have a good trip!</source>
        <extracomment>Let&apos;s Go tutorial, Passport lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the itinerary.</extracomment>
        <translation>パスポート拡張で増えるのはこれだけです。パスポートを意識して日程を組みましょう。よい旅を！</translation>
    </message>
    <message>
        <source>the Passport expansion</source>
        <extracomment>the Passport lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>パスポート拡張</translation>
    </message>
</context>
<context>
    <name>Licences</name>
    <message>
        <source>Qt %1 and Qt for Python (PySide6) %2</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Qt version, %2 the PySide6 version</extracomment>
        <translation>Qt %1 と Qt for Python (PySide6) %2</translation>
    </message>
    <message>
        <source>The GNU GPL v3, which the LGPL v3 builds on</source>
        <extracomment>a part in the Licences dialog&apos;s list: the licence text the LGPL refers to</extracomment>
        <translation>LGPL v3 の土台となる GNU GPL v3</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>a part in the Licences dialog&apos;s list: %1 the Python version</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>The Noto Sans font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Latin font the app brings</extracomment>
        <translation>Noto Sans フォント</translation>
    </message>
    <message>
        <source>The Noto Sans CJK JP font</source>
        <extracomment>a part in the Licences dialog&apos;s list: the Japanese font the app brings</extracomment>
        <translation>Noto Sans CJK JP フォント</translation>
    </message>
    <message>
        <source>This copy of Tabibito lacks the licence text (%1).</source>
        <extracomment>the Licences dialog when a licence file is missing from the installation: %1 its file name</extracomment>
        <translation>このTabibitoにはライセンス文書（%1）が含まれていません。</translation>
    </message>
    <message>
        <source>Licences</source>
        <extracomment>the Licences dialog&apos;s window title</extracomment>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>Tabibito is built with free software. Choose a part to read its licence.</source>
        <extracomment>the Licences dialog&apos;s introduction over the list of parts</extracomment>
        <translation>Tabibitoはフリーソフトウェアで作られています。構成要素を選ぶと、そのライセンスを読めます。</translation>
    </message>
</context>
<context>
    <name>LookBar</name>
    <message>
        <source>You are looking at %1&apos;s board.</source>
        <extracomment>under the list of scores while another player&apos;s board (itinerary, map sheet) is shown, read only: %1 that player</extracomment>
        <translation>%1の盤面を表示しています。</translation>
    </message>
    <message>
        <source>Back to my board</source>
        <extracomment>the button beside it, back to the board of the player at the screen</extracomment>
        <translation>自分の盤面に戻る</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Players&apos; boards</source>
        <extracomment>View menu: the submenu that lists every player&apos;s board (itinerary, map sheet)</extracomment>
        <translation>プレイヤーの盤面(&amp;P)</translation>
    </message>
    <message>
        <source>My own board</source>
        <extracomment>View ▸ Players&apos; boards: the board of the player at the screen</extracomment>
        <translation>自分の盤面</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <extracomment>View ▸ Players&apos; boards: another player&apos;s board; %1 that player</extracomment>
        <translation>%1の盤面</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The game could not be started.</source>
        <extracomment>the headline of an error dialog when a new game cannot start; the reason follows under it</extracomment>
        <translation>ゲームを開始できませんでした。</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <extracomment>the heading of the question before a new game replaces the game on screen</extracomment>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>The game you are playing ends here. To come back to it later, save it first.</source>
        <extracomment>the question before another game replaces one that has no autosave (a tutorial or a replay)</extracomment>
        <translation>プレイ中のゲームはここで終了します。あとで続きを遊ぶには、先に保存してください。</translation>
    </message>
    <message>
        <source>Save it first…</source>
        <extracomment>a button of that question: save the game on screen first</extracomment>
        <translation>先に保存…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <extracomment>a button of that question: go on and start the new game</extracomment>
        <translation>新しいゲームを始める</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <extracomment>the title of the file dialog of File ▸ Open…</extracomment>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <extracomment>the headline of an error dialog when a saved game cannot be opened: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>「%1」を開けませんでした。</translation>
    </message>
    <message>
        <source>Save the game</source>
        <extracomment>the title of the file dialog of File ▸ Save as…</extracomment>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Tabibito saved games (*.tabibito)</source>
        <extracomment>the Save dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>Tabibitoの保存データ (*.tabibito)</translation>
    </message>
    <message>
        <source>“%1” could not be saved.</source>
        <extracomment>the headline of an error dialog when a game cannot be saved: %1 the file&apos;s name; the reason follows</extracomment>
        <translation>「%1」を保存できませんでした。</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <extracomment>a short note over the board after saving: %1 the file&apos;s name</extracomment>
        <translation>「%1」として保存しました。</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>a game to continue: %1 the game&apos;s title, %2 its players&apos; names as a list (&quot;Aiko and Ben&quot;)</extracomment>
        <translation>%1（%2）</translation>
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
        <translation>別のゲームを開きますか？</translation>
    </message>
    <message>
        <source>Open another game</source>
        <extracomment>a button of that question: go on and open the saved game</extracomment>
        <translation>別のゲームを開く</translation>
    </message>
    <message>
        <source>Tabibito saved games and autosaves (*.tabibito autosave-*.json);;All files (*)</source>
        <extracomment>the file dialog&apos;s filters, separated by ;; — keep each pattern in brackets as it is</extracomment>
        <translation>Tabibitoの保存データと自動保存 (*.tabibito autosave-*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <extracomment>File menu: a new game (opens the new-game dialog)</extracomment>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <extracomment>File menu: open a saved game from a file</extracomment>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>File menu: save the game on screen</extracomment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <extracomment>File menu: save the game on screen under another name</extracomment>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <extracomment>File menu and the top bar: back to the home screen (the game stays resumable)</extracomment>
        <translation>ホーム(&amp;H)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <extracomment>File menu: the Settings dialog (language, animations, sound)</extracomment>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>File menu: close the app</extracomment>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <extracomment>Edit menu: take the last move back</extracomment>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>Edit menu: make a move taken back again</extracomment>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <extracomment>Edit menu and the top bar: what the hard computer player would do now</extracomment>
        <translation>ヒント(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <extracomment>View menu: the window fills the screen</extracomment>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>View menu: leave the screen shown (a replay, the records) for the one before</extracomment>
        <translation>戻る</translation>
    </message>
    <message>
        <source>&amp;About Tabibito</source>
        <extracomment>Help menu: the About dialog</extracomment>
        <translation>Tabibitoについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <extracomment>Help menu: the rules of a game (a game is chosen when none is on screen)</extracomment>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quick reference</source>
        <extracomment>Help menu: a game&apos;s one-page summary of the rules</extracomment>
        <translation>早見表(&amp;Q)</translation>
    </message>
    <message>
        <source>What would the hard computer player do now? (H)</source>
        <extracomment>the tooltip of the Hint action and button; H is its key</extracomment>
        <translation>難しいコンピューターならここでどうする？（H）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>the menu of games and files</extracomment>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>the menu of Undo, Redo and Hint</extracomment>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>the menu of the window&apos;s view</extracomment>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>the menu of the rules and the About dialog</extracomment>
        <translation>ヘルプ(&amp;H)</translation>
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
        <translation>ファイルを読み込めませんでした。ファイルがまだ存在し、開く権限があるか確認してください。</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be loaded.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: its contents are broken</extracomment>
        <translation>この保存データは破損しているため、読み込めません。</translation>
    </message>
    <message>
        <source>This saved game is incomplete: it was cut off while it was written or copied.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game is opened: the file ends too early</extracomment>
        <translation>この保存データは不完全です。書き込みまたはコピーの途中で途切れています。</translation>
    </message>
    <message>
        <source>This file is not a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file that is not a saved game is opened</extracomment>
        <translation>このファイルはTabibitoの保存データではありません。</translation>
    </message>
    <message>
        <source>This file is too large to be a Tabibito saved game.</source>
        <extracomment>an error message in a dialog or on the status line, when a file far too large for a saved game is opened</extracomment>
        <translation>このファイルはTabibitoの保存データとしては大きすぎます。</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Tabibito. Update the app to open it.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game of a newer app version is opened</extracomment>
        <translation>このゲームは新しいバージョンのTabibitoで保存されています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>This saved game is of a game this version of Tabibito does not have (%1).</source>
        <extracomment>%1 the game&apos;s identifier written in the file (such as &quot;tokaido&quot;)</extracomment>
        <translation>この保存データのゲーム（%1）は、このバージョンのTabibitoには含まれていません。</translation>
    </message>
    <message>
        <source>This saved game breaks the rules at move %1, so it cannot be replayed.</source>
        <extracomment>%1 the number of the move, counted from 1</extracomment>
        <translation>この保存データは%1手目でルールに反しているため、再現できません。</translation>
    </message>
    <message>
        <source>This game of %1 was saved with newer rules than this version of Tabibito knows. Update the app to open it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>この%1の保存データは、このバージョンのTabibitoが対応していない新しいルールで保存されています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>This saved game does not replay to the game that was saved: it was changed or damaged.</source>
        <extracomment>an error message in a dialog or on the status line, when a saved game replays to another position than the one it recorded</extracomment>
        <translation>この保存データを再現しても、保存時のゲームと一致しません。データが変更されたか、破損しています。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a player&apos;s name is left empty</extracomment>
        <translation>すべてのプレイヤーに名前を付けてください。</translation>
    </message>
    <message>
        <source>A player&apos;s name may have at most %1 characters.</source>
        <extracomment>%1 the largest number of characters</extracomment>
        <translation>プレイヤー名は%1文字以内にしてください。</translation>
    </message>
    <message>
        <source>A player&apos;s name may not hold control or invisible characters.</source>
        <extracomment>an error message in a dialog or on the status line of the new-game dialog: a name holds a tab, a line break or an invisible character</extracomment>
        <translation>プレイヤー名に制御文字や不可視文字は使えません。</translation>
    </message>
    <message>
        <source>%1 has no option “%2”.</source>
        <extracomment>%1 the game&apos;s title, %2 the option as written on the command line</extracomment>
        <translation>%1には「%2」というオプションはありません。</translation>
    </message>
    <message>
        <source>“%1” is not a possible value of the option “%2”.</source>
        <extracomment>%1 the value as written on the command line, %2 the option&apos;s name</extracomment>
        <translation>「%1」はオプション「%2」に指定できる値ではありません。</translation>
    </message>
    <message>
        <source>Write options as KEY=VALUE, not “%1”.</source>
        <extracomment>%1 what was written on the command line</extracomment>
        <translation>オプションは「%1」ではなく、KEY=VALUE の形式で指定してください。</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <extracomment>%1 the game&apos;s title, %2 the fewest and %3 the most players, %4 the number asked for</extracomment>
        <translation>%1のプレイ人数は%2〜%3人です。%4人ではプレイできません。</translation>
    </message>
    <message>
        <source>“%1” is not a level of the computer players of %2.</source>
        <extracomment>%1 the level as written on the command line, %2 the game&apos;s title</extracomment>
        <translation>「%1」は%2のコンピューターのレベルにはありません。</translation>
    </message>
    <message>
        <source>Give one computer level for every seat, or one level for all of them.</source>
        <extracomment>an error of the command line (tabibito simulate --levels): too few or too many levels for the seats</extracomment>
        <translation>コンピューターのレベルは、席ごとに1つずつ指定するか、全員共通で1つだけ指定してください。</translation>
    </message>
    <message>
        <source>The number of games to simulate must be at least one.</source>
        <extracomment>an error of the command line (tabibito simulate --games 0)</extracomment>
        <translation>シミュレーションするゲーム数は1以上にしてください。</translation>
    </message>
    <message>
        <source>This version of Tabibito does not have the game “%1”.</source>
        <extracomment>%1 the game as written on the command line or in a file</extracomment>
        <translation>このバージョンのTabibitoには「%1」というゲームはありません。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <extracomment>on the status line when a player clicks the table while another player is to move</extracomment>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <extracomment>on the status line when a click asks for a move the rules refuse and the game has no more precise reason</extracomment>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>There is nothing to confirm yet.</source>
        <extracomment>the shell&apos;s Confirm (a game&apos;s &quot;Next card&quot;, &quot;Go on&quot;) pressed while a decision is still open</extracomment>
        <translation>まだ確定するものはありません。</translation>
    </message>
    <message>
        <source>Please wait: a computer player is deciding.</source>
        <extracomment>on the status line when a player clicks while a computer player is thinking</extracomment>
        <translation>お待ちください。コンピューターが考えています。</translation>
    </message>
    <message>
        <source>Pass the device to the next player first.</source>
        <extracomment>on the status line when a click reaches the table while the hand-off screen asks to pass the device</extracomment>
        <translation>先に次のプレイヤーに端末を渡してください。</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). Your game goes on; try another folder.</source>
        <extracomment>%1 the system&apos;s reason (such as &quot;Permission denied&quot;), in the system&apos;s language</extracomment>
        <translation>ゲームを保存できませんでした（%1）。ゲームはこのまま続けられます。別のフォルダーに保存してみてください。</translation>
    </message>
    <message>
        <source>%1 cannot be shown: this version has no board for it.</source>
        <extracomment>%1 the game&apos;s title</extracomment>
        <translation>%1を表示できません。このバージョンにはこのゲームのボードがありません。</translation>
    </message>
    <message>
        <source>A computer player could not decide. Save the game and report the problem.</source>
        <extracomment>a dialog when a computer player&apos;s search fails with an internal error; the game stays on screen</extracomment>
        <translation>コンピューターが手を決められませんでした。ゲームを保存して、問題を報告してください。</translation>
    </message>
    <message>
        <source>Tabibito cannot write to its folder %1, so games are not saved automatically: use “Save as…” to keep this one.</source>
        <extracomment>%1 the folder&apos;s path</extracomment>
        <translation>Tabibitoのフォルダー %1 に書き込めないため、ゲームは自動保存されません。このゲームを残すには「名前を付けて保存…」を使ってください。</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <extracomment>%1 an internal code of the problem, for a bug report (such as &quot;save.corrupt&quot;)</extracomment>
        <translation>問題が発生しました（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Human</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, played by a person at this screen</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the easy level</extracomment>
        <translation>コンピューター：易しい</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the normal level</extracomment>
        <translation>コンピューター：普通</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the hard level</extracomment>
        <translation>コンピューター：難しい</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <extracomment>the new-game dialog: a seat&apos;s choice, a computer player at the expert level (above hard)</extracomment>
        <translation>コンピューター：エキスパート</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the name a new seat gets: %1 the seat&apos;s number, from 1</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>+ Add player %1</source>
        <extracomment>the new-game dialog: in the room of a seat not played, the button that adds it; %1 the seat&apos;s number</extracomment>
        <translation>＋ プレイヤー%1を追加</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <extracomment>the new-game dialog&apos;s window title: %1 the game&apos;s title</extracomment>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>the new-game dialog: the heading over the seats</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>New to %1? The tutorial teaches it while you play, in about %2 minutes.</source>
        <extracomment>%1 the game&apos;s title, %2 about how many minutes the tutorial takes</extracomment>
        <translation>%1は初めてですか？ チュートリアルなら、遊びながら約%2分で覚えられます。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <extracomment>the new-game dialog: the button that starts the game&apos;s tutorial instead</extracomment>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the new-game dialog: the heading over the game&apos;s options (expansions, modules, solo level)</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>the new-game dialog: the button that starts the game</extracomment>
        <translation>開始</translation>
    </message>
    <message>
        <source>Leave empty for the name shown in grey</source>
        <extracomment>the new-game dialog: the tooltip of a seat&apos;s name box, whose grey placeholder is the name used when it stays empty</extracomment>
        <translation>空欄のままにするとグレーの名前になります</translation>
    </message>
</context>
<context>
    <name>NextStation</name>
    <message>
        <source>Draw a section on the card&apos;s symbol, or pass.</source>
        <translation>カードのシンボルの駅まで区間を引くか、パスしてください。</translation>
    </message>
    <message>
        <source>Draw one more section straight on, or go to the next card.</source>
        <translation>同じ方向にまっすぐもう1区間引くか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Make your move.</source>
        <translation>行動を選んでください。</translation>
    </message>
    <message>
        <source>The map of Tokyo could not be loaded; reinstall Tabibito.</source>
        <translation>東京の地図を読み込めませんでした。Tabibitoを再インストールしてください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n point(s)</source>
        <extracomment>The result of a solo game: %1 is the solo rating&apos;s title with its band of scores, &quot;Trainee (below 90)&quot;. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1 — %n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>%1 is the winner&apos;s name. %n may be negative.</extracomment>
        <translation>
            <numerusform>%1が%n点で勝利！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>%1 lists the winners&apos; names. %n may be negative.</extracomment>
        <translation>
            <numerusform>%n点で同点勝利：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Next Station: Tokyo</source>
        <translation>ネクストステーション：トーキョー</translation>
    </message>
    <message>
        <source>Draw four subway lines across Tokyo, one flipped card at a time.</source>
        <translation>カードを1枚ずつめくり、東京に地下鉄を4路線引きましょう。</translation>
    </message>
    <message>
        <source>circle</source>
        <extracomment>symbol name, lower case, inserted where a card or station has this symbol: &quot;to a %3 station&quot;, &quot;The first %2 card&quot;, &quot;this %2 card&quot;. Use the form that fits &quot;with the symbol …&quot;.</extracomment>
        <translation>丸</translation>
    </message>
    <message>
        <source>triangle</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>三角</translation>
    </message>
    <message>
        <source>square</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>四角</translation>
    </message>
    <message>
        <source>pentagon</source>
        <extracomment>symbol name, inserted like &quot;circle&quot; (a card or station with this symbol)</extracomment>
        <translation>五角形</translation>
    </message>
    <message>
        <source>blue</source>
        <extracomment>pencil colour, lower case, inserted as an adjective of a line or a pencil: &quot;the %2 line&quot;, &quot;a %2 section&quot;, &quot;Line %1 · %2&quot;, &quot;(%2 pencil)&quot;, &quot;%1 pencil: line %2&quot;</extracomment>
        <translation>青</translation>
    </message>
    <message>
        <source>pink</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>purple</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>紫</translation>
    </message>
    <message>
        <source>brown</source>
        <extracomment>pencil colour, inserted like &quot;blue&quot; (of a line, a section or a pencil)</extracomment>
        <translation>茶色</translation>
    </message>
    <message>
        <source>green loop</source>
        <extracomment>the pre-printed green line, named where a colour would be: &quot;the %2 line&quot;</extracomment>
        <translation>山手線</translation>
    </message>
    <message>
        <source>Circle station</source>
        <translation>丸の駅</translation>
    </message>
    <message>
        <source>Triangle station</source>
        <translation>三角の駅</translation>
    </message>
    <message>
        <source>Square station</source>
        <translation>四角の駅</translation>
    </message>
    <message>
        <source>Pentagon station</source>
        <translation>五角形の駅</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>Pentagon</source>
        <translation>五角形</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>分岐</translation>
    </message>
    <message>
        <source>Street</source>
        <extracomment>kind of station card (the six above-ground cards), inserted after the card&apos;s name: &quot;%1 (%2 card)&quot; and &quot;Card flipped: %1 (%2)&quot;. Usually an adjective.</extracomment>
        <translation>地上</translation>
    </message>
    <message>
        <source>Subway</source>
        <extracomment>kind of station card (the five round-ending underground cards), inserted like &quot;Street&quot;</extracomment>
        <translation>地下鉄</translation>
    </message>
    <message>
        <source>Joker + double track</source>
        <translation>ジョーカー＋複線</translation>
    </message>
    <message>
        <source>Double station</source>
        <translation>2駅分</translation>
    </message>
    <message>
        <source>Straight on</source>
        <translation>直進</translation>
    </message>
    <message>
        <source>The card acts as a joker: any symbol, and the section may double one section of another colour.</source>
        <translation>このカードはジョーカーになります。好きなシンボルを選べて、他の色の区間1つに複線で重ねて引けます。</translation>
    </message>
    <message>
        <source>The section may start at any station of your line.</source>
        <translation>自分の路線上のどの駅からでも区間を引き始められます。</translation>
    </message>
    <message>
        <source>The station reached counts twice for its district.</source>
        <translation>到達した駅は、そのエリアで2駅分として数えます。</translation>
    </message>
    <message>
        <source>After drawing, you may draw one more section straight on.</source>
        <translation>区間を引いたあと、同じ方向にまっすぐもう1区間引けます。</translation>
    </message>
    <message>
        <source>Reach all 8 green stations</source>
        <translation>山手線の8駅すべてに到達</translation>
    </message>
    <message>
        <source>At least 4 stations where 3 or more lines meet</source>
        <translation>3路線以上が交わる駅が4つ以上</translation>
    </message>
    <message>
        <source>A station where 5 lines meet</source>
        <translation>5路線が交わる駅</translation>
    </message>
    <message>
        <source>A station in each of the 13 districts</source>
        <translation>13のエリアすべてに駅</translation>
    </message>
    <message>
        <source>All 8 tourist stamps</source>
        <translation>8つの観光スタンプすべて</translation>
    </message>
    <message>
        <source>Line 1</source>
        <translation>路線1</translation>
    </message>
    <message>
        <source>Line 2</source>
        <translation>路線2</translation>
    </message>
    <message>
        <source>Line 3</source>
        <translation>路線3</translation>
    </message>
    <message>
        <source>Line 4</source>
        <translation>路線4</translation>
    </message>
    <message>
        <source>Interchanges</source>
        <translation>乗換駅</translation>
    </message>
    <message>
        <source>Tourist stamps</source>
        <translation>観光スタンプ</translation>
    </message>
    <message>
        <source>Missed green</source>
        <translation>接続していない山手線の駅</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Symbol and effect cards</source>
        <translation>シンボル＆効果カード</translation>
    </message>
    <message>
        <source>Shared objectives</source>
        <translation>共通目標</translation>
    </message>
    <message>
        <source>Advanced module: each round a blue symbol card and an orange effect card are revealed; the first card of that symbol flipped in the round brings the effect. In solo, %1 points off before the rating is read.</source>
        <translation>上級モジュール：各ラウンドの開始時に青いシンボルカードとオレンジの効果カードを1枚ずつ公開します。そのラウンドでそのシンボルのカードが最初にめくられたとき、効果が発動します。ソロでは評価の前に%1点を差し引きます。</translation>
    </message>
    <message>
        <source>Advanced module: two shared objectives are revealed at the start, in sight all game; each one your map meets at the end scores %2 points. In solo, %1 points off before the rating is read.</source>
        <translation>上級モジュール：ゲーム開始時に共通目標を2枚公開し、ゲーム中ずっと見えるようにします。終了時に自分のシートが達成している目標1枚につき%2点です。ソロでは評価の前に%1点を差し引きます。</translation>
    </message>
    <message>
        <source>corner district</source>
        <extracomment>the kind of district a station lies in, in the station tooltip &quot;%1, %2&quot; (e.g. &quot;Circle station, corner district&quot;); one noun for all four kinds</extracomment>
        <translation>角のエリア</translation>
    </message>
    <message>
        <source>edge district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>周縁部のエリア</translation>
    </message>
    <message>
        <source>inner district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>内側のエリア</translation>
    </message>
    <message>
        <source>centre district</source>
        <extracomment>kind of district in the station tooltip, like &quot;corner district&quot;</extracomment>
        <translation>中央のエリア</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>見習い</translation>
    </message>
    <message>
        <source>Ticket inspector</source>
        <translation>改札係</translation>
    </message>
    <message>
        <source>Train driver</source>
        <translation>運転士</translation>
    </message>
    <message>
        <source>Station master</source>
        <translation>駅長</translation>
    </message>
    <message>
        <source>Network planner</source>
        <translation>路線網プランナー</translation>
    </message>
    <message>
        <source>Legend of the Tokyo subway</source>
        <translation>伝説の路線プランナー</translation>
    </message>
    <message>
        <source>This section would cross a line already drawn.</source>
        <translation>この区間は、すでに引かれた路線と交差します。</translation>
    </message>
    <message>
        <source>Your line already visits this station.</source>
        <translation>自分の路線がすでにこの駅を通っています。</translation>
    </message>
    <message>
        <source>This station does not show the symbol of the card.</source>
        <translation>この駅はカードのシンボルと一致しません。</translation>
    </message>
    <message>
        <source>A section may not pass through a station.</source>
        <translation>区間は駅を通り抜けられません。</translation>
    </message>
    <message>
        <source>No dotted guide joins these two stations.</source>
        <translation>この2つの駅を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>A section must start at an end of your line.</source>
        <translation>区間は自分の路線の端から引き始める必要があります。</translation>
    </message>
    <message>
        <source>This section is already drawn; only a joker&apos;s double track may run along one line of another colour.</source>
        <translation>この区間はすでに引かれています。他の色の路線に重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>A section may end here when the flipped card shows its symbol or a joker.</source>
        <translation>めくった駅カードがこの駅のシンボルかジョーカーなら、区間をここまで引けます。</translation>
    </message>
    <message>
        <source>A line scores more for every district it visits.</source>
        <translation>路線は通るエリアが多いほど得点が増えます。</translation>
    </message>
    <message>
        <source>Dotted guide: a section may be drawn along it.</source>
        <translation>点線：この点線に沿って区間を引けます。</translation>
    </message>
    <message>
        <source>The green loop, printed on the map: no line may cross it, and only a double track may run along it.</source>
        <translation>地図に印刷された山手線：どの路線も横切れず、沿って引けるのは複線だけです。</translation>
    </message>
    <message>
        <source>The flipped card: every player draws one section it allows, or passes.</source>
        <translation>めくった駅カード：全員がこのカードで引ける区間を1つ引くか、パスします。</translation>
    </message>
    <message>
        <source>This station is a %1; the card shows a %2.</source>
        <translation>この駅のシンボルは%1ですが、カードのシンボルは%2です。</translation>
    </message>
    <message>
        <source>This section would cross the green loop.</source>
        <translation>この区間は山手線と交差します。</translation>
    </message>
    <message>
        <source>This section would cross the %1 line.</source>
        <translation>この区間は%1の路線と交差します。</translation>
    </message>
    <message>
        <source>Your line already passes through this %1 station.</source>
        <translation>自分の路線がすでにこの%1の駅を通っています。</translation>
    </message>
    <message>
        <source>Your line already runs along this section.</source>
        <translation>自分の路線がすでにこの区間を通っています。</translation>
    </message>
    <message>
        <source>The %1 line already runs along this section; only a joker&apos;s double track may share it.</source>
        <translation>この区間にはすでに%1の路線が通っています。重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>This section already carries two lines.</source>
        <translation>この区間にはすでに2本の路線が通っています。</translation>
    </message>
    <message>
        <source>Only a joker&apos;s double track may run along the green loop.</source>
        <translation>山手線に重ねて引けるのは、ジョーカーの複線だけです。</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to a station of your line.</source>
        <translation>この%1の駅と自分の路線上の駅を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>No dotted guide joins this %1 station to an end of your line.</source>
        <translation>この%1の駅と自分の路線の端を結ぶ点線はありません。</translation>
    </message>
    <message>
        <source>This section would pass through the %1 station in between.</source>
        <translation>この区間は、途中にある%1の駅を通り抜けてしまいます。</translation>
    </message>
    <message>
        <source>More than one station of your line reaches this one: click the one to draw from.</source>
        <translation>自分の路線上の複数の駅からこの駅まで引けます。引き始める駅をクリックしてください。</translation>
    </message>
    <message>
        <source>Click a lit station to draw the section to it.</source>
        <translation>光っている駅をクリックすると、その駅まで区間を引きます。</translation>
    </message>
    <message>
        <source>You have drawn your section for this card: undo it or go to the next card.</source>
        <translation>このカードの区間はすでに引いています。取り消すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>The extra section must go straight on.</source>
        <translation>追加の区間は、まっすぐ同じ方向に引く必要があります。</translation>
    </message>
    <message>
        <source>You have already decided for this card.</source>
        <translation>このカードについては、すでに選択済みです。</translation>
    </message>
    <message>
        <source>Start from a station of this round&apos;s line.</source>
        <translation>このラウンドの路線上の駅から引き始めてください。</translation>
    </message>
    <message>
        <source>Line %1 · %2</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 its pencil colour</extracomment>
        <translation>路線%1・%2</translation>
    </message>
    <message numerus="yes">
        <source>%n subway card(s) left this round</source>
        <translation>
            <numerusform>赤色のカード：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) missed</source>
        <translation>
            <numerusform>%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s)</source>
        <extracomment>the final scores&apos; cell under the row of missed green stations: how many no line reached (the row&apos;s heading names them; the long form ended in &quot;…&quot; in German)</extracomment>
        <translation>
            <numerusform>%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green station(s) still to reach</source>
        <extracomment>on the score sheet while the game is played: green stations no line has reached yet (they cost points only if still unreached at the end)</extracomment>
        <translation>
            <numerusform>未到達の山手線の駅：%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamp(s)</source>
        <translation>
            <numerusform>スタンプ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores the %2 line: %n district(s) × %3 = %4 points.</source>
        <extracomment>%1 a player, %2 a pencil colour, %n the districts, %3 the most stations in one district, %4 the line&apos;s points</extracomment>
        <translation>
            <numerusform>%1の%2の路線：%nエリア × %3駅 = %4点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line %1 (%2): %n district(s) × %3 = %4 points</source>
        <extracomment>the round&apos;s summary over the board: %1 the line&apos;s number (1-4), %2 its pencil colour, %n the districts it crosses, %3 the most stations in one district, %4 points</extracomment>
        <translation>
            <numerusform>路線%1（%2）：%nエリア × %3駅 = %4点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new interchange(s)</source>
        <extracomment>the round&apos;s summary: stations where the line just finished made 3 or more lines meet</extracomment>
        <translation>
            <numerusform>新しい乗換駅%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new tourist stamp(s)</source>
        <extracomment>the round&apos;s summary: tourist stamps the line just finished earned</extracomment>
        <translation>
            <numerusform>新しい観光スタンプ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shared objective(s) met</source>
        <extracomment>the round&apos;s summary: shared objectives the line just finished met</extracomment>
        <translation>
            <numerusform>共通目標%n個達成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated on %1 points: %2 fewer for each of the %n advanced module(s).</source>
        <extracomment>%1 the adjusted score, %2 the points taken off per module, %n the modules (1 or 2)</extracomment>
        <translation>
            <numerusform>上級モジュールを%n個使っているため、1個につき%2点を差し引いた%1点で評価しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points − %2 for %n advanced module(s) = %3, in the band %4.</source>
        <extracomment>under a solo result with advanced modules: %1 the score, %2 the points taken off, %n the modules (1 or 2), %3 the score the rating table was read with, %4 its band (&quot;136–150&quot;)</extracomment>
        <translation>
            <numerusform>%1点 − 上級モジュール%n個分の%2点 = %3点（%4の範囲）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more point(s) for %1.</source>
        <extracomment>the last line of a solo result: %n points more (rated) would have reached the next rating, %1 its title</extracomment>
        <translation>
            <numerusform>あと%n点で「%1」でした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No dotted guide joins this %1 station to the end(s) of your line: the %2 station(s).</source>
        <extracomment>a station no dotted guide joins to the line: %1 its symbol, %2 the symbols of the line&apos;s ends as a list (&quot;triangle and square&quot;), %n how many ends the line has</extracomment>
        <translation>
            <numerusform>この%1の駅と自分の路線の端（%2の駅）を結ぶ点線はありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interchange: %n line(s) meet here.</source>
        <extracomment>station tooltip on the shown sheet: %n how many lines (the green loop counted) meet</extracomment>
        <translation>
            <numerusform>乗換駅：ここで%n本の路線が交わります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If no line reaches it, it costs %n point(s) at the end.</source>
        <extracomment>tooltip of a green station: %n the points lost if no line reaches it by the end</extracomment>
        <translation>
            <numerusform>どの路線もこの駅に接続していないと、ゲーム終了時に%n点を失います。</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>ラウンド%1開始。</translation>
    </message>
    <message>
        <source>Round %1 begins. The first %2 card brings “%3”.</source>
        <extracomment>%1 the round (1-4), %2 the round&apos;s blue symbol (a card with that symbol), %3 the orange effect it triggers</extracomment>
        <translation>ラウンド%1開始。最初の%2のカードで「%3」が発動します。</translation>
    </message>
    <message>
        <source>Card flipped: %1 (%2). %3</source>
        <extracomment>%1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;), %3 the sentence &quot;%n subway card(s) left this round&quot;</extracomment>
        <translation>カードをめくりました：%1（%2）。%3</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station on double track.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1が%3の駅まで%2の区間を複線で引きました。</translation>
    </message>
    <message>
        <source>%1 drew a %2 section to a %3 station.</source>
        <extracomment>%1 a player, %2 a pencil colour (of the section), %3 a symbol (of the station)</extracomment>
        <translation>%1が%3の駅まで%2の区間を引きました。</translation>
    </message>
    <message>
        <source>%1 passed.</source>
        <translation>%1はパスしました。</translation>
    </message>
    <message>
        <source>“%1” applies to this %2 card.</source>
        <extracomment>%1 an orange effect&apos;s name, %2 a symbol (of the card)</extracomment>
        <translation>この%2のカードに「%1」が適用されます。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>log: a change to a row of the score sheet as a section is drawn: %1 a player, %2 the row (&quot;Interchanges&quot;, &quot;Line 2&quot;); the points follow (&quot;Ann — Interchanges: 5 points&quot;)</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>ゲーム終了。%1</translation>
    </message>
    <message>
        <source>Map sheet of %1</source>
        <translation>%1の東京地図シート</translation>
    </message>
    <message>
        <source>Click to draw the section to this station.</source>
        <translation>クリックすると、この駅まで区間を引きます。</translation>
    </message>
    <message>
        <source>Click to start the section here.</source>
        <translation>クリックすると、ここから区間を引き始めます。</translation>
    </message>
    <message>
        <source>No section can be drawn with this card: pass.</source>
        <translation>このカードでは区間を引けません。パスしてください。</translation>
    </message>
    <message>
        <source>No section can be drawn from this station with this card.</source>
        <translation>このカードでは、この駅から区間を引けません。</translation>
    </message>
    <message>
        <source>Straight on: you may draw one more section in the same direction, or go to the next card.</source>
        <translation>直進：同じ方向にもう1区間引くか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Straight on: the way ahead is blocked. Go to the next card.</source>
        <translation>直進：この先には進めません。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Section drawn. Take it back with Undo, or go to the next card.</source>
        <translation>区間を引きました。「取り消す」で元に戻すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Section drawn. Go on to the next card.</source>
        <translation>区間を引きました。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>station tooltip: %1 &quot;Circle station&quot; etc., %2 its district kind (&quot;corner district&quot;…)</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>On the green loop</source>
        <translation>山手線の駅</translation>
    </message>
    <message>
        <source>Departure of the %1 line</source>
        <extracomment>%1 a pencil colour (of the line)</extracomment>
        <translation>%1の路線の出発駅</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>獲得済み</translation>
    </message>
    <message>
        <source>Line %1 starts here (%2 pencil)</source>
        <extracomment>%1 the line&apos;s number (1-4), %2 a pencil colour (of the pencil)</extracomment>
        <translation>路線%1の出発駅（%2の色鉛筆）</translation>
    </message>
    <message>
        <source>%1 (%2 card)</source>
        <extracomment>card tooltip: %1 the card (&quot;Circle&quot;, &quot;Joker&quot;…), %2 its kind (&quot;Street&quot; or &quot;Subway&quot;)</extracomment>
        <translation>%1（%2カード）</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>All four lines are drawn. Your solo rating is above, each line&apos;s score below.</source>
        <translation>4本の路線をすべて引き終えました。上にソロ評価、下に路線ごとの得点が表示されています。</translation>
    </message>
    <message>
        <source>All four lines are drawn. Pick a sheet below to compare the maps.</source>
        <translation>4本の路線をすべて引き終えました。下でシートを選んで、地図を見比べてみましょう。</translation>
    </message>
    <message>
        <source>%1 pencil: line %2</source>
        <extracomment>%1 a pencil colour (of the pencil), %2 the line&apos;s number (1-4)</extracomment>
        <translation>%1の色鉛筆：路線%2</translation>
    </message>
    <message>
        <source>Any symbol; the section may double one line of another colour.</source>
        <translation>好きなシンボルを選べます。他の色の路線1本に複線で重ねて引けます。</translation>
    </message>
    <message>
        <source>Switch: start from any station of your line.</source>
        <translation>分岐：自分の路線上のどの駅からでも引き始められます。</translation>
    </message>
    <message>
        <source>The switch came too early in the round: no branching.</source>
        <translation>分岐カードが出るのが早すぎたため（ラウンドの1〜2枚目）、分岐できません。</translation>
    </message>
    <message>
        <source>Stations with 3 lines: %1 (%4 points each)
with 4 lines: %2 (%5 points each)
with 5 lines: %3 (%6 points each)</source>
        <translation>3路線の駅：%1（各%4点）
4路線の駅：%2（各%5点）
5路線の駅：%3（各%6点）</translation>
    </message>
    <message>
        <source>First %1 card: %2. %3</source>
        <extracomment>%1 the round&apos;s blue symbol (a card with that symbol), %2 the effect&apos;s name, %3 a sentence on whether it applies now</extracomment>
        <translation>最初の%1のカード：%2。%3</translation>
    </message>
    <message>
        <source>You passed. Take it back with Undo, or go to the next card.</source>
        <translation>パスしました。「取り消す」で元に戻すか、次のカードに進んでください。</translation>
    </message>
    <message>
        <source>You passed. Go on to the next card.</source>
        <translation>パスしました。次のカードに進んでください。</translation>
    </message>
    <message>
        <source>Applies to this card.</source>
        <translation>このカードに適用されます。</translation>
    </message>
    <message>
        <source>Already used this round.</source>
        <translation>このラウンドでは使用済みです。</translation>
    </message>
    <message>
        <source>Waiting for its card.</source>
        <translation>対象のカードを待っています。</translation>
    </message>
    <message>
        <source>A shared objective: its points go to every sheet that achieves it.</source>
        <translation>共通目標：達成したすべてのシートに得点が入ります。</translation>
    </message>
    <message>
        <source>Flipped earlier this round:</source>
        <translation>このラウンドでめくったカード：</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Draw nothing with this card.</source>
        <translation>このカードでは何も引きません。</translation>
    </message>
    <message>
        <source>Space and Enter never pass while a section can be drawn: click Pass, or reach it with Tab.</source>
        <translation>区間を引けるあいだは、スペースキーやEnterキーでパスすることはありません。「パス」をクリックするか、Tabキーで選んでください。</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>次のカード</translation>
    </message>
    <message>
        <source>Keep the section you drew and flip the next card.</source>
        <translation>引いた区間を確定して、次のカードをめくります。</translation>
    </message>
    <message>
        <source>Take back your section (possible until the next card is flipped).</source>
        <translation>引いた区間を取り消します（次のカードをめくるまで可能）。</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Sheet of</source>
        <translation>表示するシート</translation>
    </message>
    <message>
        <source>Every green station your lines have not reached yet counts −%1, so the total starts below zero and rises as your lines reach them.</source>
        <extracomment>tooltip of the score sheet&apos;s total while the game is played; %1 the points a missed green station costs</extracomment>
        <translation>まだ路線がつながっていない山手線の駅は1つにつき−%1点です。そのため合計はマイナスから始まり、山手線の駅に路線がつながるたびに増えていきます。</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>%1未満</translation>
    </message>
    <message>
        <source>above %1</source>
        <translation>%1超</translation>
    </message>
    <message>
        <source>Solo rating: %1 (%2)</source>
        <translation>ソロ評価：%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a solo rating with its band of scores: %1 the title (&quot;Trainee&quot;), %2 the band (&quot;below 90&quot;, &quot;136–150&quot;, &quot;above 150&quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Solo rating</source>
        <translation>ソロ評価</translation>
    </message>
    <message>
        <source>The computer players are drawing…</source>
        <translation>コンピューターが路線を引いています…</translation>
    </message>
    <message>
        <source>You are looking at another player&apos;s sheet.</source>
        <translation>他のプレイヤーのシートを表示しています。</translation>
    </message>
    <message>
        <source>Waiting for the other players.</source>
        <translation>他のプレイヤーを待っています。</translation>
    </message>
    <message>
        <source>Flipped in the last round:</source>
        <translation>最終ラウンドでめくったカード：</translation>
    </message>
    <message>
        <source>Counts twice for its district (double station).</source>
        <translation>この駅はエリア内で2駅として数えます。</translation>
    </message>
    <message numerus="yes">
        <source>%n district(s)</source>
        <extracomment>the D of a line&apos;s score D × M: inserted as %1 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>%nエリア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n station(s) in its busiest district</source>
        <extracomment>the M of a line&apos;s score D × M: its most stations in one district; inserted as %2 into &quot;%1 × %2 = %n point(s)&quot;</extracomment>
        <translation>
            <numerusform>最多エリアの%n駅</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 = %n point(s)</source>
        <extracomment>a line&apos;s score: %1 &quot;%n district(s)&quot;, %2 &quot;%n station(s) in its busiest district&quot;, %n the points</extracomment>
        <translation>
            <numerusform>%1 × %2 = %n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one player&apos;s final total in the game-over log line: %1 the player, %n the points (may be negative)</extracomment>
        <translation>
            <numerusform>%1：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this corner district</source>
        <extracomment>tooltip of a corner district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>観光スタンプ：この角のエリアに乗換駅があれば%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tourist stamp: %n point(s) for an interchange in this edge district</source>
        <extracomment>tooltip of an edge district&apos;s tourist stamp; %n its points</extracomment>
        <translation>
            <numerusform>観光スタンプ：この周縁部のエリアに乗換駅があれば%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>SUBWAY</source>
        <extracomment>painted in bold capitals on the coloured band of a subway (round-ending) card: about 50 px wide at 9 px, so a short word (or an abbreviation) only</extracomment>
        <translation>地下鉄</translation>
    </message>
    <message>
        <source>Objective met!</source>
        <translation>目標達成！</translation>
    </message>
    <message>
        <source>Five-line interchange</source>
        <translation>5路線の乗換駅</translation>
    </message>
    <message>
        <source>Every tourist stamp</source>
        <translation>観光スタンプ制覇</translation>
    </message>
    <message>
        <source>Around the green loop</source>
        <translation>山手線を一周</translation>
    </message>
    <message>
        <source>All of Tokyo</source>
        <translation>東京全域</translation>
    </message>
    <message>
        <source>City of interchanges</source>
        <translation>乗換駅の街</translation>
    </message>
    <message>
        <source>Main line</source>
        <translation>幹線</translation>
    </message>
    <message>
        <source>No pencil wasted</source>
        <translation>無駄のない路線網</translation>
    </message>
    <message>
        <source>Both objectives</source>
        <translation>共通目標を両方達成</translation>
    </message>
    <message>
        <source>A hundred points</source>
        <translation>100点</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>伝説</translation>
    </message>
    <message>
        <source>Build a station where 5 lines meet.</source>
        <translation>5路線が交わる駅をつくる。</translation>
    </message>
    <message>
        <source>Reach all 8 tourist stamps.</source>
        <translation>8つの観光スタンプすべてに到達する。</translation>
    </message>
    <message>
        <source>Reach all 8 green stations.</source>
        <translation>8つの山手線の駅すべてに到達する。</translation>
    </message>
    <message>
        <source>Have a station in each of the 13 districts.</source>
        <translation>13のエリアすべてに駅を持つ。</translation>
    </message>
    <message>
        <source>Have at least 4 stations where 3 or more lines meet.</source>
        <translation>3路線以上が交わる駅を4つ以上持つ。</translation>
    </message>
    <message>
        <source>Score 30 points or more with one line.</source>
        <translation>1つの路線で30点以上を獲得する。</translation>
    </message>
    <message>
        <source>Score 10 points or more with each of your four lines.</source>
        <translation>4つの路線それぞれで10点以上を獲得する。</translation>
    </message>
    <message>
        <source>Playing with the shared objectives, meet both of them.</source>
        <translation>共通目標を使うゲームで、両方を達成する。</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>100点以上を獲得する。</translation>
    </message>
    <message>
        <source>Playing alone, reach the best solo rating.</source>
        <translation>ソロプレイで最高のソロ評価を得る。</translation>
    </message>
    <message>
        <source>End of round %1</source>
        <extracomment>heading of the summary over the board when a round ends: %1 the round (1-4)</extracomment>
        <translation>ラウンド%1終了</translation>
    </message>
    <message>
        <source>Next: line %1 with the %2 pencil</source>
        <extracomment>the summary&apos;s last line: the pencil of the next round. %1 the line&apos;s number (2-4), %2 a pencil colour</extracomment>
        <translation>次は路線%1：%2の色鉛筆</translation>
    </message>
    <message>
        <source>The other players&apos; lines:</source>
        <extracomment>in a game of several players, above the other players&apos; line scores of this round</extracomment>
        <translation>ほかのプレイヤーの路線：</translation>
    </message>
    <message>
        <source>Click or press a key to go on</source>
        <extracomment>at the foot of the round&apos;s summary: it closes by itself, or at once on a click or key</extracomment>
        <translation>クリックかキー入力で続ける</translation>
    </message>
</context>
<context>
    <name>NextStationHints</name>
    <message numerus="yes">
        <source>+%n point(s) now</source>
        <extracomment>the points a hinted move brings at once (never negative); the start of the hint&apos;s second sentence, inserted as %1 into the set-up sentences</extracomment>
        <translation>
            <numerusform>今すぐ+%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines meet at this station</source>
        <extracomment>why a section is hinted: %n lines (3 to 5, the green loop counted) meet at the station it reaches, which scores as an interchange</extracomment>
        <translation>
            <numerusform>この駅で%n本の路線が交わります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a %2 card next would add %n more point(s).</source>
        <extracomment>the hint&apos;s set-up: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %2 a symbol (of a card), %n the points the best section for such a card would add after this move</extracomment>
        <translation>
            <numerusform>%1。次に%2のカードが出れば、さらに%n点を得られます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; a joker next would add %n more point(s).</source>
        <extracomment>like &quot;a %2 card next…&quot;: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the points the best section for a joker would add after this move</extracomment>
        <translation>
            <numerusform>%1。次にジョーカーが出れば、さらに%n点を得られます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; your line keeps %n way(s) open for the next card.</source>
        <extracomment>the hint&apos;s set-up when no card would add points next: %1 &quot;+3 points now&quot; or &quot;No points now&quot;, %n the sections (any symbol) the line&apos;s ends could take next</extracomment>
        <translation>
            <numerusform>%1。次のカードに向けて、路線の端から%n通りの引き方が残ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best section would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint passes although a section would score: %n its points now</extracomment>
        <translation>
            <numerusform>最善の区間でも今は%n点しか得られず、この先のカードでより良い区間をふさいでしまいます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the section straight on would gain only %n point(s) now and spoil better ones on the cards to come</source>
        <extracomment>why the hint stops instead of going straight on: %n the points that section would gain now</extracomment>
        <translation>
            <numerusform>直進の区間は今%n点しか得られず、この先のカードでより良い区間をふさいでしまいます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s), now and from the cards to come</source>
        <extracomment>hint, a move&apos;s worth as the computer player counts it: %n the points it brings now and those the cards to come are expected to add with it</extracomment>
        <translation>
            <numerusform>今とこの先のカードで約%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <extracomment>hint: what the best other move would bring at once, in brackets (&quot;would bring more now (+5 points)&quot;)</extracomment>
        <translation>
            <numerusform>+%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n point(s)</source>
        <extracomment>hint, the best other move&apos;s worth as the computer player counts it (after &quot;about 12 points, now and from the cards to come, against&quot;)</extracomment>
        <translation>
            <numerusform>約%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Go straight on to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;); the section the &quot;Straight on&quot; effect allows</extracomment>
        <translation>%2の%1の駅まで直進する</translation>
    </message>
    <message>
        <source>Branch off at the %1 station and draw to the %2 station in the %3</source>
        <extracomment>the hinted move with the switch: %1 a symbol (of the station of the line it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>%1の駅から分岐して、%3の%2の駅まで引く</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the green loop</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind; the section doubles an arc of the green loop (a joker&apos;s double track)</extracomment>
        <translation>山手線に複線で重ねて、%2の%1の駅まで引く</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2 on double track along the %3 line</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind, %3 a pencil colour (of the line the section doubles with a joker&apos;s double track)</extracomment>
        <translation>%3の路線に複線で重ねて、%2の%1の駅まで引く</translation>
    </message>
    <message>
        <source>Draw from the %1 station to the %2 station in the %3</source>
        <extracomment>the hinted move when both ends of the line reach the station: %1 a symbol (of the end it starts from), %2 a symbol (of the station reached), %3 its district kind</extracomment>
        <translation>%1の駅から%3の%2の駅まで引く</translation>
    </message>
    <message>
        <source>Draw to the %1 station in the %2</source>
        <extracomment>the hinted move: %1 a symbol (of the station), %2 its district kind (&quot;centre district&quot;)</extracomment>
        <translation>%2の%1の駅まで引く</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this corner district&apos;s tourist stamp</source>
        <translation>そこに乗換駅ができ、この角のエリアの観光スタンプを得られます</translation>
    </message>
    <message>
        <source>it makes an interchange there and earns this edge district&apos;s tourist stamp</source>
        <translation>そこに乗換駅ができ、この周縁部のエリアの観光スタンプを得られます</translation>
    </message>
    <message>
        <source>it reaches a green station, which no longer costs −%1 at the end</source>
        <extracomment>why a section is hinted: %1 the points a green station no line reaches costs</extracomment>
        <translation>山手線の駅に接続し、ゲーム終了時の−%1点がなくなります</translation>
    </message>
    <message>
        <source>it achieves the shared objective “%1”</source>
        <extracomment>why a section is hinted: %1 a shared objective (&quot;Reach all 8 green stations&quot;)</extracomment>
        <translation>共通目標「%1」を達成します</translation>
    </message>
    <message>
        <source>your line leaves its departure station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, as the line scores with this first section</extracomment>
        <translation>路線が出発駅から延びます（%1 × %2）</translation>
    </message>
    <message>
        <source>your line enters a new district (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 the line&apos;s districts × its most stations in one district, with this section</extracomment>
        <translation>路線が新しいエリアに入ります（%1 × %2）</translation>
    </message>
    <message>
        <source>the double station counts twice in its district (%1 × %2)</source>
        <extracomment>the &quot;Double station&quot; effect: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>「2駅分」の効果で、この駅はエリア内で2駅として数えます（%1 × %2）</translation>
    </message>
    <message>
        <source>your line&apos;s busiest district gains a station (%1 × %2)</source>
        <extracomment>why a section is hinted: %1 × %2 as in &quot;your line enters a new district&quot;</extracomment>
        <translation>路線の最多エリアの駅が1つ増えます（%1 × %2）</translation>
    </message>
    <message>
        <source>it meets your %1 line there; a third line later would score this interchange</source>
        <extracomment>why a section is hinted that scores nothing now: %1 a pencil colour (of an earlier line at the station reached)</extracomment>
        <translation>そこで%1の路線と交わります。あとで3本目の路線が来れば、この乗換駅が得点になります</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the way a section leads on the sheet (north is up), inserted as %2 in &quot;%1, heading %2&quot; (&quot;Draw to the square station in the edge district, heading north&quot;)</extracomment>
        <translation>北</translation>
    </message>
    <message>
        <source>north-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot; (&quot;…, heading north-east&quot;)</extracomment>
        <translation>北東</translation>
    </message>
    <message>
        <source>east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <source>south-east</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>南東</translation>
    </message>
    <message>
        <source>south</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>南</translation>
    </message>
    <message>
        <source>south-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>南西</translation>
    </message>
    <message>
        <source>west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>西</translation>
    </message>
    <message>
        <source>north-west</source>
        <extracomment>the way a section leads, inserted like &quot;north&quot;</extracomment>
        <translation>北西</translation>
    </message>
    <message>
        <source>No points now</source>
        <extracomment>the start of the hint&apos;s second sentence when the move brings nothing at once</extracomment>
        <translation>今は得点なし</translation>
    </message>
    <message>
        <source>%1; then you may go straight on.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the &quot;Straight on&quot; effect lets the seat draw one more section in the same direction</extracomment>
        <translation>%1。このあと直進できます。</translation>
    </message>
    <message>
        <source>%1; this is the last card of the round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; the fifth subway card is flipped</extracomment>
        <translation>%1。これがこのラウンド最後のカードです。</translation>
    </message>
    <message>
        <source>%1; your line cannot grow any further this round.</source>
        <extracomment>%1 &quot;+3 points now&quot; or &quot;No points now&quot;; no section can leave the line&apos;s ends any more</extracomment>
        <translation>%1。このラウンドでは、路線はもう延ばせません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>the hint&apos;s first sentence: %1 the move (&quot;Draw to the square station in the centre district&quot;), in bold</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>the hint&apos;s first sentence: %1 the move, in bold, %2 why (&quot;your line enters a new district (4 × 3)&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>the hint&apos;s two sentences, %1 the move and why, %2 the points and the set-up</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1, from the other end of your line</source>
        <extracomment>a hinted move&apos;s best other, when it reads like the hinted one: %1 its name (&quot;Draw to the square station in the edge district&quot;), drawn from the line&apos;s other end</extracomment>
        <translation>%1（路線のもう一方の端から）</translation>
    </message>
    <message>
        <source>%1, heading %2</source>
        <extracomment>a move&apos;s name when another would read alike: %1 the name (&quot;Draw to the square station in the edge district&quot;), %2 the way the section leads on the map (&quot;north-east&quot;)</extracomment>
        <translation>%1（%2方向）</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the hinted move: drawing nothing with this card (the Pass button)</extracomment>
        <translation>パス</translation>
    </message>
    <message>
        <source>no section can be drawn with this card</source>
        <translation>このカードでは区間を引けません</translation>
    </message>
    <message>
        <source>no section gains a point with this card; keep your line&apos;s ends for a better one</source>
        <translation>このカードではどの区間も得点にならないので、路線の端をより良いカードのために残しましょう</translation>
    </message>
    <message>
        <source>Stop here</source>
        <extracomment>the hinted move: not drawing the extra section of &quot;Straight on&quot; (the Next card button)</extracomment>
        <translation>ここで止める</translation>
    </message>
    <message>
        <source>the way straight on is blocked</source>
        <translation>直進する先がふさがっています</translation>
    </message>
    <message>
        <source>the section straight on would gain nothing</source>
        <translation>直進の区間では得点が増えません</translation>
    </message>
</context>
<context>
    <name>NextStationTutorial</name>
    <message>
        <source>Next Station: Tokyo</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name)</extracomment>
        <translation>ネクストステーション：トーキョー</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Next card&lt;/b&gt; to flip the next card.</source>
        <extracomment>Next Station tutorial: the lesson after each drawn section; its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>&lt;b&gt;次のカード&lt;/b&gt;を押して、次のカードをめくりましょう。</translation>
    </message>
    <message>
        <source>That was the fifth subway card, so the round ends with this turn. Press &lt;b&gt;Next card&lt;/b&gt; to score your line.</source>
        <extracomment>Next Station tutorial: the lesson after the fifth subway card of a round; its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: the button&apos;s name as on the table.</extracomment>
        <translation>今のが5枚目の赤色のカードなので、この手番でラウンドが終わります。&lt;b&gt;次のカード&lt;/b&gt;を押して、路線の得点を計算しましょう。</translation>
    </message>
    <message>
        <source>That section is allowed, but the next lessons build on the one in the ring: draw that one.</source>
        <extracomment>Next Station tutorial: the note shown when the learner draws another legal section than the one in the lesson&apos;s ring.</extracomment>
        <translation>その区間も引けますが、次のレッスンはリングの中の区間を前提にしています。そちらを引いてください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokyo!&lt;/b&gt; In four rounds you draw four subway lines on your map sheet, one line per round, each with another pencil. Station cards tell you where to draw.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;ようこそ東京へ！&lt;/b&gt;4ラウンドで、東京地図シートに4本の路線を引きます。1ラウンドに1本ずつ、毎回ちがう色鉛筆で引きます。どこへ引くかは駅カードが教えてくれます。</translation>
    </message>
    <message>
        <source>This is the flipped card: a circle. Its symbol says where your next section must end: at a station showing that symbol.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card.</extracomment>
        <translation>これがめくった駅カード、丸です。次の区間は、このシンボルがある駅で終わらなければなりません。</translation>
    </message>
    <message>
        <source>Your blue line starts at the blue departure station. The lit station beside it shows a circle: click it to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>青の路線は青の出発駅から始まります。となりで光っている駅は丸です。クリックして最初の区間を引きましょう。</translation>
    </message>
    <message>
        <source>Not yet: click the lit circle station to draw your first section.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>まだです。光っている丸の駅をクリックして、最初の区間を引いてください。</translation>
    </message>
    <message>
        <source>Well drawn! Once you have drawn or passed, press &lt;b&gt;Next card&lt;/b&gt; to flip the next one.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>上手に引けました！引くかパスしたら、&lt;b&gt;次のカード&lt;/b&gt;を押して次のカードをめくりましょう。</translation>
    </message>
    <message>
        <source>A triangle with a red band: a &lt;b&gt;subway card&lt;/b&gt;. The round ends with the fifth subway card; the dots beside the card show how many are still to come.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the subway cards still to come. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>赤い帯のある三角は&lt;b&gt;赤色のカード&lt;/b&gt;です。5枚目の赤色のカードでラウンドが終わります。カードの横の丸印は、あと何枚残っているかを示します。</translation>
    </message>
    <message>
        <source>Your line has two ends now, and every section starts at one of them. Draw the triangle in the ring, from the green station into the centre district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>路線の端は2つになりました。区間はどちらかの端から引き始めます。リングの中の三角を、山手線の駅から中央のエリアへ引きましょう。</translation>
    </message>
    <message>
        <source>A pentagon. Drawing is never required: passing keeps your line ends free for a better card. Press &lt;b&gt;Pass&lt;/b&gt; this time.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>五角形です。区間を引くのは義務ではありません。パスすれば、路線の端をもっと良いカードのために空けておけます。今回は&lt;b&gt;パス&lt;/b&gt;を押しましょう。</translation>
    </message>
    <message>
        <source>This lesson is about passing: press &lt;b&gt;Pass&lt;/b&gt; instead of drawing.</source>
        <extracomment>Next Station tutorial, round 1: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>このレッスンはパスの練習です。引かずに&lt;b&gt;パス&lt;/b&gt;を押してください。</translation>
    </message>
    <message>
        <source>A section follows a dotted guide, one straight stroke to the next station: it never runs through a station. Draw the circle in the ring.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>区間は点線に沿って、次の駅までまっすぐ1本で引きます。駅を通り抜けることはありません。リングの中の丸を引きましょう。</translation>
    </message>
    <message>
        <source>Every district your line visits makes it score more. Draw the triangle in the ring: that green station lies in a new district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>路線は通るエリアが多いほど得点が増えます。リングの中の三角を引きましょう。その山手線の駅は新しいエリアにあります。</translation>
    </message>
    <message>
        <source>Your line grows at either end. Draw the square in the ring, from the departure station.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>路線はどちらの端からでも伸ばせます。リングの中の四角を、出発駅から引きましょう。</translation>
    </message>
    <message>
        <source>A &lt;b&gt;joker&lt;/b&gt;: you choose any symbol, so stations of every symbol are lit. Draw the section in the ring, to the triangle in the edge district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;ジョーカー&lt;/b&gt;です。好きなシンボルを選べるので、どのシンボルの駅も光っています。リングの中の区間を、周縁部のエリアの三角まで引きましょう。</translation>
    </message>
    <message>
        <source>Your blue line is scored in the first box of your score sheet: the districts it visits times its most stations in one district.</source>
        <extracomment>Next Station tutorial, round 1: a lesson&apos;s text in the tutorial bubble. Its ring marks the score sheet&apos;s line box.</extracomment>
        <translation>青の路線の得点は、得点表の最初の欄に入ります。通ったエリアの数 × 1つのエリアにある駅の最大数です。</translation>
    </message>
    <message>
        <source>A new round, a new pencil: each round you draw a new line in another colour, and the deck is shuffled again. Your pink line starts at the pink departure station.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>新しいラウンドには新しい色鉛筆。毎ラウンド別の色で新しい路線を引き、カードもシャッフルし直します。ピンクの路線はピンクの出発駅から始まります。</translation>
    </message>
    <message>
        <source>The card is a pentagon, yet the ringed pentagon is not lit: that section would cross your blue line. Sections never cross a line, the green loop included.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>カードは五角形ですが、リングの中の五角形は光っていません。その区間は青の路線と交差してしまうからです。区間はどの路線とも交差できません。山手線も同じです。</translation>
    </message>
    <message>
        <source>Draw to the other pentagon, the lit one on the green loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>もう一つの五角形、山手線の上で光っている駅へ引きましょう。</translation>
    </message>
    <message>
        <source>Draw to the lit pentagon first.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>まず光っている五角形まで引いてください。</translation>
    </message>
    <message>
        <source>Draw the triangle in the ring, into the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>リングの中の三角を、周縁部のエリアへ引きましょう。</translation>
    </message>
    <message>
        <source>Lines may share stations. Draw the triangle in the ring, to where your blue line meets the green loop: a station where lines meet is an &lt;b&gt;interchange&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>路線どうしは駅を共有できます。リングの中の三角を、青の路線と山手線が出会う駅へ引きましょう。複数の路線が交わる駅が&lt;b&gt;乗換駅&lt;/b&gt;です。</translation>
    </message>
    <message>
        <source>A square, yet the ringed square is not lit: your pink line already visits it. A line never comes back to one of its stations, so it never closes into a loop.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks a station.</extracomment>
        <translation>四角ですが、リングの中の四角は光っていません。ピンクの路線がすでにその駅を通っているからです。路線は同じ駅に戻れないので、輪になることはありません。</translation>
    </message>
    <message>
        <source>Draw the square in the ring, on from your line&apos;s end in the edge district.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>リングの中の四角を、周縁部のエリアにある路線の端から引きましょう。</translation>
    </message>
    <message>
        <source>A joker brings &lt;b&gt;double track&lt;/b&gt;: one section may run on top of a section of another colour, or along the green loop. Draw the section in the ring, along your blue line.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ジョーカーには&lt;b&gt;複線&lt;/b&gt;があります。区間を1つ、別の色の区間の上や山手線に沿って引けます。リングの中の区間を、青の路線に沿って引きましょう。</translation>
    </message>
    <message>
        <source>Your pink and blue lines now meet in this edge district: it earns its &lt;b&gt;tourist stamp&lt;/b&gt;. Press &lt;b&gt;Next card&lt;/b&gt;.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the Next card button. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ピンクと青の路線がこの周縁部のエリアで交わりました。このエリアの&lt;b&gt;観光スタンプ&lt;/b&gt;を獲得です。&lt;b&gt;次のカード&lt;/b&gt;を押しましょう。</translation>
    </message>
    <message>
        <source>The &lt;b&gt;switch&lt;/b&gt;! The card flipped with it gives the symbol, a circle, and this time a section may start at any station of your line. (As the 1st or 2nd card of a round the switch does nothing.)</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble. Its ring marks the flipped card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;分岐&lt;/b&gt;です！一緒にめくったカードがシンボルを決めます。今回は丸です。そして今回は、路線上のどの駅からでも区間を引き始められます。（ラウンドの1枚目か2枚目に出た分岐は効果がありません。）</translation>
    </message>
    <message>
        <source>Start in the middle of your line: draw the circle in the ring, from the interchange. Your line branches and gets one more end.</source>
        <extracomment>Next Station tutorial, round 2: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the section to draw.</extracomment>
        <translation>路線の途中から始めましょう。リングの中の丸を、乗換駅から引きます。路線が枝分かれして、端が1つ増えます。</translation>
    </message>
    <message>
        <source>Use the switch: draw the circle in the ring, from the interchange in the middle of your line.</source>
        <extracomment>Next Station tutorial, round 2: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>分岐を使いましょう。リングの中の丸を、路線の途中にある乗換駅から引いてください。</translation>
    </message>
    <message>
        <source>Now your score sheet. &lt;b&gt;Interchanges&lt;/b&gt;: each station where 3 lines meet scores 5 points, 4 lines 15, 5 lines 30. The green loop counts as a line.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the interchanges. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ここで得点表を見てみましょう。&lt;b&gt;乗換駅&lt;/b&gt;：3本の路線が交わる駅は5点、4本なら15点、5本なら30点です。山手線も1本の路線として数えます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tourist stamps&lt;/b&gt;: an edge district with an interchange (two lines or more) scores 5 points, a corner district 10.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the stamps. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;観光スタンプ&lt;/b&gt;：乗換駅（2本以上の路線が交わる駅）がある周縁部のエリアは5点、角のエリアは10点です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Missed green&lt;/b&gt;: every green station that none of your lines reaches costs 3 points at the end.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the missed green. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;接続していない山手線の駅&lt;/b&gt;：どの路線も届いていない山手線の駅は、最後に1つにつき3点のマイナスです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Objectives&lt;/b&gt; score only with the option Shared objectives, which this game leaves out.</source>
        <extracomment>Next Station tutorial, score sheet: a lesson&apos;s text in the tutorial bubble. Its ring marks the objectives. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;目標&lt;/b&gt;は「共通目標」オプションを使うときだけ得点になります。このゲームでは使いません。</translation>
    </message>
    <message>
        <source>Round 3, with the purple pencil: now it is your game. Draw or pass on each card as you like until the round ends.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the pencil (this round&apos;s colour).</extracomment>
        <translation>ラウンド3、紫の色鉛筆です。ここからは自由にプレイしましょう。ラウンドが終わるまで、カードごとに好きなように引くかパスしてください。</translation>
    </message>
    <message>
        <source>Click a lit station to draw, or pass; then press &lt;b&gt;Next card&lt;/b&gt;. Watch for the switch in this round!</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>光っている駅をクリックして引くか、パスします。そのあと&lt;b&gt;次のカード&lt;/b&gt;を押します。このラウンドでは分岐に注目！</translation>
    </message>
    <message>
        <source>The last round: the brown line starts at the brown departure station. Try to reach the green stations still missing, and to make interchanges of three lines or more.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the departure station.</extracomment>
        <translation>最後のラウンドです。茶色の路線は茶色の出発駅から始まります。まだ届いていない山手線の駅をつなぎ、3本以上の路線が交わる乗換駅を作ってみましょう。</translation>
    </message>
    <message>
        <source>Play the last round as you like.</source>
        <extracomment>Next Station tutorial, rounds 3-4: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>最後のラウンドを自由にプレイしましょう。</translation>
    </message>
    <message>
        <source>The game is over. The final table adds up your four lines, the interchanges and the tourist stamps, less the missed green stations.</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>ゲーム終了です。最終得点表では、4本の路線、乗換駅、観光スタンプの得点を合計し、接続していない山手線の駅の分を引きます。</translation>
    </message>
    <message>
        <source>Alone, you play against the rating table: your title says how well you did. Now you know every rule of the base game!</source>
        <extracomment>Next Station tutorial, final table: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>ソロでは評価表と勝負します。称号があなたの腕前を示します。これで基本ゲームのルールはすべて覚えました！</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Your records were damaged: they are kept aside as “%1”, and new ones were made from your saved games.</source>
        <extracomment>%1 the path of the damaged file, kept beside the new one</extracomment>
        <translation>記録が壊れていました。元のファイルは「%1」として残し、保存したゲームから記録を作り直しました。</translation>
    </message>
    <message>
        <source>Your records are in use by another copy of Tabibito and cannot be read or added to just now; your saved games are safe.</source>
        <extracomment>on the Records screen and after a game, when another running copy of the app holds the records database</extracomment>
        <translation>記録は別に起動している Tabibito が使用中のため、今は読むことも追加することもできません。保存したゲームは無事です。</translation>
    </message>
    <message>
        <source>There is already a player called %1: choose another name.</source>
        <extracomment>%1 the name asked for</extracomment>
        <translation>%1という名前のプレイヤーはすでにいます。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>That player is no longer in the records.</source>
        <extracomment>when a player renamed or opened on the Records screen was removed meanwhile</extracomment>
        <translation>そのプレイヤーはもう記録にありません。</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <extracomment>the title of the Records screen&apos;s rename box</extracomment>
        <translation>プレイヤー名の変更</translation>
    </message>
    <message>
        <source>A new name for %1:</source>
        <extracomment>the rename box&apos;s label: %1 the player&apos;s present name</extracomment>
        <translation>%1の新しい名前：</translation>
    </message>
    <message>
        <source>%1 is now called %2; their games are kept.</source>
        <extracomment>%1 the old name, %2 the new name</extracomment>
        <translation>%1は%2という名前になりました。ゲームの記録はそのまま残ります。</translation>
    </message>
    <message>
        <source>Export the history</source>
        <extracomment>the title of the file dialog of the Records screen&apos;s Export CSV…</extracomment>
        <translation>履歴を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>that dialog&apos;s filter: keep the pattern in brackets as it is</extracomment>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>履歴を「%1」に書き出せませんでした。</translation>
    </message>
    <message>
        <source>The history was written to “%1”.</source>
        <extracomment>%1 the file name chosen for the exported history</extracomment>
        <translation>履歴を「%1」に書き出しました。</translation>
    </message>
    <message>
        <source>Against the easy computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against easy computer players</extracomment>
        <translation>対コンピューター（易しい）</translation>
    </message>
    <message>
        <source>Against the normal computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against normal computer players</extracomment>
        <translation>対コンピューター（普通）</translation>
    </message>
    <message>
        <source>Against the hard computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against hard computer players</extracomment>
        <translation>対コンピューター（難しい）</translation>
    </message>
    <message>
        <source>Against the expert computer</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against expert computer players</extracomment>
        <translation>対コンピューター（エキスパート）</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>a time spent playing: %1 minutes</extracomment>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>a time spent playing: %1 hours, %2 minutes (two digits)</extracomment>
        <translation>%1時間%2分</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <extracomment>a cell of the records: %1 games won, %2 games played</extracomment>
        <translation>%2 戦 %1 勝</translation>
    </message>
    <message>
        <source>Against people</source>
        <extracomment>the Records screen: a row of a player&apos;s wins, games against human players only</extracomment>
        <translation>対人</translation>
    </message>
</context>
<context>
    <name>RecordsCharts</name>
    <message>
        <source>Scores over time</source>
        <extracomment>the Records screen: the title of the chart of a player&apos;s scores game by game</extracomment>
        <translation>得点の推移</translation>
    </message>
    <message>
        <source>Scores over time: the latest %1 games</source>
        <extracomment>a chart&apos;s title: %1 how many games it shows</extracomment>
        <translation>得点の推移：直近%1ゲーム</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>that chart&apos;s legend: the line of scores</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>Win</source>
        <extracomment>that chart&apos;s legend: the marks of games won</extracomment>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Mean of the last five</source>
        <extracomment>that chart&apos;s legend: the moving mean over the last five games</extracomment>
        <translation>直近5回の平均</translation>
    </message>
    <message>
        <source>Latest score by category</source>
        <extracomment>the Records screen: the title of the chart of the latest game&apos;s score by category</extracomment>
        <translation>前回の得点の内訳</translation>
    </message>
    <message>
        <source>Latest game</source>
        <extracomment>that chart&apos;s legend: the bars of the latest game</extracomment>
        <translation>前回のゲーム</translation>
    </message>
    <message>
        <source>Your average</source>
        <extracomment>that chart&apos;s legend: the bars of the player&apos;s average per category</extracomment>
        <translation>あなたの平均</translation>
    </message>
    <message>
        <source>Win rate by opponent</source>
        <extracomment>the Records screen: the title of the chart of wins against people and each computer level</extracomment>
        <translation>相手別の勝率</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <extracomment>that chart&apos;s legend: the share of games won, in per cent</extracomment>
        <translation>勝率 (%)</translation>
    </message>
    <message>
        <source>Solo rating over time</source>
        <extracomment>the Records screen (Next Station): the title of the chart of solo ratings game by game</extracomment>
        <translation>ソロ評価の推移</translation>
    </message>
</context>
<context>
    <name>RecordsScreen</name>
    <message>
        <source>Everyone</source>
        <extracomment>the Records screen: the first entry of the player filter, the table of everyone who played</extracomment>
        <translation>全員</translation>
    </message>
    <message>
        <source>All games</source>
        <extracomment>the Records screen: the first entry of the game filter</extracomment>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>No games recorded yet.</source>
        <extracomment>the Records screen before any game has been finished</extracomment>
        <translation>まだ記録されたゲームはありません。</translation>
    </message>
    <message>
        <source>Records</source>
        <extracomment>the heading of the Records screen (reached from the home screen)</extracomment>
        <translation>記録</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the Records screen&apos;s button back to the home screen</extracomment>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <extracomment>the Records screen: the label of the player filter (&amp; marks the shortcut letter)</extracomment>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>the Records screen: the label of the game filter (&amp; marks the shortcut letter)</extracomment>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>the Records screen&apos;s button that writes the history to a CSV file</extracomment>
        <translation>CSV に書き出す…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <extracomment>the Records screen&apos;s button that renames the chosen player</extracomment>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <source>Give this player another name; their games stay theirs.</source>
        <extracomment>the tooltip of the Records screen&apos;s Rename button</extracomment>
        <translation>このプレイヤーの名前を変えます。ゲームの記録はそのままです。</translation>
    </message>
    <message>
        <source>Recent games</source>
        <extracomment>the Records screen: the heading of the list of recent games</extracomment>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>the Records screen, recent games: the column of dates</extracomment>
        <translation>日時</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the Records screen, recent games: the column of game titles</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <extracomment>the Records screen, recent games: the column listing each player with their score</extracomment>
        <translation>プレイヤーと得点</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>the Records screen, recent games: the column of how long each game took</extracomment>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Open the game</source>
        <extracomment>the Records screen&apos;s button that opens the chosen game on its final scores</extracomment>
        <translation>ゲームを開く</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>This is a replay: step through it with the arrows.</source>
        <extracomment>the status line when a click on the board of a replay asks for a move</extracomment>
        <translation>これはリプレイです。矢印で一手ずつ進めたり戻したりできます。</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <extracomment>the replay bar&apos;s line before the first move</extracomment>
        <translation>ゲーム開始時</translation>
    </message>
    <message>
        <source>%1 decided</source>
        <extracomment>the replay bar&apos;s line for a move the log has no words for: %1 the player</extracomment>
        <translation>%1が選びました</translation>
    </message>
    <message>
        <source>Back to the scores</source>
        <extracomment>the replay bar&apos;s button that leaves the replay for the final scores</extracomment>
        <translation>得点表に戻る</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s start; Home is its key</extracomment>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move back; ← is its key</extracomment>
        <translation>一手戻る（←）</translation>
    </message>
    <message>
        <source>One move on (→)</source>
        <extracomment>the tooltip of the replay bar&apos;s button one move on; → is its key</extracomment>
        <translation>一手進む（→）</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <extracomment>the tooltip of the replay bar&apos;s button to the game&apos;s end; End is its key</extracomment>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <source>Play or pause (P)</source>
        <extracomment>the replay bar&apos;s button that plays the moves one after another, or pauses (P)</extracomment>
        <translation>再生／一時停止（P）</translation>
    </message>
    <message>
        <source>Speed</source>
        <extracomment>the replay bar&apos;s button that changes how fast the moves follow each other</extracomment>
        <translation>速度</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <extracomment>the replay bar: %1 the move shown (0 before the first), %2 the number of moves</extracomment>
        <translation>%1手目 / 全%2手</translation>
    </message>
</context>
<context>
    <name>ResumeCard</name>
    <message>
        <source>Your game is waiting</source>
        <extracomment>the home screen&apos;s card of the game left a moment ago (still open in this window)</extracomment>
        <translation>続きのゲームがあります</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <source>Continue last game</source>
        <extracomment>the home screen&apos;s card of the newest unfinished game (from its autosave)</extracomment>
        <translation>前回のゲームを続ける</translation>
    </message>
    <message>
        <source>Continue</source>
        <extracomment>that card&apos;s button</extracomment>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>ResumeList</name>
    <message>
        <source>%1 · saved %2</source>
        <extracomment>below a game to continue: %1 how far it is (such as &quot;Round 3 of 13&quot;), %2 when it was saved (a short date and time)</extracomment>
        <translation>%1 · %2に保存</translation>
    </message>
    <message>
        <source>saved %1</source>
        <extracomment>below a game to continue: %1 when it was saved (a short date and time)</extracomment>
        <translation>%1に保存</translation>
    </message>
    <message>
        <source>More unfinished games (%1)</source>
        <extracomment>a button that opens a menu: %1 how many more unfinished games there are</extracomment>
        <translation>ほかの途中のゲーム（%1）</translation>
    </message>
    <message>
        <source>Nothing is lost: unfinished games stay on the home screen, where you can continue them whenever you like.</source>
        <extracomment>the question before another game replaces the game on screen, which stays resumable</extracomment>
        <translation>何も失われません。途中のゲームはホーム画面に残り、いつでも続きから遊べます。</translation>
    </message>
    <message>
        <source>To make room, the oldest unfinished game is deleted: %1.</source>
        <extracomment>%1 the deleted game, or a list of them, each as &quot;Tokaido with Aiko and Ben&quot;</extracomment>
        <translation>空きを作るため、いちばん古い途中のゲームが削除されます：%1。</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>F1: the rules about this</source>
        <extracomment>the last line of a hover card on the board: F1 opens the rules at what the card shows</extracomment>
        <translation>F1：このルールを見る</translation>
    </message>
    <message>
        <source>This part of the rules is not available yet.</source>
        <extracomment>the rules window when a link leads to a part that is missing from the installation</extracomment>
        <translation>ルールのこの部分はまだありません。</translation>
    </message>
    <message>
        <source>This part of the rules could not be shown: its file (%1) is damaged near line %2.</source>
        <extracomment>%1 the file name of the rules page, %2 a line number in it</extracomment>
        <translation>ルールのこの部分を表示できません。ファイル（%1）の%2行目付近が壊れています。</translation>
    </message>
    <message>
        <source>This text is not translated into your language yet, so it is shown in English.</source>
        <extracomment>a note at the top of the rules window when a page is shown in English</extracomment>
        <translation>この文章はまだ翻訳されていないため、英語で表示しています。</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>the rules window&apos;s title when no game is chosen
----------
the rules window&apos;s tab of the full rules</extracomment>
        <translation>ルール</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <extracomment>the rules window&apos;s title: %1 the game&apos;s title</extracomment>
        <translation>%1 — ルール</translation>
    </message>
    <message>
        <source>Quick reference</source>
        <extracomment>the rules window&apos;s tab of the one-page summary</extracomment>
        <translation>早見表</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>戻る（Alt+←）</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>進む（Alt+→）</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+−)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>文字を小さく（Ctrl+−）</translation>
    </message>
    <message>
        <source>Larger text (Ctrl++)</source>
        <extracomment>the tooltip of a button of the rules window, with its shortcut</extracomment>
        <translation>文字を大きく（Ctrl++）</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>the screen reader&apos;s name of the rules window&apos;s list of sections beside the text</extracomment>
        <translation>目次</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final scores</source>
        <extracomment>the heading of the score sheet at the end of a game</extracomment>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <extracomment>the heading of the score sheet opened during a game (the scores as they stand)</extracomment>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <extracomment>the score sheet&apos;s button that closes it to show the board</extracomment>
        <translation>ボードを見る</translation>
    </message>
    <message>
        <source>Home</source>
        <extracomment>the score sheet&apos;s button back to the home screen</extracomment>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>the score sheet&apos;s button that starts a new game with the same players and options</extracomment>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <extracomment>the score sheet&apos;s button that replays the finished game move by move</extracomment>
        <translation>ゲームを振り返る</translation>
    </message>
    <message>
        <source>The scores are counted at the end of the game.</source>
        <extracomment>the score sheet during a game whose scores stay hidden until the end (Let&apos;s Go)</extracomment>
        <translation>得点はゲーム終了時に計算されます。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in “Hints used”: %1 their name, %2 how many hints they asked for</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Hints used: %1</source>
        <extracomment>a line under the final scores: %1 the players and their hint counts, as a list</extracomment>
        <translation>使ったヒント：%1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winner&apos;s name</extracomment>
        <translation>%1の勝利！</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <extracomment>the result on the final scores&apos; ribbon: %1 the winners&apos; names, as a list</extracomment>
        <translation>同点で勝利：%1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>How “%1” is scored: click for the rule</source>
        <extracomment>the tooltip of a score category&apos;s row head: %1 the category&apos;s name</extracomment>
        <translation>「%1」の得点方法：クリックでルールを表示</translation>
    </message>
</context>
<context>
    <name>SeatLook</name>
    <message>
        <source>Click to go back to your own board</source>
        <extracomment>tooltip of the row of the player whose board is being looked at</extracomment>
        <translation>クリックで自分の盤面に戻ります</translation>
    </message>
    <message>
        <source>Click to look at %1&apos;s board</source>
        <extracomment>tooltip of another player&apos;s row in the list of scores: %1 that player</extracomment>
        <translation>クリックで%1の盤面を表示します</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <extracomment>a choice of the Animations setting: no animations (and no pauses between computer moves)</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>a choice of the Animations setting (the default)</extracomment>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>a choice of the Animations setting</extracomment>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>the Settings dialog&apos;s window title
----------
the Settings dialog&apos;s heading</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>the Settings dialog: the label of the language choice</extracomment>
        <translation>言語</translation>
    </message>
    <message>
        <source>Animations</source>
        <extracomment>the Settings dialog: the label of the animation speed (Off, Fast, Normal, Slow)</extracomment>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Sound</source>
        <extracomment>the Settings dialog: the label of the sound row (with the mute box)</extracomment>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <extracomment>the Settings dialog: the box that silences every sound; M is the key that does it during a game</extracomment>
        <translation>ミュート（M）</translation>
    </message>
    <message>
        <source>Volume</source>
        <extracomment>the Settings dialog: the slider of the overall volume</extracomment>
        <translation>音量</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <extracomment>the Settings dialog: the slider of the table&apos;s effects (cards, coins, pencil …)</extracomment>
        <translation>効果音</translation>
    </message>
    <message>
        <source>Music</source>
        <extracomment>the Settings dialog: the slider of the music</extracomment>
        <translation>音楽</translation>
    </message>
    <message>
        <source>Animations also set how long the computer players pause between their moves.</source>
        <extracomment>the Settings dialog: a note under the animation speed</extracomment>
        <translation>アニメーションの設定は、コンピューターが次の手を打つまでの待ち時間にも反映されます。</translation>
    </message>
</context>
<context>
    <name>Tokaido</name>
    <message>
        <source>Click to stop here.</source>
        <extracomment>in the label beside a stop of the road that the moving traveller may choose now</extracomment>
        <translation>クリックすると、ここに止まります。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a traveller&apos;s points or coins in a tooltip: %1 the name, %2 &quot;12 points&quot; or &quot;3 coins&quot;
----------
the hero&apos;s title while another player decides: %1 the player, %2 the decision (&quot;Village market&quot;)
----------
One line of a score breakdown: %1 the score category, %2 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Only with the Friendship amulet: choose it in the panel to stop here.</source>
        <translation>友情のお守りを使うときだけ止まれます。パネルで選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Souvenir sets (one card of each family at most), in a tooltip: &quot;Souvenirs: 2 sets, …&quot;</extracomment>
        <translation>
            <numerusform>%nセット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n souvenir(s)</source>
        <extracomment>a count under a player&apos;s souvenirs or in a score detail</extracomment>
        <translation>
            <numerusform>土産%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s)</source>
        <translation>
            <numerusform>食事%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring card(s)</source>
        <translation>
            <numerusform>温泉カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n encounter(s)</source>
        <translation>
            <numerusform>出会いカード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) given</source>
        <extracomment>Coins this traveller gave to the temples, in a tooltip: &quot;Temples: 4 coins given, …&quot;</extracomment>
        <translation>
            <numerusform>%n金を寄付</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n achievement card(s)</source>
        <translation>
            <numerusform>実績カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cherry tree(s)</source>
        <translation>
            <numerusform>桜カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s)</source>
        <translation>
            <numerusform>湯屋カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neutral traveller ahead, %n coin(s)</source>
        <extracomment>score detail of the temple ranking in a 2-player game, under a traveller whom the neutral traveller outgave: %n the neutral traveller&apos;s coins on the temples</extracomment>
        <translation>
            <numerusform>中立の旅人が上位（%n枚）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s)</source>
        <translation>
            <numerusform>伝説の品%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy card(s)</source>
        <translation>
            <numerusform>書カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s)</source>
        <translation>
            <numerusform>お守り%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden amulet(s)</source>
        <extracomment>Another player&apos;s amulets: only their number is known.</extracomment>
        <translation>
            <numerusform>伏せたお守り%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them bought this turn</source>
        <extracomment>Of another player&apos;s hidden amulets, how many were bought this turn.</extracomment>
        <translation>
            <numerusform>うち%n個はこの手番に購入</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <extracomment>A group of a traveller&apos;s tableau in its tooltip: %1 the score category (&quot;Souvenirs&quot;), %2 what it holds (&quot;2 sets&quot;), %3 its points (&quot;12 points&quot;).</extracomment>
        <translation>%1：%2、%3</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <extracomment>The heading of a traveller&apos;s score breakdown: %1 is &quot;23 points&quot;.</extracomment>
        <translation>合計：%1</translation>
    </message>
    <message>
        <source>Choosing a traveller…</source>
        <translation>旅人を選んでいます…</translation>
    </message>
    <message>
        <source>Click to see %1&apos;s whole journey</source>
        <extracomment>tooltip of a traveller&apos;s one-row card in a short side column: %1 the player</extracomment>
        <translation>クリックで%1の旅の全体を表示</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <extracomment>A computer player deciding now; a short tag beside its traveller (about 12 characters).</extracomment>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Deciding</source>
        <extracomment>The player deciding now; a short tag beside the traveller (about 12 characters).</extracomment>
        <translation>選択中</translation>
    </message>
    <message>
        <source>Winner</source>
        <extracomment>The end of the game: the player with the most points (ties: several); a short tag.</extracomment>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Moves the neutral</source>
        <extracomment>Two players: the leading player moves the neutral traveller; a short tag.</extracomment>
        <translation>中立の旅人を移動</translation>
    </message>
    <message>
        <source>%1: %2 of %3 parts</source>
        <extracomment>%1 a panorama (&quot;Sea panorama&quot;), %2 the parts taken, %3 the parts it has (3, 4 or 5).</extracomment>
        <translation>%1：%3枚中%2枚</translation>
    </message>
    <message>
        <source>Achievement card: %1 (%2)</source>
        <extracomment>%1 an achievement card&apos;s name, %2 its points (&quot;3 points&quot;).</extracomment>
        <translation>実績カード：%1（%2）</translation>
    </message>
    <message>
        <source>Set %1: %2</source>
        <extracomment>One souvenir set in a tooltip: %1 its number (1, 2, …), %2 its families, listed.</extracomment>
        <translation>セット%1：%2</translation>
    </message>
    <message>
        <source>Bought this turn: usable from the next turn on.</source>
        <translation>この手番に購入：次の手番から使えます。</translation>
    </message>
    <message>
        <source>Scored at the end of the journey.</source>
        <translation>旅の終わりに得点になります。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>A card in a tooltip: %1 its name, %2 what it does.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <translation>東海道</translation>
    </message>
    <message>
        <source>Walk the East Sea Road from Kyoto to Edo, collecting the sights on the way.</source>
        <translation>京都から江戸まで東海道を歩き、道中の名所をめぐりましょう。</translation>
    </message>
    <message>
        <source>Neutral traveller</source>
        <extracomment>the traveller that nobody plays in a two-player game, named like a player in the log</extracomment>
        <translation>中立の旅人</translation>
    </message>
    <message>
        <source>Village</source>
        <extracomment>a kind of stop on the road, used as a label and inserted into &quot;%1 stops at: %2&quot;</extracomment>
        <translation>村</translation>
    </message>
    <message>
        <source>Temple</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>寺院</translation>
    </message>
    <message>
        <source>Encounter</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>出会い</translation>
    </message>
    <message>
        <source>Rice paddy panorama</source>
        <extracomment>an achievement card, for the first traveller to complete the rice paddy panorama
----------
a kind of stop on the road (a panorama of rice paddies), used like &quot;Village&quot;
----------
a panorama type, inserted into sentences: &quot;part 2 of the %2&quot;, &quot;the first to complete the %2&quot;; it names the whole panorama (of rice paddies)</extracomment>
        <translation>水田の景観</translation>
    </message>
    <message>
        <source>Mountain panorama</source>
        <extracomment>an achievement card, for the first to complete the mountain panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>山の景観</translation>
    </message>
    <message>
        <source>Sea panorama</source>
        <extracomment>an achievement card, for the first to complete the sea panorama
----------
a kind of stop on the road, used like &quot;Village&quot;
----------
a panorama type, inserted like &quot;Rice paddy panorama&quot;</extracomment>
        <translation>海の景観</translation>
    </message>
    <message>
        <source>Hot spring</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>温泉</translation>
    </message>
    <message>
        <source>Farm</source>
        <extracomment>a kind of stop on the road, used like &quot;Village&quot;</extracomment>
        <translation>農場</translation>
    </message>
    <message>
        <source>Inn</source>
        <extracomment>a kind of stop on the road (where every traveller must stop and may eat), like &quot;Village&quot;</extracomment>
        <translation>宿場</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <extracomment>the inn at one end of the road (the start, or the end on the Return trip)</extracomment>
        <translation>京都</translation>
    </message>
    <message>
        <source>First inn</source>
        <extracomment>the first of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>1つ目の宿場</translation>
    </message>
    <message>
        <source>Second inn</source>
        <extracomment>the second of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>2つ目の宿場</translation>
    </message>
    <message>
        <source>Third inn</source>
        <extracomment>the third of the three inns on the way (counted from Kyoto)</extracomment>
        <translation>3つ目の宿場</translation>
    </message>
    <message>
        <source>Edo</source>
        <extracomment>the inn at the other end of the road (the end, or the start on the Return trip)</extracomment>
        <translation>江戸</translation>
    </message>
    <message>
        <source>Look at 3 souvenirs and buy any of them you can pay for.</source>
        <translation>土産カードを3枚見て、払える範囲で好きなだけ購入できます。</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple: 1 point each.</source>
        <translation>寺院に1〜3金を寄付します：1金につき1点。</translation>
    </message>
    <message>
        <source>Draw an encounter card and keep it.</source>
        <translation>出会いカードを1枚引いて、手元に置きます。</translation>
    </message>
    <message>
        <source>Take the next part of your rice paddy panorama: its number in points.</source>
        <translation>水田の景観の次の1枚を取ります。その番号が得点になります。</translation>
    </message>
    <message>
        <source>Take the next part of your mountain panorama: its number in points.</source>
        <translation>山の景観の次の1枚を取ります。その番号が得点になります。</translation>
    </message>
    <message>
        <source>Take the next part of your sea panorama: its number in points.</source>
        <translation>海の景観の次の1枚を取ります。その番号が得点になります。</translation>
    </message>
    <message>
        <source>Draw a hot spring card: 2 or 3 points.</source>
        <translation>温泉カードを1枚引きます：2点または3点。</translation>
    </message>
    <message>
        <source>Take 3 coins from the bank.</source>
        <translation>銀行から3金を受け取ります。</translation>
    </message>
    <message>
        <source>Every traveller stops here and may buy one meal not eaten before: 6 points.</source>
        <translation>すべての旅人がここで止まり、まだ食べていない食事を1つ購入できます：6点。</translation>
    </message>
    <message>
        <source>Crossroads: take a cherry tree instead: %1 and %2.</source>
        <extracomment>%1 the points of a cherry tree (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>四ツ辻：代わりに桜カードを1枚取れます：%1と%2。</translation>
    </message>
    <message>
        <source>Crossroads: buy one legendary object instead.</source>
        <translation>四ツ辻：代わりに伝説の品を1つ購入できます。</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 to the bank for an amulet of your choice instead.</source>
        <extracomment>%1 the price of an amulet (&quot;1 coin&quot;)</extracomment>
        <translation>四ツ辻：代わりに銀行に%1を払い、好きなお守りを1つ得られます。</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a calligraphy of your choice instead.</source>
        <extracomment>%1 the price of a calligraphy (&quot;1 coin&quot;)</extracomment>
        <translation>四ツ辻：代わりに%1を払い、好きな書カードを1枚得られます。</translation>
    </message>
    <message>
        <source>Crossroads: pay %1 for a bath house instead: %2.</source>
        <extracomment>%1 the price of a bath house (&quot;1 coin&quot;), %2 its points (&quot;4 points&quot;)</extracomment>
        <translation>四ツ辻：代わりに%1を払って湯屋カードを得られます：%2。</translation>
    </message>
    <message>
        <source>Crossroads: bet %1 in the gaming room and roll the fortune die instead.</source>
        <extracomment>%1 the stake of the gaming room (&quot;2 coins&quot;)</extracomment>
        <translation>四ツ辻：代わりに賭場で%1を賭け、運試しのサイコロを振れます。</translation>
    </message>
    <message>
        <source>Crossroads offers nothing else at an inn.</source>
        <translation>宿場では、四ツ辻による別の選択肢はありません。</translation>
    </message>
    <message>
        <source>Hiroshige</source>
        <extracomment>a traveller&apos;s name (official English edition), inserted into &quot;%1 chooses %2.&quot;</extracomment>
        <translation>広重</translation>
    </message>
    <message>
        <source>Chuubei</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>忠兵衛</translation>
    </message>
    <message>
        <source>Kinko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>キンコ</translation>
    </message>
    <message>
        <source>Yoshiyasu</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>吉保</translation>
    </message>
    <message>
        <source>Satsuki</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>サツキ</translation>
    </message>
    <message>
        <source>Mitsukuni</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>光圀</translation>
    </message>
    <message>
        <source>Sasayakko</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>笹奴</translation>
    </message>
    <message>
        <source>Hirotada</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>ヒロタダ</translation>
    </message>
    <message>
        <source>Umegae</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>梅枝</translation>
    </message>
    <message>
        <source>Zen-emon</source>
        <extracomment>a traveller&apos;s name, like &quot;Hiroshige&quot;</extracomment>
        <translation>善右衛門</translation>
    </message>
    <message>
        <source>Jirocho</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>次郎長</translation>
    </message>
    <message>
        <source>Daigoro</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>大五郎</translation>
    </message>
    <message>
        <source>Nampo</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>南畝</translation>
    </message>
    <message>
        <source>Gotozaemon</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>ゴトウザエモン</translation>
    </message>
    <message>
        <source>Miyataka</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>ミヤタカ</translation>
    </message>
    <message>
        <source>Kita</source>
        <extracomment>a traveller&apos;s name (Crossroads), like &quot;Hiroshige&quot;</extracomment>
        <translation>キタ</translation>
    </message>
    <message>
        <source>the artist</source>
        <extracomment>what the traveller is, shown under the name on the tile: &quot;Hiroshige, the artist&quot;</extracomment>
        <translation>絵師</translation>
    </message>
    <message>
        <source>the messenger</source>
        <extracomment>what the traveller is (Chuubei), like &quot;the artist&quot;</extracomment>
        <translation>飛脚</translation>
    </message>
    <message>
        <source>the ronin</source>
        <extracomment>what the traveller is (Kinko), like &quot;the artist&quot;</extracomment>
        <translation>浪人</translation>
    </message>
    <message>
        <source>the functionary</source>
        <extracomment>what the traveller is (Yoshiyasu), like &quot;the artist&quot;</extracomment>
        <translation>役人</translation>
    </message>
    <message>
        <source>the orphan</source>
        <extracomment>what the traveller is (Satsuki), like &quot;the artist&quot;</extracomment>
        <translation>孤児</translation>
    </message>
    <message>
        <source>the old man</source>
        <extracomment>what the traveller is (Mitsukuni), like &quot;the artist&quot;</extracomment>
        <translation>老人</translation>
    </message>
    <message>
        <source>the geisha</source>
        <extracomment>what the traveller is (Sasayakko), like &quot;the artist&quot;</extracomment>
        <translation>芸者</translation>
    </message>
    <message>
        <source>the priest</source>
        <extracomment>what the traveller is (Hirotada), like &quot;the artist&quot;</extracomment>
        <translation>僧侶</translation>
    </message>
    <message>
        <source>the street entertainer</source>
        <extracomment>what the traveller is (Umegae), like &quot;the artist&quot;</extracomment>
        <translation>大道芸人</translation>
    </message>
    <message>
        <source>the merchant</source>
        <extracomment>what the traveller is (Zen-emon), like &quot;the artist&quot;</extracomment>
        <translation>商人</translation>
    </message>
    <message>
        <source>the yakuza</source>
        <extracomment>what the traveller is (Jirocho), like &quot;the artist&quot;</extracomment>
        <translation>博徒</translation>
    </message>
    <message>
        <source>the kid</source>
        <extracomment>what the traveller is (Daigoro), like &quot;the artist&quot;</extracomment>
        <translation>子供</translation>
    </message>
    <message>
        <source>the gourmet</source>
        <extracomment>what the traveller is (Nampo), like &quot;the artist&quot;</extracomment>
        <translation>食通</translation>
    </message>
    <message>
        <source>the souvenir seller</source>
        <extracomment>what the traveller is (Gotozaemon), like &quot;the artist&quot;</extracomment>
        <translation>土産売り</translation>
    </message>
    <message>
        <source>the superstitious woman</source>
        <extracomment>what the traveller is (Miyataka), like &quot;the artist&quot;</extracomment>
        <translation>迷信深い女</translation>
    </message>
    <message>
        <source>the old woman</source>
        <extracomment>what the traveller is (Kita), like &quot;the artist&quot;</extracomment>
        <translation>老婆</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: the next part of a panorama of his choice.</source>
        <translation>途中の3つの宿場で、食事の前に好きな景観の次の1枚を得ます。</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: an encounter card.</source>
        <translation>途中の3つの宿場で、食事の前に出会いカードを1枚得ます。</translation>
    </message>
    <message>
        <source>Every meal costs him 1 coin less, so 1-coin meals are free.</source>
        <translation>食事の値段がすべて1金安くなります（1金の食事は無料）。</translation>
    </message>
    <message>
        <source>At an encounter stop he draws two cards and keeps the one he likes.</source>
        <translation>出会いのマスでは2枚引き、好きな1枚を残します。</translation>
    </message>
    <message>
        <source>At each inn the top meal of the deck is hers for free. She may turn it down and buy a meal as usual.</source>
        <translation>各宿場で、食事の山札の一番上のカードを無料で食べられます。断って、通常どおり食事を購入することもできます。</translation>
    </message>
    <message>
        <source>1 more point for each hot spring card, bath house and achievement card.</source>
        <translation>温泉カード、湯屋カード、実績カード1枚につき、さらに1点を得ます。</translation>
    </message>
    <message>
        <source>When she buys two souvenirs or more in a village, the cheapest is free: its coins come back as she leaves.</source>
        <translation>村で土産を2枚以上買うと、最も安い1枚が無料になります（その代金は村を出るときに戻ります）。</translation>
    </message>
    <message>
        <source>At each temple the bank adds 1 coin to his gift: 1 more point.</source>
        <translation>寺院に寄付するたびに、銀行から1金が追加で寄付されます：さらに1点。</translation>
    </message>
    <message>
        <source>1 point and 1 coin at each encounter, before the card, and when she buys a calligraphy.</source>
        <translation>出会いのたびに、カードを引く前に1点と1金を得ます。書カードを購入したときも同様です。</translation>
    </message>
    <message>
        <source>In each village, one souvenir costs him only 1 coin.</source>
        <translation>各村で、土産1枚をわずか1金で購入できます。</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal, he may bet 1 coin on the fortune die.</source>
        <translation>途中の3つの宿場で、食事の前に1金を賭けて運試しのサイコロを振れます。</translation>
    </message>
    <message>
        <source>At each of the three inns on the way, before the meal: a souvenir from the deck, free.</source>
        <translation>途中の3つの宿場で、食事の前に山札から土産を1枚無料で得ます。</translation>
    </message>
    <message>
        <source>Each meal he eats scores its price again, in points.</source>
        <translation>食事をするたびに、その値段と同じ点数を追加で得ます。</translation>
    </message>
    <message>
        <source>1 coin each time he stops at a panorama.</source>
        <translation>景観のマスに止まるたびに1金を得ます。</translation>
    </message>
    <message>
        <source>At a temple she may both give coins and buy an amulet.</source>
        <translation>寺院では、寄付とお守りの購入の両方を行えます。</translation>
    </message>
    <message>
        <source>At an encounter stop she may both draw an encounter and buy a calligraphy.</source>
        <translation>出会いのマスでは、出会いカードを引くことと書カードの購入の両方を行えます。</translation>
    </message>
    <message>
        <source>Here: %1</source>
        <extracomment>in the label beside a stop: %1 the travellers standing there (&quot;Yuki and Aiko&quot;)</extracomment>
        <translation>ここにいる旅人：%1</translation>
    </message>
    <message>
        <source>Koma</source>
        <extracomment>a souvenir card&apos;s name (a Japanese word kept as a name), inserted into &quot;%1 buys %2&quot;</extracomment>
        <translation>独楽</translation>
    </message>
    <message>
        <source>Gofu</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>護符</translation>
    </message>
    <message>
        <source>Yunomi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>湯呑み</translation>
    </message>
    <message>
        <source>Uchiwa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>うちわ</translation>
    </message>
    <message>
        <source>Hashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>箸</translation>
    </message>
    <message>
        <source>Washi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>和紙</translation>
    </message>
    <message>
        <source>Manju</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>まんじゅう</translation>
    </message>
    <message>
        <source>Kamaboko</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>かまぼこ</translation>
    </message>
    <message>
        <source>Konpeito</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>金平糖</translation>
    </message>
    <message>
        <source>Ocha</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>お茶</translation>
    </message>
    <message>
        <source>Sake</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>酒</translation>
    </message>
    <message>
        <source>Daifuku</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>大福</translation>
    </message>
    <message>
        <source>Haori</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>羽織</translation>
    </message>
    <message>
        <source>Furoshiki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>風呂敷</translation>
    </message>
    <message>
        <source>Sandogasa</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>三度笠</translation>
    </message>
    <message>
        <source>Kanzashi</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>かんざし</translation>
    </message>
    <message>
        <source>Geta</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>下駄</translation>
    </message>
    <message>
        <source>Yukata</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>浴衣</translation>
    </message>
    <message>
        <source>Netsuke</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>根付</translation>
    </message>
    <message>
        <source>Jubako</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>重箱</translation>
    </message>
    <message>
        <source>Shikki</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>漆器</translation>
    </message>
    <message>
        <source>Shamisen</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>三味線</translation>
    </message>
    <message>
        <source>Sumie</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>墨絵</translation>
    </message>
    <message>
        <source>Ukiyoe</source>
        <extracomment>a souvenir card&apos;s name, like &quot;Koma&quot;</extracomment>
        <translation>浮世絵</translation>
    </message>
    <message>
        <source>Small objects</source>
        <extracomment>a family of souvenirs, used as a label (a set holds one souvenir of each family)</extracomment>
        <translation>小物</translation>
    </message>
    <message>
        <source>Food and drink</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>飲食物</translation>
    </message>
    <message>
        <source>Clothing</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>衣服</translation>
    </message>
    <message>
        <source>Art</source>
        <extracomment>a family of souvenirs, like &quot;Small objects&quot;</extracomment>
        <translation>美術品</translation>
    </message>
    <message>
        <source>Fifth family</source>
        <extracomment>the fifth family Crossroads adds (the legendary objects Buppatsu and Ema)</extracomment>
        <translation>5種類目</translation>
    </message>
    <message>
        <source>Dango</source>
        <extracomment>a dish on a meal card (a Japanese word kept as a name), inserted into &quot;%1 eats %2&quot;</extracomment>
        <translation>団子</translation>
    </message>
    <message>
        <source>Nigirimeshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>握り飯</translation>
    </message>
    <message>
        <source>Misoshiru</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>味噌汁</translation>
    </message>
    <message>
        <source>Tofu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>豆腐</translation>
    </message>
    <message>
        <source>Tempura</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>天ぷら</translation>
    </message>
    <message>
        <source>Sushi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>寿司</translation>
    </message>
    <message>
        <source>Soba</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>そば</translation>
    </message>
    <message>
        <source>Yakitori</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>焼き鳥</translation>
    </message>
    <message>
        <source>Unagi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>うなぎ</translation>
    </message>
    <message>
        <source>Udon</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>うどん</translation>
    </message>
    <message>
        <source>Fugu</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>ふぐ</translation>
    </message>
    <message>
        <source>Tai meshi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>鯛めし</translation>
    </message>
    <message>
        <source>Sashimi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>刺身</translation>
    </message>
    <message>
        <source>Donburi</source>
        <extracomment>a dish on a meal card, like &quot;Dango&quot;</extracomment>
        <translation>丼</translation>
    </message>
    <message>
        <source>Shokunin</source>
        <extracomment>an encounter card (a Japanese word kept as a name: the craftsman), used as a label</extracomment>
        <translation>職人</translation>
    </message>
    <message>
        <source>Annaibito</source>
        <extracomment>an encounter card (the guide), like &quot;Shokunin&quot;</extracomment>
        <translation>案内人</translation>
    </message>
    <message>
        <source>Samurai</source>
        <extracomment>an encounter card, like &quot;Shokunin&quot;</extracomment>
        <translation>侍</translation>
    </message>
    <message>
        <source>Kuge</source>
        <extracomment>an encounter card (the noble), like &quot;Shokunin&quot;</extracomment>
        <translation>公家</translation>
    </message>
    <message>
        <source>Miko</source>
        <extracomment>an encounter card (the priestess), like &quot;Shokunin&quot;</extracomment>
        <translation>巫女</translation>
    </message>
    <message>
        <source>The craftsman gives a souvenir from the deck.</source>
        <translation>職人が山札から土産を1枚くれます。</translation>
    </message>
    <message>
        <source>The guide shows the next part of a panorama; once that panorama is complete, of any panorama you choose.</source>
        <translation>案内人が景観の次の1枚を見せてくれます。その景観が完成済みなら、好きな景観の次の1枚になります。</translation>
    </message>
    <message>
        <source>The samurai&apos;s company is worth 3 points.</source>
        <translation>侍と道中を共にして3点を得ます。</translation>
    </message>
    <message>
        <source>The noble gives 3 coins.</source>
        <translation>公家が3金をくれます。</translation>
    </message>
    <message>
        <source>The priestess puts a coin from the bank on the temple for you: 1 point.</source>
        <translation>巫女があなたの代わりに銀行の1金を寺院に納めます：1点。</translation>
    </message>
    <message>
        <source>The next part of the rice paddy panorama; once that one is complete, of any panorama you choose.</source>
        <translation>水田の景観の次の1枚。完成済みなら、好きな景観の次の1枚。</translation>
    </message>
    <message>
        <source>The next part of the mountain panorama; once that one is complete, of any panorama you choose.</source>
        <translation>山の景観の次の1枚。完成済みなら、好きな景観の次の1枚。</translation>
    </message>
    <message>
        <source>The next part of the sea panorama; once that one is complete, of any panorama you choose.</source>
        <translation>海の景観の次の1枚。完成済みなら、好きな景観の次の1枚。</translation>
    </message>
    <message>
        <source>Gourmet</source>
        <extracomment>an achievement card (the highest meal prices); also a category of the score sheet
----------
a row of the score sheet (the achievement card Gourmet)</extracomment>
        <translation>美食家</translation>
    </message>
    <message>
        <source>Collector</source>
        <extracomment>an achievement card (the most souvenirs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Collector)</extracomment>
        <translation>収集家</translation>
    </message>
    <message>
        <source>Bather</source>
        <extracomment>an achievement card (the most hot springs); also a category of the score sheet
----------
a row of the score sheet (the achievement card Bather)</extracomment>
        <translation>湯治客</translation>
    </message>
    <message>
        <source>Chatterbox</source>
        <extracomment>an achievement card (the most encounters); also a category of the score sheet
----------
a row of the score sheet (the achievement card Chatterbox)</extracomment>
        <translation>話し好き</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the rice paddy panorama.</source>
        <translation>水田の景観を最初に完成させた旅人に3点。</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the mountain panorama.</source>
        <translation>山の景観を最初に完成させた旅人に3点。</translation>
    </message>
    <message>
        <source>3 points for the first traveller to complete the sea panorama.</source>
        <translation>海の景観を最初に完成させた旅人に3点。</translation>
    </message>
    <message>
        <source>At the end, 3 points for the highest total of meal prices.</source>
        <translation>ゲーム終了時、食事の値段の合計が最も高い旅人に3点。</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most souvenirs (legendary objects count).</source>
        <translation>ゲーム終了時、土産が最も多い旅人に3点（伝説の品も数えます）。</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most hot springs (bath houses count).</source>
        <translation>ゲーム終了時、温泉カードが最も多い旅人に3点（湯屋カードも数えます）。</translation>
    </message>
    <message>
        <source>At the end, 3 points for the most encounters (calligraphies count).</source>
        <translation>ゲーム終了時、出会いカードが最も多い旅人に3点（書カードも数えます）。</translation>
    </message>
    <message>
        <source>Vitality</source>
        <extracomment>an amulet card (Crossroads), inserted into &quot;%1 uses the %2 amulet.&quot;</extracomment>
        <translation>活力</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>幸運</translation>
    </message>
    <message>
        <source>Health</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>健康</translation>
    </message>
    <message>
        <source>Friendship</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>友情</translation>
    </message>
    <message>
        <source>Hospitality</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>歓待</translation>
    </message>
    <message>
        <source>Devotion</source>
        <extracomment>an amulet card, like &quot;Vitality&quot;</extracomment>
        <translation>信心</translation>
    </message>
    <message>
        <source>When a move takes you into the lead, you may move once more (not after reaching an inn).</source>
        <translation>移動して先頭になったら、もう一度移動できます（宿場に着いたときは不可）。</translation>
    </message>
    <message>
        <source>Before your move, roll the fortune die and take as many coins as it shows.</source>
        <translation>移動の前に運試しのサイコロを振り、出た数だけ金を得ます。</translation>
    </message>
    <message>
        <source>Take both effects of the stop you reach, in the order you like.</source>
        <translation>止まったマスの両方の効果を、好きな順番で行えます。</translation>
    </message>
    <message>
        <source>Stop at a single stop another traveller holds; you count as behind them.</source>
        <translation>他の旅人がいる1人用のマスにも止まれます。その旅人より後ろにいるものとして扱います。</translation>
    </message>
    <message>
        <source>Your meal at an inn is free.</source>
        <translation>宿場での食事が無料になります。</translation>
    </message>
    <message>
        <source>The coins you pay for one card go onto the temple: 1 point each.</source>
        <translation>カード1枚の代金を寺院に納めます：1金につき1点。</translation>
    </message>
    <message>
        <source>Shodo</source>
        <extracomment>a legendary object card (Crossroads; a Japanese word kept as a name), like &quot;Koma&quot;</extracomment>
        <translation>書道</translation>
    </message>
    <message>
        <source>Emaki</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>絵巻</translation>
    </message>
    <message>
        <source>Buppatsu</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>仏鉢</translation>
    </message>
    <message>
        <source>Ema</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>絵馬</translation>
    </message>
    <message>
        <source>Murasame</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>村雨</translation>
    </message>
    <message>
        <source>Masamune</source>
        <extracomment>a legendary object card, like &quot;Shodo&quot;</extracomment>
        <translation>正宗</translation>
    </message>
    <message>
        <source>1 point for each souvenir and legendary object you own, then 1 more point for each later souvenir.</source>
        <translation>持っている土産と伝説の品1つにつき1点。以降、土産を得るたびにさらに1点。</translation>
    </message>
    <message>
        <source>Counts as a souvenir of a fifth family in your sets.</source>
        <translation>セットの中で、5種類目の土産として数えます。</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>the effect of Murasame and Masamune: %1 their points (&quot;8 points&quot;)</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 cannot pay for a legendary object now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a village and now lacks the coins</extracomment>
        <translation>%1は今は伝説の品の代金を払えず、何も買いませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot pay for an amulet now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a temple and now lacks the coin</extracomment>
        <translation>%1は今はお守りの代金を払えず、何も買いませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot pay for a calligraphy now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of an encounter stop and now lacks the coin</extracomment>
        <translation>%1は今は書カードの代金を払えず、何も買いませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot pay for a bath house now and buys none.</source>
        <extracomment>log: %1 a player, who took both effects of a hot spring and now lacks the coin</extracomment>
        <translation>%1は今は湯屋の代金を払えず、何も買いませんでした。</translation>
    </message>
    <message>
        <source>%1 and %2.</source>
        <extracomment>what a cherry tree gives: %1 its points (&quot;2 points&quot;), %2 its coins (&quot;1 coin&quot;)</extracomment>
        <translation>%1と%2。</translation>
    </message>
    <message>
        <source>%1; it counts as a hot spring for the Bather.</source>
        <extracomment>what a bath house gives: %1 its points (&quot;4 points&quot;)</extracomment>
        <translation>%1。湯治客の判定では温泉カードとして数えます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back from the temple, %n point(s) less.</source>
        <extracomment>log, Sasayakko&apos;s ability when the Devotion amulet had paid the free souvenir onto the temple: %1 a player, %n the coins she takes back from there (and the points they scored)</extracomment>
        <translation>
            <numerusform>%1は最も安い土産が無料になり、寺院から%n金が戻りました（%n点減）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The traveller furthest back on the road always moves next.</source>
        <translation>次に動くのは、いつも街道の一番後ろにいる旅人です。</translation>
    </message>
    <message>
        <source>Score track: every traveller&apos;s points so far.</source>
        <translation>得点トラック：各旅人のこれまでの点。</translation>
    </message>
    <message>
        <source>At the end, the most generous donors to the temples score extra points.</source>
        <translation>ゲーム終了時、寺院に多く寄付した旅人が追加の点を得ます。</translation>
    </message>
    <message>
        <source>Contemplation</source>
        <extracomment>a calligraphy card (Crossroads), a virtue, inserted into &quot;%1 buys the calligraphy %2.&quot;</extracomment>
        <translation>瞑想</translation>
    </message>
    <message>
        <source>Nostalgia</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>郷愁</translation>
    </message>
    <message>
        <source>Patience</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>忍耐</translation>
    </message>
    <message>
        <source>Perfection</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>完璧</translation>
    </message>
    <message>
        <source>Foresight</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>先見</translation>
    </message>
    <message>
        <source>Fasting</source>
        <extracomment>a calligraphy card, like &quot;Contemplation&quot;</extracomment>
        <translation>断食</translation>
    </message>
    <message>
        <source>At the end, 3 points per completed panorama and 1 per cherry tree.</source>
        <translation>ゲーム終了時、完成した景観1つにつき3点、桜カード1枚につき1点。</translation>
    </message>
    <message>
        <source>At the end, 2 points per legendary object and 1 per souvenir.</source>
        <translation>ゲーム終了時、伝説の品1つにつき2点、土産1枚につき1点。</translation>
    </message>
    <message>
        <source>At the end, 6 points for the last to reach the final inn, 4 for the one before, 2 for everyone else.</source>
        <translation>ゲーム終了時、最後の宿場に最後に着いた旅人は6点、その1人前に着いた旅人は4点、それ以外は2点。</translation>
    </message>
    <message>
        <source>At the end, 2 points per achievement card and 1 per calligraphy, this one included.</source>
        <translation>ゲーム終了時、実績カード1枚につき2点、書カード1枚につき1点（このカードを含む）。</translation>
    </message>
    <message>
        <source>At the end, 2 points per coin left.</source>
        <translation>ゲーム終了時、所持金1金につき2点。</translation>
    </message>
    <message>
        <source>At the end, 2 points per meal not eaten (of the four of a journey).</source>
        <translation>ゲーム終了時、食べなかった食事1回につき2点（旅の食事は全4回）。</translation>
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
        <translation>景観</translation>
    </message>
    <message>
        <source>Hot springs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>温泉</translation>
    </message>
    <message>
        <source>Souvenirs</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>土産</translation>
    </message>
    <message>
        <source>Meals</source>
        <extracomment>a row of the score sheet</extracomment>
        <translation>食事</translation>
    </message>
    <message>
        <source>Encounters</source>
        <extracomment>a row of the score sheet: Samurai and Miko</extracomment>
        <translation>出会い</translation>
    </message>
    <message>
        <source>Temple gifts</source>
        <extracomment>a row of the score sheet: a point per coin given during the journey</extracomment>
        <translation>寺院への寄付</translation>
    </message>
    <message>
        <source>Panorama achievements</source>
        <extracomment>a row of the score sheet: the first to complete each panorama</extracomment>
        <translation>景観の実績</translation>
    </message>
    <message>
        <source>Traveller&apos;s ability</source>
        <extracomment>a row of the score sheet: what the traveller&apos;s own ability scored</extracomment>
        <translation>旅人の能力</translation>
    </message>
    <message>
        <source>Temple ranking</source>
        <extracomment>a row of the score sheet: the end ranking of the temple donors (10, 7, 4, 2)</extracomment>
        <translation>寺院の順位</translation>
    </message>
    <message>
        <source>Cherry trees</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>桜</translation>
    </message>
    <message>
        <source>Bath houses</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>湯屋</translation>
    </message>
    <message>
        <source>Only %1 cards of each Crossroads type with 2 or 3 players, %2 with 4 or 5; the others stay in the box.</source>
        <extracomment>%1 and %2 the cards of each Crossroads type in the game with 2–3 and with 4–5 players</extracomment>
        <translation>四ツ辻の各種類のカードを、2〜3人では%1枚、4〜5人では%2枚だけ使います。残りは箱に戻します。</translation>
    </message>
    <message>
        <source>Legendary object</source>
        <translation>伝説の品</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>お守り</translation>
    </message>
    <message>
        <source>Calligraphy</source>
        <translation>書カード</translation>
    </message>
    <message>
        <source>The stop&apos;s own effect, or the Crossroads one?</source>
        <translation>マスの通常の効果と四ツ辻の選択肢、どちらにしますか？</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>両方</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <extracomment>the &apos;Both&apos; tiles of Miyataka and Kita: %1 the effect taken first (the stop&apos;s own or the Crossroads one), %2 the other</extracomment>
        <translation>%1、続いて%2</translation>
    </message>
    <message>
        <source>%1: both, this one first</source>
        <extracomment>a switch before clicking a tile: %1 the Health amulet; then both effects are taken, the clicked one first</extracomment>
        <translation>%1：両方（これを先に）</translation>
    </message>
    <message>
        <source>Legendary objects</source>
        <extracomment>a row of the score sheet (Crossroads)</extracomment>
        <translation>伝説の品</translation>
    </message>
    <message>
        <source>Amulets</source>
        <translation>お守り</translation>
    </message>
    <message>
        <source>The amulets are hidden from you.</source>
        <translation>お守りは伏せられていて見えません。</translation>
    </message>
    <message>
        <source>Calligraphies</source>
        <extracomment>a row of the score sheet (Crossroads), scored at the end</extracomment>
        <translation>書</translation>
    </message>
    <message>
        <source>Move again</source>
        <translation>もう一度移動</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>ここに留まる</translation>
    </message>
    <message>
        <source>Keep the amulet for later</source>
        <translation>お守りは後のために取っておく</translation>
    </message>
    <message>
        <source>Draw an amulet</source>
        <translation>お守りを引く</translation>
    </message>
    <message>
        <source>A random amulet from the supply</source>
        <translation>残りのお守りからランダムに1つ</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>やめておく</translation>
    </message>
    <message>
        <source>Keep your coin</source>
        <translation>金は手元に残す</translation>
    </message>
    <message>
        <source>A bet at the inn</source>
        <translation>宿場での賭け</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <extracomment>Jirocho&apos;s bet: %1 the stake (&quot;1 coin&quot;)</extracomment>
        <translation>%1を賭ける</translation>
    </message>
    <message>
        <source>The die: lose it, or get it back ×1 to ×4</source>
        <translation>サイコロ次第：失うか、×1〜×4で戻るか</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>賭けない</translation>
    </message>
    <message>
        <source>Go straight to dinner</source>
        <translation>そのまま食事へ</translation>
    </message>
    <message>
        <source>Part %1 of %2</source>
        <extracomment>a panorama&apos;s next part: %1 its number, %2 the parts of a whole panorama</extracomment>
        <translation>%2枚中%1枚目</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>what a cherry tree gave: %1 the points (&quot;+2 points&quot;), %2 the coins (&quot;+1 coin&quot;)</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Only with %1</source>
        <extracomment>a tile that only an amulet or an ability opens: %1 its name (&quot;Hospitality&quot;)</extracomment>
        <translation>%1使用時のみ</translation>
    </message>
    <message>
        <source>%1: for 1 coin</source>
        <extracomment>a switch before clicking a souvenir: %1 is Zen-emon, who buys one souvenir per village for 1 coin</extracomment>
        <translation>%1：1金で</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <extracomment>%1 a player</extracomment>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <source>On the road</source>
        <translation>道中</translation>
    </message>
    <message>
        <source>The road goes on…</source>
        <translation>旅は続きます…</translation>
    </message>
    <message>
        <source>Switch on first to use</source>
        <extracomment>beside the chips of amulets and abilities (Devotion, Zen-emon&apos;s 1 coin) in the decision: a chip must be switched on before the card is chosen for it to be used</extracomment>
        <translation>使うなら先にオン</translation>
    </message>
    <message>
        <source>Choose a stop</source>
        <translation>マスを選択</translation>
    </message>
    <message>
        <source>Choose above</source>
        <translation>上で選択</translation>
    </message>
    <message>
        <source>Click the traveller you want to keep.</source>
        <translation>残したい旅人をクリックしてください。</translation>
    </message>
    <message>
        <source>Point at any stop to see what it gives, or why it is closed.</source>
        <extracomment>the bar&apos;s hint under the hero&apos;s &quot;Click a lit stop on the road&quot;</extracomment>
        <translation>マスにポインターを合わせると、得られるものや止まれない理由が表示されます。</translation>
    </message>
    <message>
        <source>Click a souvenir to buy it; “Done buying” leaves the village.</source>
        <translation>土産をクリックすると購入します。「買い物終了」で村を出ます。</translation>
    </message>
    <message>
        <source>Click a meal to eat it, or go without with “No meal”.</source>
        <translation>食事をクリックすると食べます。食べない場合は「食事なし」を押してください。</translation>
    </message>
    <message>
        <source>Take the free meal, or choose one at the inn.</source>
        <translation>無料の食事を受け取るか、宿場の食事から選んでください。</translation>
    </message>
    <message>
        <source>Click how many coins to give.</source>
        <translation>寄付する金額をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the effect to take at this stop.</source>
        <translation>このマスで行う効果をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the encounter to keep.</source>
        <translation>残す出会いカードをクリックしてください。</translation>
    </message>
    <message>
        <source>Click the panorama that gets its next part.</source>
        <translation>次の1枚を加える景観をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the legendary object to buy.</source>
        <translation>購入する伝説の品をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the amulet to buy.</source>
        <translation>購入するお守りをクリックしてください。</translation>
    </message>
    <message>
        <source>Click the calligraphy to buy.</source>
        <translation>購入する書カードをクリックしてください。</translation>
    </message>
    <message>
        <source>Click the bath house to buy it.</source>
        <translation>湯屋カードをクリックして購入してください。</translation>
    </message>
    <message>
        <source>Open the market</source>
        <translation>土産を見る</translation>
    </message>
    <message>
        <source>Meet the traveller</source>
        <translation>出会いカードを引く</translation>
    </message>
    <message>
        <source>Take the bath</source>
        <translation>温泉に入る</translation>
    </message>
    <message>
        <source>See the meals</source>
        <translation>食事を見る</translation>
    </message>
    <message>
        <source>Set off</source>
        <translation>出発する</translation>
    </message>
    <message>
        <source>Draw the amulet</source>
        <translation>お守りを引く</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <source>“%1” turns them over.</source>
        <extracomment>under the backs of cards still to come: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>「%1」で表になります。</translation>
    </message>
    <message>
        <source>Press “%1” to roll it.</source>
        <extracomment>under the die still to roll: %1 the main button&apos;s words (&quot;Roll the die&quot;)</extracomment>
        <translation>「%1」を押すとサイコロを振ります。</translation>
    </message>
    <message>
        <source>Press “%1” when you are ready.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>準備ができたら「%1」を押してください。</translation>
    </message>
    <message>
        <source>“%1” goes on; until then Undo still takes your move back.</source>
        <extracomment>the hint while a drawn card or a roll waits: %1 the main button&apos;s words (&quot;Open the market&quot;)</extracomment>
        <translation>「%1」で先に進みます。それまでは「取り消す」で手を元に戻せます。</translation>
    </message>
    <message>
        <source>Press “%1” to go on.</source>
        <extracomment>%1 the main button&apos;s words (&quot;Go on&quot;)</extracomment>
        <translation>「%1」を押して先に進んでください。</translation>
    </message>
    <message>
        <source>Undo your last move now, or the game goes on.</source>
        <extracomment>the bar&apos;s hint while another player&apos;s hidden draw waits a moment (the panel above says whose draw it is): the watcher may still take their own last move back</extracomment>
        <translation>最後の手を戻すなら今「取り消す」を押してください。押さなければそのまま進みます。</translation>
    </message>
    <message>
        <source>%1 will draw a card.</source>
        <extracomment>the same when nothing can be taken back: %1 that player&apos;s name</extracomment>
        <translation>%1がカードを引きます。</translation>
    </message>
    <message>
        <source>Edo at last</source>
        <translation>ついに江戸へ</translation>
    </message>
    <message>
        <source>The score sheet shows how every point was won.</source>
        <translation>得点表で、すべての得点の内訳を確認できます。</translation>
    </message>
    <message>
        <source>The journey is over.</source>
        <translation>旅が終わりました。</translation>
    </message>
    <message>
        <source>Not enough coins</source>
        <translation>金が足りません</translation>
    </message>
    <message>
        <source>Choose your traveller</source>
        <translation>旅人を選択</translation>
    </message>
    <message>
        <source>The travellers are dealt face down.</source>
        <translation>旅人タイルは裏向きで配られています。</translation>
    </message>
    <message>
        <source>Move the neutral traveller</source>
        <translation>中立の旅人を移動</translation>
    </message>
    <message>
        <source>Click a lit stop to move the neutral traveller</source>
        <translation>光っているマスをクリックして中立の旅人を移動</translation>
    </message>
    <message>
        <source>%1: roll for coins</source>
        <extracomment>a button before the move: %1 the Fortune amulet</extracomment>
        <translation>%1：サイコロを振って金を得る</translation>
    </message>
    <message>
        <source>Click a lit stop on the road, or join a traveller with Friendship:</source>
        <translation>街道の光っているマスをクリックするか、友情で他の旅人のいるマスに止まってください：</translation>
    </message>
    <message>
        <source>Click a lit stop on the road</source>
        <translation>街道の光っているマスをクリック</translation>
    </message>
    <message>
        <source>%1 is choosing a stop</source>
        <extracomment>%1 a player, or the neutral traveller</extracomment>
        <translation>%1がマスを選んでいます</translation>
    </message>
    <message>
        <source>Next inn: %1</source>
        <extracomment>%1 an inn (&quot;First inn&quot;, &quot;Edo&quot;): nobody travels past it</extracomment>
        <translation>次の宿場：%1</translation>
    </message>
    <message>
        <source>Beside %1</source>
        <extracomment>a stop Friendship lets you share: %1 the traveller standing there</extracomment>
        <translation>%1と同じマス</translation>
    </message>
    <message>
        <source>Village market</source>
        <translation>村の市場</translation>
    </message>
    <message>
        <source>Nothing left on the stall.</source>
        <translation>店先にはもう何も残っていません。</translation>
    </message>
    <message>
        <source>Buy as many as you like, one after another.</source>
        <translation>1枚ずつ、好きなだけ購入できます。</translation>
    </message>
    <message>
        <source>Done buying</source>
        <translation>買い物終了</translation>
    </message>
    <message>
        <source>Eaten before</source>
        <translation>食べたことがある</translation>
    </message>
    <message>
        <source>The meals of the inn are hidden from you.</source>
        <translation>宿場の食事は伏せられていて見えません。</translation>
    </message>
    <message>
        <source>No meal</source>
        <translation>食事なし</translation>
    </message>
    <message>
        <source>Dinner at %1</source>
        <extracomment>the hero&apos;s title at an inn: %1 the inn (&quot;First inn&quot;, &quot;Edo&quot;)</extracomment>
        <translation>%1で食事</translation>
    </message>
    <message>
        <source>Dinner</source>
        <translation>食事</translation>
    </message>
    <message>
        <source>The top card of the meal deck, for free</source>
        <translation>食事の山札の一番上を無料で</translation>
    </message>
    <message>
        <source>A free meal is on offer.</source>
        <translation>無料の食事が出されています。</translation>
    </message>
    <message>
        <source>Choose at the inn</source>
        <translation>宿場で選ぶ</translation>
    </message>
    <message>
        <source>The free meal goes under the deck</source>
        <translation>無料の食事は山札の下へ</translation>
    </message>
    <message>
        <source>Keep one encounter</source>
        <translation>出会いカードを1枚残す</translation>
    </message>
    <message>
        <source>Two encounters are drawn; one is kept.</source>
        <translation>出会いカードを2枚引き、1枚を残します。</translation>
    </message>
    <message>
        <source>Choose a panorama</source>
        <translation>景観を選択</translation>
    </message>
    <message>
        <source>Given to the temples so far: %1</source>
        <extracomment>%1 a number of coins (&quot;3 coins&quot;)</extracomment>
        <translation>これまでの寺院への寄付：%1</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>旅人</translation>
    </message>
    <message>
        <source>Take your last decision back</source>
        <translation>直前の選択を取り消す</translation>
    </message>
    <message>
        <source>Initiation (first journey)</source>
        <extracomment>an official variant: no traveller tiles, 7 coins each</extracomment>
        <translation>初めての旅（入門）</translation>
    </message>
    <message>
        <source>Return trip</source>
        <extracomment>an official variant: from Edo to Kyoto</extracomment>
        <translation>帰り道</translation>
    </message>
    <message>
        <source>Gastronomy</source>
        <extracomment>an official variant: one meal fewer at each inn</extracomment>
        <translation>美食の旅</translation>
    </message>
    <message>
        <source>Preparations</source>
        <extracomment>an official variant: starting coins by the order of departure</extracomment>
        <translation>準備</translation>
    </message>
    <message>
        <source>Crossroads expansion</source>
        <extracomment>the expansion (its official name)</extracomment>
        <translation>拡張「四ツ辻」</translation>
    </message>
    <message>
        <source>Rare and precious</source>
        <extracomment>a Crossroads variant: fewer cards of each new type</extracomment>
        <translation>希少な逸品</translation>
    </message>
    <message>
        <source>Good luck</source>
        <extracomment>a Crossroads variant: a random amulet at the start for 1 coin</extracomment>
        <translation>幸運を祈って</translation>
    </message>
    <message>
        <source>No traveller tiles: everyone sets off with 7 coins.</source>
        <translation>旅人タイルを使わず、全員7金で出発します。</translation>
    </message>
    <message>
        <source>Travel the road the other way, from Edo.</source>
        <translation>江戸から出発し、街道を逆向きに旅します。</translation>
    </message>
    <message>
        <source>The first arrival at an inn draws one meal fewer.</source>
        <translation>宿場に最初に着いた旅人が引く食事カードが1枚少なくなります。</translation>
    </message>
    <message>
        <source>Starting coins change with the order of departure: the last to leave gets more.</source>
        <translation>出発順によって最初の金が変わります。後に出発するほど多くもらえます。</translation>
    </message>
    <message>
        <source>A second option at every stop but the inns, and six new travellers.</source>
        <translation>宿場以外のすべてのマスに別の選択肢が加わり、新しい旅人が6人登場します。</translation>
    </message>
    <message>
        <source>Before departure, each traveller may pay 1 coin for a random amulet.</source>
        <translation>出発前に、各旅人は1金を払ってランダムなお守りを1つ得られます。</translation>
    </message>
    <message>
        <source>There is no such stop on the road.</source>
        <translation>街道にそのようなマスはありません。</translation>
    </message>
    <message>
        <source>This stop is not ahead of the traveller: the road only leads forward.</source>
        <translation>このマスは旅人より前方にありません。街道は前にしか進めません。</translation>
    </message>
    <message>
        <source>This stop lies beyond the next inn, and every traveller must stop at each inn.</source>
        <translation>このマスは次の宿場より先にあります。旅人は必ずすべての宿場に止まります。</translation>
    </message>
    <message>
        <source>This stop is full: other travellers hold every space of it.</source>
        <translation>このマスは満員です。すべての枠に他の旅人がいます。</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village.</source>
        <translation>村に止まるには、1金以上必要です。</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple: a gift is 1 to 3 coins.</source>
        <translation>寺院に止まるには、1金以上必要です（寄付は1〜3金）。</translation>
    </message>
    <message>
        <source>You have already completed this panorama.</source>
        <translation>この景観はすでに完成しています。</translation>
    </message>
    <message>
        <source>The souvenir deck is empty: there is nothing to buy in this village.</source>
        <translation>土産の山札が空です。この村では何も買えません。</translation>
    </message>
    <message>
        <source>The encounter deck is empty: nobody is left to meet here.</source>
        <translation>出会いの山札が空です。ここではもう誰にも出会えません。</translation>
    </message>
    <message>
        <source>The hot spring deck is empty.</source>
        <translation>温泉の山札が空です。</translation>
    </message>
    <message>
        <source>It is another traveller&apos;s turn.</source>
        <translation>他の旅人の手番です。</translation>
    </message>
    <message>
        <source>The Tokaido game data could not be loaded; reinstall Tabibito.</source>
        <translation>東海道のゲームデータを読み込めませんでした。Tabibitoを再インストールしてください。</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a village, for a souvenir or a legendary object.</source>
        <translation>村に止まるには、土産か伝説の品を買うための1金以上が必要です。</translation>
    </message>
    <message>
        <source>You need at least 1 coin to stop at a temple, to give it or to buy an amulet.</source>
        <translation>寺院に止まるには、寄付かお守りの購入のための1金以上が必要です。</translation>
    </message>
    <message>
        <source>You have already completed this panorama, and no cherry tree is left.</source>
        <translation>この景観はすでに完成していて、桜カードも残っていません。</translation>
    </message>
    <message>
        <source>The souvenir deck is empty, and you cannot pay for any legendary object left.</source>
        <translation>土産の山札が空で、残っている伝説の品も買えません。</translation>
    </message>
    <message>
        <source>The encounter deck is empty, and you cannot buy a calligraphy.</source>
        <translation>出会いの山札が空で、書カードも買えません。</translation>
    </message>
    <message>
        <source>The hot spring deck is empty, and you cannot buy a bath house.</source>
        <translation>温泉の山札が空で、湯屋カードも買えません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an Annaibito (guide) card and the panorama it shows: &quot;Annaibito (Sea panorama)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>most generous</source>
        <extracomment>score detail of the temple ranking: the donor of the most coins</extracomment>
        <translation>寄付額1位</translation>
    </message>
    <message>
        <source>second most generous</source>
        <extracomment>score detail of the temple ranking (dense ranking: ties share a place)</extracomment>
        <translation>寄付額2位</translation>
    </message>
    <message>
        <source>third most generous</source>
        <extracomment>score detail of the temple ranking</extracomment>
        <translation>寄付額3位</translation>
    </message>
    <message>
        <source>another donor</source>
        <extracomment>score detail of the temple ranking: any donor after the third place</extracomment>
        <translation>その他の寄付者</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>two short facts side by side in a score-sheet cell: &quot;5 coins on the temples · most generous&quot;</extracomment>
        <translation>%1・%2</translation>
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
        <translation>桜</translation>
    </message>
    <message>
        <source>Bath house</source>
        <translation>湯屋</translation>
    </message>
    <message>
        <source>Gaming room</source>
        <translation>賭場</translation>
    </message>
    <message>
        <source>Hot spring card</source>
        <translation>温泉カード</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <extracomment>a number of coins, inserted into other sentences (&quot;buys Koma for %3&quot;)</extracomment>
        <translation>
            <numerusform>%n金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>a number of points, inserted into other sentences</extracomment>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n coin(s))</source>
        <extracomment>one traveller in the departure line: %1 the player, %2 the traveller&apos;s name, %n the starting coins</extracomment>
        <translation>
            <numerusform>%1（%2、%n金）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n coin(s))</source>
        <extracomment>one player in the departure line of the Initiation variant: %1 the player, %n coins</extracomment>
        <translation>
            <numerusform>%1（%n金）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cherry trees: %n left</source>
        <extracomment>in the label beside a panorama (Crossroads): %n cherry trees left in the supply</extracomment>
        <translation>
            <numerusform>桜：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bath houses: %n left</source>
        <extracomment>in the label beside a hot spring (Crossroads): %n bath houses left</extracomment>
        <translation>
            <numerusform>湯屋：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legendary objects: %n left</source>
        <extracomment>in the label beside a village (Crossroads): %n legendary objects left</extracomment>
        <translation>
            <numerusform>伝説の品：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Amulets: %n left</source>
        <extracomment>in the label beside a temple (Crossroads): %n amulets left (face down)</extracomment>
        <translation>
            <numerusform>お守り：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calligraphies: %n left</source>
        <extracomment>in the label beside an encounter (Crossroads): %n calligraphies left</extracomment>
        <translation>
            <numerusform>書：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1が%n金を受け取りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes part %n of the %2: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;); %n the part&apos;s number, which is also its points</extracomment>
        <translation>
            <numerusform>%1が%2の%n枚目を取り、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the first to complete the %2 and takes its achievement card: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a panorama (&quot;Sea panorama&quot;), %n the achievement&apos;s points</extracomment>
        <translation>
            <numerusform>%1が最初に%2を完成させ、実績カードで%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n coin(s) to the temple: %n point(s).</source>
        <extracomment>log: %1 a player; %n the coins given, one point each</extracomment>
        <translation>
            <numerusform>%1が寺院に%n金を寄付し、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a souvenir (&quot;Koma&quot;), %3 its price (&quot;2 coins&quot;), %n its points</extracomment>
        <translation>
            <numerusform>%1が%2を%3で購入し、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 receives %2 for free: %n point(s).</source>
        <extracomment>log: a souvenir for free (from a Shokunin or Daigoro&apos;s ability): %1 a player, %2 the souvenir, %n its points</extracomment>
        <translation>
            <numerusform>%1が%2を無料で受け取り、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets the cheapest souvenir free: %n coin(s) back.</source>
        <extracomment>log, Sasayakko&apos;s ability: %1 a player, %n the coins she gets back</extracomment>
        <translation>
            <numerusform>%1は最も安い土産が無料になり、%n金が戻りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bathes in a hot spring: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1が温泉に入り、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Samurai: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1が侍に出会い、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Kuge, who gives %n coin(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1が公家に出会い、%n金をもらいました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 meets a Miko: a coin from the bank goes on the temple, %n point(s).</source>
        <extracomment>log: %1 a player; the Miko puts a bank coin on the temple in the player&apos;s colour</extracomment>
        <translation>
            <numerusform>%1が巫女に出会いました。銀行の1金が寺院に納められ、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %3 its price (&quot;2 coins&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1が%3で%2を食べ、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 eats %2 for free: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a dish (&quot;Dango&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1が%2を無料で食べ、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes a cherry tree: %n point(s) and %2.</source>
        <extracomment>log: %1 a player, %2 the coins (&quot;1 coin&quot;), %n the points</extracomment>
        <translation>
            <numerusform>%1が桜カードを取り、%n点と%2を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys a bath house: %n point(s).</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>
            <numerusform>%1が湯屋カードを購入し、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buys the legendary object %2 for %3: %n point(s).</source>
        <extracomment>log: %1 a player, %2 a legendary object (&quot;Shodo&quot;), %3 its price (&quot;2 coins&quot;), %n the points it scores now</extracomment>
        <translation>
            <numerusform>%1が伝説の品「%2」を%3で購入し、%n点を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake is lost.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, lost</extracomment>
        <translation>
            <numerusform>%1が%n金を賭けてサイコロを振り、%2が出ました。賭け金は失われました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n coin(s) and rolls %2: the stake comes back.</source>
        <extracomment>log: %1 a player, %2 the die face; %n the coins bet, which come back</extracomment>
        <translation>
            <numerusform>%1が%n金を賭けてサイコロを振り、%2が出ました。賭け金が戻りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %2 and rolls %3: %n coin(s) back.</source>
        <extracomment>log: %1 a player, %2 the coins bet (&quot;2 coins&quot;), %3 the die face; %n the coins paid out (the stake included)</extracomment>
        <translation>
            <numerusform>%1が%2を賭けてサイコロを振り、%3が出ました。%n金を受け取りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 on the fortune die: %n coin(s).</source>
        <extracomment>log: the Fortune amulet; %1 a player, %2 the die face, %n the coins taken</extracomment>
        <translation>
            <numerusform>%1が運試しのサイコロを振り、%2が出ました。%n金を獲得しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>one traveller&apos;s final total in the game-over log line: %1 the player</extracomment>
        <translation>
            <numerusform>%1：%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <extracomment>the result of a game: %1 is the winner&apos;s name</extracomment>
        <translation>
            <numerusform>%1が%n点で勝利！</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s), on the tie-break of achievement cards (%2)!</source>
        <extracomment>the result when the totals tie and the achievement cards decide: %1 the winner, %2 the number of achievement cards</extracomment>
        <translation>
            <numerusform>%1が%n点で勝利！（同点のため実績カードの枚数で決定：%2枚）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared victory with %n point(s): %1</source>
        <extracomment>the result of a tie no tie-break settles: %1 lists the winners&apos; names</extracomment>
        <translation>
            <numerusform>%n点で同点勝利：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hot spring(s)</source>
        <translation>
            <numerusform>温泉%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s): %1</source>
        <extracomment>score detail under the souvenirs&apos; points: %n sets, %1 their sizes (&quot;4 + 3 + 1&quot;)</extracomment>
        <translation>
            <numerusform>%nセット：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>meals worth %n coin(s)</source>
        <extracomment>score detail of the Gourmet: the printed prices of the meals eaten, added up</extracomment>
        <translation>
            <numerusform>食事の値段の合計%n金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s) on the temples</source>
        <extracomment>score detail and tooltip: the coins a traveller has put on the temples</extracomment>
        <translation>
            <numerusform>寺院に%n金</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meal(s) at the inn</source>
        <extracomment>the meal cards face down at an inn</extracomment>
        <translation>
            <numerusform>宿場の食事%n枚</numerusform>
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
        <translation>旅人を選んでください。2枚のタイルから1枚を残します。</translation>
    </message>
    <message>
        <source>Choose a stop ahead for your traveller.</source>
        <translation>旅人が進む先のマスを選んでください。</translation>
    </message>
    <message>
        <source>Give 1 to 3 coins to the temple.</source>
        <translation>寺院に1〜3金を寄付してください。</translation>
    </message>
    <message>
        <source>Buy souvenirs from the village display, or leave the village.</source>
        <translation>村に並んだ土産を購入するか、村を出てください。</translation>
    </message>
    <message>
        <source>Keep one of the two encounters.</source>
        <translation>2枚の出会いカードから1枚を残してください。</translation>
    </message>
    <message>
        <source>Choose the panorama that gets its next part.</source>
        <translation>次の1枚を加える景観を選んでください。</translation>
    </message>
    <message>
        <source>Take the free meal, or turn it down and buy one from the inn.</source>
        <translation>無料の食事を受け取るか、断って宿場で食事を購入してください。</translation>
    </message>
    <message>
        <source>Buy one meal you have not eaten yet, or go without.</source>
        <translation>まだ食べていない食事を1つ購入するか、食事をせずに済ませてください。</translation>
    </message>
    <message>
        <source>Choose the usual effect of the stop or its Crossroads option.</source>
        <translation>マスの通常の効果か、四ツ辻の選択肢を選んでください。</translation>
    </message>
    <message>
        <source>Choose a legendary object to buy.</source>
        <translation>購入する伝説の品を選んでください。</translation>
    </message>
    <message>
        <source>Choose an amulet to buy.</source>
        <translation>購入するお守りを選んでください。</translation>
    </message>
    <message>
        <source>Choose a calligraphy to buy.</source>
        <translation>購入する書カードを選んでください。</translation>
    </message>
    <message>
        <source>Buy a bath house.</source>
        <translation>湯屋カードを購入してください。</translation>
    </message>
    <message>
        <source>You lead: use the Vitality amulet to move again, or keep it?</source>
        <translation>先頭になりました。活力のお守りを使ってもう一度移動しますか？それとも取っておきますか？</translation>
    </message>
    <message>
        <source>Pay 1 coin for a random amulet before setting off?</source>
        <translation>出発前に1金を払って、ランダムなお守りを得ますか？</translation>
    </message>
    <message>
        <source>Bet 1 coin on the fortune die, or not?</source>
        <translation>運試しのサイコロに1金を賭けますか？</translation>
    </message>
    <message>
        <source>Your traveller leads: move the neutral traveller to a stop ahead.</source>
        <translation>あなたの旅人が先頭です。中立の旅人を前方のマスへ移動させてください。</translation>
    </message>
    <message>
        <source>%1: choose its usual effect or its Crossroads option.</source>
        <extracomment>prompt at a stop with Crossroads: %1 the stop (&quot;Temple&quot;, &quot;Sea panorama&quot;…)</extracomment>
        <translation>%1：通常の効果か、四ツ辻の選択肢を選んでください。</translation>
    </message>
    <message>
        <source>Make your decision.</source>
        <translation>選択してください。</translation>
    </message>
    <message>
        <source>%1 arrives at the first inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が1つ目の宿場に到着しました。</translation>
    </message>
    <message>
        <source>%1 arrives at the second inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が2つ目の宿場に到着しました。</translation>
    </message>
    <message>
        <source>%1 arrives at the third inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が3つ目の宿場に到着しました。</translation>
    </message>
    <message>
        <source>%1 reaches the final inn.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;; the end of the road</extracomment>
        <translation>%1が最後の宿場に到着しました。</translation>
    </message>
    <message>
        <source>%1 stops at a village.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が村に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a temple.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が寺院に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops for an encounter.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が出会いのマスに止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a rice paddy panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が水田の景観に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a mountain panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が山の景観に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a sea panorama.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が海の景観に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a hot spring.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が温泉に止まりました。</translation>
    </message>
    <message>
        <source>%1 stops at a farm.</source>
        <extracomment>log: %1 a player, or &quot;The neutral traveller&quot;</extracomment>
        <translation>%1が農場に止まりました。</translation>
    </message>
    <message>
        <source>%1: %2, %3.</source>
        <extracomment>log, a score that has no sentence of its own: %1 a player, %2 what scored (a traveller&apos;s ability, a legendary object, an achievement card, a calligraphy, the temple ranking), %3 the points (&quot;Anna: Shodo, 1 point.&quot;)</extracomment>
        <translation>%1：%2で%3。</translation>
    </message>
    <message>
        <source>The neutral traveller</source>
        <extracomment>the neutral traveller as the subject of a log sentence, at its start: &quot;%1 stops at a farm.&quot;</extracomment>
        <translation>中立の旅人</translation>
    </message>
    <message>
        <source>The neutral traveller stops at a temple and puts a coin from the bank on it.</source>
        <translation>中立の旅人が寺院に止まり、銀行の1金を寄付しました。</translation>
    </message>
    <message>
        <source>%1 stops at: %2.</source>
        <extracomment>log: %1 a player, %2 a kind of stop</extracomment>
        <translation>%1が%2に止まりました。</translation>
    </message>
    <message>
        <source>The journey begins. In order of departure: %1.</source>
        <extracomment>log: %1 lists the travellers in the order they leave (&quot;Ann (Kinko, 7 coins), …&quot;)</extracomment>
        <translation>旅の始まりです。出発順：%1。</translation>
    </message>
    <message>
        <source>%1 meets a Shokunin, who gives a souvenir from the deck.</source>
        <extracomment>log: %1 a player; the craftsman&apos;s souvenir follows on the next line</extracomment>
        <translation>%1が職人に出会い、山札から土産を1枚もらいました。</translation>
    </message>
    <message>
        <source>%1 meets an Annaibito, who shows the %2.</source>
        <extracomment>log: %1 a player, %2 the panorama the guide shows (&quot;Sea panorama&quot;); the part it gives follows on the next line</extracomment>
        <translation>%1が案内人に出会い、%2へ案内されました。</translation>
    </message>
    <message>
        <source>%1 meets: %2.</source>
        <extracomment>log: %1 a player, %2 an encounter card</extracomment>
        <translation>%1が%2に出会いました。</translation>
    </message>
    <message>
        <source>%1 takes the usual effect of the stop.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1がマスの通常の効果を選びました。</translation>
    </message>
    <message>
        <source>%1 takes the Crossroads option.</source>
        <extracomment>log: %1 a player, at a stop with Crossroads</extracomment>
        <translation>%1が四ツ辻の選択肢を選びました。</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the Crossroads option first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1がマスの両方の効果を行いました（四ツ辻の選択肢が先）。</translation>
    </message>
    <message>
        <source>%1 takes both effects of the stop, the usual one first.</source>
        <extracomment>log: %1 a player (with the Health amulet or their ability)</extracomment>
        <translation>%1がマスの両方の効果を行いました（通常の効果が先）。</translation>
    </message>
    <message>
        <source>%1 is dealt %2 and %3: keep one.</source>
        <extracomment>log: %1 a player, %2 and %3 two travellers&apos; names</extracomment>
        <translation>%1に%2と%3が配られました。どちらか1人を選んでください。</translation>
    </message>
    <message>
        <source>%1 is dealt two travellers.</source>
        <extracomment>log: %1 a player</extracomment>
        <translation>%1に旅人が2人配られました。</translation>
    </message>
    <message>
        <source>%1 chooses %2.</source>
        <extracomment>log: %1 a player, %2 a traveller&apos;s name</extracomment>
        <translation>%1が%2を選びました。</translation>
    </message>
    <message>
        <source>%1 has chosen a traveller.</source>
        <translation>%1が旅人を選びました。</translation>
    </message>
    <message>
        <source>%1 draws %2 and keeps one.</source>
        <extracomment>log, Yoshiyasu&apos;s ability: %1 a player, %2 a list of encounter cards</extracomment>
        <translation>%1が%2を引き、1枚を残しました。</translation>
    </message>
    <message>
        <source>%1 draws two encounters and keeps one.</source>
        <translation>%1が出会いカードを2枚引き、1枚を残しました。</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn: %2.</source>
        <extracomment>log: %1 a player, %2 the list of meals left at the inn</extracomment>
        <translation>%1が宿場の食事を見ました：%2。</translation>
    </message>
    <message>
        <source>%1 looks at the meals of the inn.</source>
        <translation>%1が宿場の食事を見ました。</translation>
    </message>
    <message>
        <source>%1 is offered %2 for free.</source>
        <extracomment>log, Satsuki&apos;s ability: %1 a player, %2 a dish</extracomment>
        <translation>%1に%2が無料で出されました。</translation>
    </message>
    <message>
        <source>%1 is offered a free meal.</source>
        <translation>%1に無料の食事が出されました。</translation>
    </message>
    <message>
        <source>%1 takes the %2 amulet, hidden from the others.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;); the others do not see which</extracomment>
        <translation>%1が%2のお守りを取りました（他のプレイヤーには非公開）。</translation>
    </message>
    <message>
        <source>Journey&apos;s end at the final inn. %1</source>
        <extracomment>log: %1 lists every traveller&apos;s total (&quot;Ann: 62 points, …&quot;)</extracomment>
        <translation>最後の宿場で旅が終わりました。%1</translation>
    </message>
    <message>
        <source>%1 looks at the souvenirs of the village: %2.</source>
        <extracomment>log: %1 a player, %2 the list of the three souvenirs on display</extracomment>
        <translation>%1が村の土産を見ました：%2。</translation>
    </message>
    <message>
        <source>For the neutral traveller, %1 puts a meal of the inn under the deck unseen.</source>
        <extracomment>log, two players: %1 the player who moved the neutral traveller to the inn</extracomment>
        <translation>中立の旅人の分として、%1が宿場の食事を1枚、見ずに山札の下に戻しました。</translation>
    </message>
    <message>
        <source>%1 does not eat at this inn.</source>
        <translation>%1はこの宿場では食事をしませんでした。</translation>
    </message>
    <message>
        <source>%1 uses the %2 amulet.</source>
        <extracomment>log: %1 a player, %2 an amulet (&quot;Fortune&quot;)</extracomment>
        <translation>%1が%2のお守りを使いました。</translation>
    </message>
    <message>
        <source>%1 takes an amulet.</source>
        <extracomment>log: %1 a player; which amulet stays hidden</extracomment>
        <translation>%1がお守りを取りました。</translation>
    </message>
    <message>
        <source>%1 buys the calligraphy %2, which scores at the end.</source>
        <extracomment>log: %1 a player, %2 a calligraphy (&quot;Patience&quot;)</extracomment>
        <translation>%1が書カード「%2」を購入しました。ゲーム終了時に得点になります。</translation>
    </message>
    <message>
        <source>Painter of the road</source>
        <translation>街道の絵師</translation>
    </message>
    <message>
        <source>First at every view</source>
        <translation>すべての景観で一番乗り</translation>
    </message>
    <message>
        <source>A meal at every inn</source>
        <translation>すべての宿場で食事</translation>
    </message>
    <message>
        <source>The temples&apos; greatest donor</source>
        <translation>寺院一の寄進者</translation>
    </message>
    <message>
        <source>A gift for everyone</source>
        <translation>みんなにお土産</translation>
    </message>
    <message>
        <source>A long soak</source>
        <translation>ゆっくり湯治</translation>
    </message>
    <message>
        <source>Friends along the road</source>
        <translation>道中の友</translation>
    </message>
    <message>
        <source>Three accolades</source>
        <translation>三冠</translation>
    </message>
    <message>
        <source>A great journey</source>
        <translation>偉大なる旅</translation>
    </message>
    <message>
        <source>Photo finish</source>
        <translation>写真判定</translation>
    </message>
    <message>
        <source>Complete all three panoramas: sea, mountains and rice paddies.</source>
        <translation>海・山・水田の3つの景観をすべて完成させる。</translation>
    </message>
    <message>
        <source>Be the first to complete each of the three panoramas.</source>
        <translation>3つの景観すべてを誰よりも先に完成させる。</translation>
    </message>
    <message>
        <source>Eat a meal at each of the four inns after Kyoto.</source>
        <translation>京都を出てから4つの宿場すべてで食事をする。</translation>
    </message>
    <message>
        <source>Give the temples more coins than anyone else.</source>
        <translation>誰よりも多くの金を寺院に寄付する。</translation>
    </message>
    <message>
        <source>Buy souvenirs of all four kinds: small objects, clothing, art, food and drink.</source>
        <translation>小物・衣服・美術品・飲食物の4種類すべての土産を買う。</translation>
    </message>
    <message>
        <source>Bathe in three or more hot springs.</source>
        <translation>3か所以上の温泉に入る。</translation>
    </message>
    <message>
        <source>Have five or more encounters.</source>
        <translation>5回以上の出会いをする。</translation>
    </message>
    <message>
        <source>Win three of the final achievement cards: Gourmet, Collector, Bather, Chatterbox.</source>
        <translation>終了時の実績カード（美食家・収集家・湯治客・話し好き）のうち3枚を獲得する。</translation>
    </message>
    <message>
        <source>Score 100 points or more.</source>
        <translation>100点以上を獲得する。</translation>
    </message>
    <message>
        <source>Win by a single point.</source>
        <translation>わずか1点差で勝利する。</translation>
    </message>
    <message>
        <source>On the way to inn %1 of %2</source>
        <translation>%1番目の宿場へ向かう途中（全%2）</translation>
    </message>
    <message>
        <source>Final inn: %1</source>
        <extracomment>the banner when a traveller reaches the end of the road; %1 the inn (Edo, or Kyoto on the Return trip)</extracomment>
        <translation>最後の宿場：%1</translation>
    </message>
    <message>
        <source>In order of arrival: %1</source>
        <extracomment>the banner when a traveller reaches an inn; %1 the travellers there, first come first</extracomment>
        <translation>到着順：%1</translation>
    </message>
</context>
<context>
    <name>TokaidoChoosers</name>
    <message numerus="yes">
        <source>→ %n point(s) now</source>
        <extracomment>a legendary object in the list to buy from: what it scores at once, all counted</extracomment>
        <translation>
            <numerusform>→ 今すぐ%n点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>→ %n point(s) at the end, as your journey stands now</source>
        <extracomment>a calligraphy in the list to buy from: what it would score at the end if the journey ended right after buying it</extracomment>
        <translation>
            <numerusform>→ 今の旅のままなら終了時に%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokaidoHints</name>
    <message numerus="yes">
        <source>Walk on to &lt;b&gt;%1&lt;/b&gt;, passing %n stop(s).</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;, &quot;First inn&quot;), %n the stops passed on the way</extracomment>
        <translation>
            <numerusform>%nマスを飛ばして&lt;b&gt;%1&lt;/b&gt;へ進みましょう。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First at the inn, you choose from all %n meal(s).</source>
        <extracomment>hint, a move to an inn nobody has reached yet: %n the meals drawn there</extracomment>
        <translation>
            <numerusform>宿場に一番乗りなので、%n枚の食事すべてから選べます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is drawn from the %n amulet(s) left.</source>
        <extracomment>hint, the Good luck amulet before departure: %n the amulets it is drawn from</extracomment>
        <translation>
            <numerusform>残っている%n個のお守りから引きます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n ahead of your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the traveller&apos;s mean final points (&quot;62 points&quot;), %n how far ahead of the best rival they end on average</extracomment>
        <translation>
            <numerusform>最後に%1、最大のライバルに%n点差で先行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at the end, %n behind your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, %n how far behind the best rival the traveller ends on average</extracomment>
        <translation>
            <numerusform>最後に%1、最大のライバルに%n点差で後れ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n ahead</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n ahead of the best rival (after &quot;62 points at the end, 4 ahead of your best rival, against&quot;)</extracomment>
        <translation>
            <numerusform>%1、%n点リード</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n behind</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, %n behind the best rival</extracomment>
        <translation>
            <numerusform>%1、%n点差で後れ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>worth about %n point(s) by the computer player&apos;s count</source>
        <extracomment>hint, a move the computer player values without playing it out: %n its value</extracomment>
        <translation>
            <numerusform>コンピューターの計算で約%n点の価値</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer player played each move to the end %n time(s).</source>
        <extracomment>hint: the computer player played each of its best moves to the end %n times, on journeys dealt from what you can see (the sentence before the comparison)</extracomment>
        <translation>
            <numerusform>コンピューターはそれぞれの手を最後まで%n回試しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later, and you lead the race to complete it first.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take, worth their numbers in points (&quot;3+4+5&quot;); the traveller has more parts of it than anyone</extracomment>
        <translation>%1はこの先さらに%2点になり、最初に完成させる競争でもあなたが先頭です。</translation>
    </message>
    <message>
        <source>The %1 is worth %2 more later.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;), %2 its parts still to take (&quot;3+4+5&quot;)</extracomment>
        <translation>%1はこの先さらに%2点になります。</translation>
    </message>
    <message>
        <source>%1, level</source>
        <extracomment>hint, the best other move played out: %1 its mean final points, level with the best rival</extracomment>
        <translation>%1、同点</translation>
    </message>
    <message>
        <source>%1 at the end, level with your best rival</source>
        <extracomment>hint, a move played out to the end: %1 the mean final points, level with the best rival</extracomment>
        <translation>最後に%1、最大のライバルと同点</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>hint: two sentences of a hint one after the other (%1 the first, %2 the next)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Part %1 of the %2: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 the gain (&quot;+3 points&quot;)</extracomment>
        <translation>%2の%1枚目：今すぐ%3。</translation>
    </message>
    <message>
        <source>That brings %1 now.</source>
        <extracomment>hint: %1 what the move brings at once (&quot;+3 points and +1 coin&quot;)</extracomment>
        <translation>これで今すぐ%1を得られます。</translation>
    </message>
    <message>
        <source>You are the first to complete the %1: its achievement card is yours.</source>
        <extracomment>hint: %1 a panorama (&quot;Sea panorama&quot;) the traveller is the first to complete</extracomment>
        <translation>%1を最初に完成させるので、その実績カードはあなたのものです。</translation>
    </message>
    <message>
        <source>That puts you ahead for the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>これで「%1」でトップに立ちます（%2）。</translation>
    </message>
    <message>
        <source>That ties you for the lead of the %1 (%2).</source>
        <extracomment>hint: %1 an end achievement (&quot;Collector&quot;), %2 the seat&apos;s count (&quot;5 souvenirs&quot;)</extracomment>
        <translation>これで「%1」で首位タイに並びます（%2）。</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2.</source>
        <extracomment>hint: %1 a traveller (&quot;Kinko&quot;), %2 the coins printed on the tile (&quot;7 coins&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を選びましょう。所持金%2で出発します。</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;, who sets off with %2 (%3: %4).</source>
        <extracomment>hint: %1 the traveller to keep, %2 their starting coins; %3 the other tile&apos;s traveller, %4 theirs</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を選びましょう。所持金%2で出発します（%3は%4）。</translation>
    </message>
    <message>
        <source>Walk on to the next stop, &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop right ahead (&quot;Village&quot;, &quot;First inn&quot;)</extracomment>
        <translation>すぐ次のマス、&lt;b&gt;%1&lt;/b&gt;へ進みましょう。</translation>
    </message>
    <message>
        <source>Use the Friendship amulet and share &lt;b&gt;%1&lt;/b&gt; with the traveller there.</source>
        <extracomment>hint: %1 a stop (&quot;Temple&quot;) another traveller holds; the Friendship amulet lets the traveller stop there too</extracomment>
        <translation>友情のお守りを使い、他の旅人がいる&lt;b&gt;%1&lt;/b&gt;に一緒に止まりましょう。</translation>
    </message>
    <message>
        <source>A souvenir there scores up to %1 for your sets; you have %2.</source>
        <extracomment>hint, a move to a village: %1 the most a souvenir could score for the traveller&apos;s sets (&quot;5 points&quot;), %2 the coins to spend (&quot;4 coins&quot;)</extracomment>
        <translation>そこでは土産1枚がセットで最大%1になります。所持金は%2です。</translation>
    </message>
    <message>
        <source>You can give up to %1 there: 1 point each.</source>
        <extracomment>hint, a move to a temple: %1 the most the traveller can give (&quot;3 coins&quot;)</extracomment>
        <translation>そこでは最大%1まで寄付でき、1金につき1点です。</translation>
    </message>
    <message>
        <source>The last to arrive, you leave the inn first.</source>
        <translation>最後に到着するので、宿場を最初に出発します。</translation>
    </message>
    <message>
        <source>You are still the farthest behind, so you move again.</source>
        <translation>それでも一番後ろにいるので、もう一度移動できます。</translation>
    </message>
    <message>
        <source>Move the neutral traveller to &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint, two players: %1 the stop the leading player sends the neutral traveller to</extracomment>
        <translation>中立の旅人を&lt;b&gt;%1&lt;/b&gt;へ移動させましょう。</translation>
    </message>
    <message>
        <source>The bank puts 1 coin on the temple in its colour, for the temple ranking.</source>
        <translation>銀行から中立の旅人の色で1金が寺院に置かれ、寺院の順位に数えられます。</translation>
    </message>
    <message>
        <source>It takes one meal of the inn away, unseen.</source>
        <translation>宿場の食事が1枚、見ないまま取り除かれます。</translation>
    </message>
    <message>
        <source>It does nothing there, but no other traveller can stop there now.</source>
        <translation>そこでは何もしませんが、他の旅人はそのマスに止まれなくなります。</translation>
    </message>
    <message>
        <source>It does nothing there.</source>
        <translation>そこでは何もしません。</translation>
    </message>
    <message>
        <source>Use the Fortune amulet before you move: the fortune die gives up to %1.</source>
        <extracomment>hint, the Fortune amulet before a move: %1 the most the die can give (&quot;4 coins&quot;)</extracomment>
        <translation>移動の前に幸運のお守りを使いましょう。運試しのサイコロで最大%1を得られます。</translation>
    </message>
    <message>
        <source>Use the Vitality amulet: you lead, so you move once more.</source>
        <translation>活力のお守りを使いましょう。先頭にいるので、もう一度移動できます。</translation>
    </message>
    <message>
        <source>Keep the Vitality amulet for later and stay at &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint: %1 the stop the traveller stays at (&quot;Farm&quot;)</extracomment>
        <translation>活力のお守りは後のために取っておき、&lt;b&gt;%1&lt;/b&gt;に留まりましょう。</translation>
    </message>
    <message>
        <source>Give %1 to the temple: %2 now.</source>
        <extracomment>hint: %1 the coins given (&quot;2 coins&quot;), %2 what they score now (&quot;+2 points&quot;)</extracomment>
        <translation>寺院に%1を寄付しましょう：今すぐ%2。</translation>
    </message>
    <message>
        <source>Temple ranking with %1 on the temples: %2 (%3 at the end).</source>
        <extracomment>hint: %1 the coins on the temples (&quot;5 coins&quot;), %2 the place (&quot;most generous&quot;), %3 what that place scores at the end (&quot;10 points&quot;)</extracomment>
        <translation>寺院に%1を置いた時点の寺院の順位：%2（終了時に%3）。</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 what it scores now (&quot;+3 points&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2で購入しましょう。信心のお守りで代金は寺院へ：今すぐ%3。</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2, Zen-emon&apos;s one-coin souvenir: %3 now.</source>
        <extracomment>hint: %1 a souvenir, %2 its price (&quot;1 coin&quot;) with Zen-emon&apos;s ability, %3 its points</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2で購入しましょう（善右衛門の1金の土産）：今すぐ%3。</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a souvenir (&quot;Koma&quot;), %2 its price (&quot;2 coins&quot;), %3 what it scores now</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2で購入しましょう：今すぐ%3。</translation>
    </message>
    <message>
        <source>It starts a new set.</source>
        <translation>新しいセットの1枚目になります。</translation>
    </message>
    <message>
        <source>It becomes card %1 of a set.</source>
        <extracomment>hint: %1 the souvenir&apos;s place in its set (2 to 5): its points are 1, 3, 5, 7 by place</extracomment>
        <translation>セットの%1枚目になります。</translation>
    </message>
    <message>
        <source>Leave the village and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;4 coins&quot;)</extracomment>
        <translation>村を出て、%1を手元に残しましょう。</translation>
    </message>
    <message>
        <source>Sasayakko takes %1 back off the temple for the cheapest souvenir, which Devotion paid there, and loses %2.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she takes back off the temple, where the Devotion amulet had paid the cheapest souvenir (&quot;1 coin&quot;), %2 the points they scored</extracomment>
        <translation>笹奴は信心のお守りで寺院に納めた最も安い土産の代金%1を寺院から取り戻し、%2を失います。</translation>
    </message>
    <message>
        <source>Sasayakko gets %1 back for the cheapest souvenir.</source>
        <extracomment>hint, Sasayakko&apos;s ability: %1 the coins she gets back (&quot;2 coins&quot;)</extracomment>
        <translation>笹奴は最も安い土産の代金%1を取り戻します。</translation>
    </message>
    <message>
        <source>The souvenirs left would score at most %1.</source>
        <extracomment>hint: %1 the most a souvenir left on display would score (&quot;1 point&quot;)</extracomment>
        <translation>残りの土産では最大でも%1にしかなりません。</translation>
    </message>
    <message>
        <source>Keep &lt;b&gt;%1&lt;/b&gt;; the other card goes under the deck.</source>
        <extracomment>hint, Yoshiyasu&apos;s ability: %1 the encounter card he keeps (&quot;Samurai&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を残しましょう。もう1枚は山札の下に戻ります。</translation>
    </message>
    <message>
        <source>Take part %1 of the &lt;b&gt;%2&lt;/b&gt;: %3 now.</source>
        <extracomment>hint: %1 the part&apos;s number, %2 a panorama (&quot;Sea panorama&quot;), %3 its points (&quot;+3 points&quot;)</extracomment>
        <translation>&lt;b&gt;%2&lt;/b&gt;の%1枚目を取りましょう：今すぐ%3。</translation>
    </message>
    <message>
        <source>Take the usual effect of &lt;b&gt;%1&lt;/b&gt;.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;の通常の効果を選びましょう。</translation>
    </message>
    <message>
        <source>Take the Crossroads option of &lt;b&gt;%1&lt;/b&gt;: %2.</source>
        <extracomment>hint at a stop with Crossroads: %1 the stop (&quot;Temple&quot;), %2 its Crossroads option (&quot;Amulet&quot;, &quot;Cherry tree&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;の四ツ辻の選択肢を選びましょう：%2。</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop (&quot;Temple&quot;); with the Health amulet, the Crossroads option first</extracomment>
        <translation>健康のお守りを使い、&lt;b&gt;%1&lt;/b&gt;の両方の効果を行いましょう（四ツ辻の選択肢が先）。</translation>
    </message>
    <message>
        <source>Use the Health amulet and take both effects of &lt;b&gt;%1&lt;/b&gt;, the usual one first.</source>
        <extracomment>hint: %1 the stop; with the Health amulet, the usual effect first</extracomment>
        <translation>健康のお守りを使い、&lt;b&gt;%1&lt;/b&gt;の両方の効果を行いましょう（通常の効果が先）。</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the Crossroads option first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the Crossroads option first</extracomment>
        <translation>あなたの旅人の能力で、&lt;b&gt;%1&lt;/b&gt;の両方の効果を行いましょう（四ツ辻の選択肢が先）。</translation>
    </message>
    <message>
        <source>Take both effects of &lt;b&gt;%1&lt;/b&gt;, as your traveller may, the usual one first.</source>
        <extracomment>hint: %1 the stop; Miyataka at a temple or Kita at an encounter take both effects, the usual one first</extracomment>
        <translation>あなたの旅人の能力で、&lt;b&gt;%1&lt;/b&gt;の両方の効果を行いましょう（通常の効果が先）。</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free with the Hospitality amulet: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), free with the Hospitality amulet; %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>歓待のお守りで&lt;b&gt;%1&lt;/b&gt;を無料で食べましょう：今すぐ%2。</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for free: %2 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;) that costs this traveller nothing, %2 its points</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を無料で食べましょう：今すぐ%2。</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2, paid onto the temple with Devotion: %3 now.</source>
        <extracomment>hint: %1 a dish, %2 its price (&quot;2 coins&quot;), paid onto the temple by the Devotion amulet; %3 its points (&quot;+8 points&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2で食べましょう。信心のお守りで代金は寺院へ：今すぐ%3。</translation>
    </message>
    <message>
        <source>Eat &lt;b&gt;%1&lt;/b&gt; for %2: %3 now.</source>
        <extracomment>hint: %1 a dish (&quot;Dango&quot;), %2 its price (&quot;2 coins&quot;), %3 its points (&quot;+6 points&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;を%2で食べましょう：今すぐ%3。</translation>
    </message>
    <message>
        <source>Eat the free &lt;b&gt;%1&lt;/b&gt;: %2 now, and your coins stay in your purse.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish (&quot;Dango&quot;), %2 its points (&quot;+6 points&quot;)</extracomment>
        <translation>無料の&lt;b&gt;%1&lt;/b&gt;を食べましょう。今すぐ%2で、所持金も減りません。</translation>
    </message>
    <message>
        <source>Turn the free &lt;b&gt;%1&lt;/b&gt; down and choose one of the inn&apos;s meals instead.</source>
        <extracomment>hint, Satsuki&apos;s ability: %1 the free dish she turns down</extracomment>
        <translation>無料の&lt;b&gt;%1&lt;/b&gt;は断り、代わりに宿場の食事から選びましょう。</translation>
    </message>
    <message>
        <source>Go without a meal at this inn and keep your %1.</source>
        <extracomment>hint: %1 the coins the traveller keeps (&quot;3 coins&quot;)</extracomment>
        <translation>この宿場では食事をせず、%1を手元に残しましょう。</translation>
    </message>
    <message>
        <source>The cheapest meal you may eat here costs %1.</source>
        <extracomment>hint, going without a meal: %1 the price of the cheapest meal the traveller may eat</extracomment>
        <translation>ここで食べられる一番安い食事は%1です。</translation>
    </message>
    <message>
        <source>Bet %1 on the fortune die: it pays the stake %2 to %3.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake (&quot;1 coin&quot;), %2 and %3 the die&apos;s lowest and highest faces (&quot;×0&quot;, &quot;×4&quot;)</extracomment>
        <translation>運試しのサイコロに%1を賭けましょう。賭け金は%2から%3になります。</translation>
    </message>
    <message>
        <source>Keep your %1: no bet at this inn.</source>
        <extracomment>hint, Jirocho&apos;s ability: %1 the stake he keeps (&quot;1 coin&quot;)</extracomment>
        <translation>%1は手元に残し、この宿場では賭けません。</translation>
    </message>
    <message>
        <source>Pay %1 for a random amulet before setting off.</source>
        <extracomment>hint, the Good luck variant: %1 the price (&quot;1 coin&quot;)</extracomment>
        <translation>出発前に%1を払って、ランダムなお守りを得ましょう。</translation>
    </message>
    <message>
        <source>Set off without an amulet and keep your %1.</source>
        <extracomment>hint, the Good luck variant: %1 the coins kept (&quot;3 coins&quot;)</extracomment>
        <translation>お守りなしで出発し、%1を手元に残しましょう。</translation>
    </message>
    <message>
        <source>Buy the legendary object &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a legendary object (&quot;Shodo&quot;), %2 its price (&quot;3 coins&quot;)</extracomment>
        <translation>伝説の品&lt;b&gt;%1&lt;/b&gt;を%2で購入しましょう。</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;%1&lt;/b&gt; amulet for %2, to use from your next turn on.</source>
        <extracomment>hint: %1 an amulet (&quot;Fortune&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;のお守りを%2で購入しましょう。次の手番から使えます。</translation>
    </message>
    <message>
        <source>Buy the calligraphy &lt;b&gt;%1&lt;/b&gt; for %2.</source>
        <extracomment>hint: %1 a calligraphy (&quot;Patience&quot;), %2 its price (&quot;1 coin&quot;)</extracomment>
        <translation>書カード「&lt;b&gt;%1&lt;/b&gt;」を%2で購入しましょう。</translation>
    </message>
    <message>
        <source>Counted now, it would score %1 at the end.</source>
        <extracomment>hint: %1 what the calligraphy would score at the end (&quot;6 points&quot;), counted now</extracomment>
        <translation>今の時点で数えると、終了時に%1になります。</translation>
    </message>
    <message>
        <source>Buy a bath house for %1: %2 now.</source>
        <extracomment>hint: %1 the price (&quot;1 coin&quot;), %2 the points (&quot;+4 points&quot;)</extracomment>
        <translation>湯屋カードを%1で購入しましょう：今すぐ%2。</translation>
    </message>
    <message>
        <source>It counts as a hot spring for the %1.</source>
        <extracomment>hint: %1 the end achievement of the most hot springs (&quot;Bather&quot;)</extracomment>
        <translation>「%1」の判定では温泉カードとして数えます。</translation>
    </message>
    <message>
        <source>The computer player would choose this.</source>
        <translation>コンピューターならこれを選びます。</translation>
    </message>
    <message>
        <source>Give %1</source>
        <extracomment>a gift to the temple named as a move (&quot;Give 2 coins&quot;)</extracomment>
        <translation>%1を寄付</translation>
    </message>
    <message>
        <source>Both effects</source>
        <translation>両方の効果</translation>
    </message>
    <message>
        <source>The other choice</source>
        <translation>もう一方の選択</translation>
    </message>
</context>
<context>
    <name>TokaidoReplay</name>
    <message>
        <source>%1 keeps a traveller</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of the two traveller tiles: %1 the player</extracomment>
        <translation>%1が旅人を1人選ぶ</translation>
    </message>
    <message>
        <source>%1 keeps an encounter</source>
        <extracomment>a replay&apos;s hero, before a player keeps one of two encounters: %1 the player</extracomment>
        <translation>%1が出会いカードを1枚残す</translation>
    </message>
    <message>
        <source>%1 chooses a panorama part</source>
        <extracomment>a replay&apos;s hero, before a player takes the panorama part of their choice: %1 the player</extracomment>
        <translation>%1が景観を1枚選ぶ</translation>
    </message>
    <message>
        <source>%1 moves the neutral traveller</source>
        <extracomment>a replay&apos;s hero, before a player moves the two-player game&apos;s neutral traveller: %1 the player</extracomment>
        <translation>%1が中立の旅人を移動する</translation>
    </message>
    <message>
        <source>%1&apos;s choice: the framed card</source>
        <extracomment>in a replay, over the cards a player chose from, the one taken framed: %1 the player</extracomment>
        <translation>%1の選択：枠で囲まれたカード</translation>
    </message>
</context>
<context>
    <name>TokaidoSupply</name>
    <message numerus="yes">
        <source>%n cherry tree(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>桜：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bath house(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip</extracomment>
        <translation>
            <numerusform>湯屋：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legendary object(s) left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>伝説の品：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n calligraphy/calligraphies left</source>
        <extracomment>the Crossroads supply on the board, a stack&apos;s tooltip, followed by their names</extracomment>
        <translation>
            <numerusform>書：残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n amulet(s) left, face down</source>
        <extracomment>the Crossroads supply on the board: the amulets are face down, only their number is known</extracomment>
        <translation>
            <numerusform>お守り：伏せて残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rare and precious: %n of each in this game</source>
        <extracomment>the Crossroads supply&apos;s tooltip with the &quot;Rare and precious&quot; variant</extracomment>
        <translation>
            <numerusform>希少な逸品：このゲームでは各種%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>In this game (bought ones included):</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip: the amulets laid out at the start follow, one per line (some may be held by travellers now)</extracomment>
        <translation>このゲームのお守り（購入済みを含む）：</translation>
    </message>
    <message>
        <source>You see:</source>
        <extracomment>the Crossroads supply&apos;s amulet tooltip while you look through the amulets to buy one</extracomment>
        <translation>見えているお守り：</translation>
    </message>
</context>
<context>
    <name>TokaidoTutorial</name>
    <message>
        <source>Welcome to the Tokaido, the great road from &lt;b&gt;Kyoto&lt;/b&gt; to &lt;b&gt;Edo&lt;/b&gt;. On the way you collect sights, souvenirs and meals that score points. The richest journey wins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>東海道へようこそ。&lt;b&gt;京都&lt;/b&gt;から&lt;b&gt;江戸&lt;/b&gt;へ続く大街道です。道中で景観や土産、食事を集めると得点になります。いちばん豊かな旅をした人の勝ちです。</translation>
    </message>
    <message>
        <source>You travel as &lt;b&gt;Hiroshige&lt;/b&gt;, the artist. He sets off with 3 coins, and at each inn on the way he paints a panorama part of his choice.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the traveller card. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>あなたは絵師の&lt;b&gt;広重&lt;/b&gt;として旅をします。所持金3金で出発し、途中の各宿場で好きな景観の次の1枚を描きます。</translation>
    </message>
    <message>
        <source>The traveller &lt;b&gt;farthest behind&lt;/b&gt; on the road always moves next. You wait last in line at Kyoto, so you go first.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>次に動くのは、いつも街道でいちばん&lt;b&gt;後ろ&lt;/b&gt;にいる旅人です。あなたは京都で列のいちばん後ろにいるので、最初に動きます。</translation>
    </message>
    <message>
        <source>You may walk forward to any free stop, as far as you like, but never past the next inn. Start with the &lt;b&gt;village&lt;/b&gt; right ahead: click it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>前方の空いているマスならどこまでも進めますが、次の宿場を越えることはできません。まずはすぐ先の&lt;b&gt;村&lt;/b&gt;をクリックしましょう。</translation>
    </message>
    <message>
        <source>Not so fast: stop at the village right ahead first.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>あわてずに、まずはすぐ先の村に止まりましょう。</translation>
    </message>
    <message>
        <source>A village shows three souvenirs. Press &lt;b&gt;Open the market&lt;/b&gt; to see them.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>村では土産が3枚並びます。&lt;b&gt;土産を見る&lt;/b&gt;を押して見てみましょう。</translation>
    </message>
    <message>
        <source>Souvenirs come in four families. A set holds one of each: its first card scores 1 point, the second 3, the third 5 and the fourth 7.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice over the board.</extracomment>
        <translation>土産には4つの種類があります。1つのセットには各種類が1枚ずつ入り、1枚目は1点、2枚目は3点、3枚目は5点、4枚目は7点です。</translation>
    </message>
    <message>
        <source>Buy the &lt;b&gt;Koma&lt;/b&gt;, a small object, for 1 coin: it starts your first set.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>小物の&lt;b&gt;独楽&lt;/b&gt;を1金で買いましょう。これで最初のセットが始まります。</translation>
    </message>
    <message>
        <source>The Haori would score 3, but the temple ahead needs a coin too. Press &lt;b&gt;Done buying&lt;/b&gt; to keep your 2 coins.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>羽織なら3点ですが、この先の寺院にも1金が必要です。&lt;b&gt;買い物終了&lt;/b&gt;を押して、2金を取っておきましょう。</translation>
    </message>
    <message>
        <source>Take the &lt;b&gt;Koma&lt;/b&gt; for now: it costs only 1 coin.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ここは&lt;b&gt;独楽&lt;/b&gt;にしましょう。たった1金です。</translation>
    </message>
    <message>
        <source>Keep your coins this time: press &lt;b&gt;Done buying&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今回はお金を取っておきましょう。&lt;b&gt;買い物終了&lt;/b&gt;を押してください。</translation>
    </message>
    <message>
        <source>Now Hana and Kenji are behind you, so they move. Hana walked on to a hot spring: press &lt;b&gt;Take the bath&lt;/b&gt; to draw her card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今度はHanaとKenjiのほうが後ろにいるので、2人が動きます。Hanaは温泉まで進みました。&lt;b&gt;温泉に入る&lt;/b&gt;を押して、Hanaのカードを引きましょう。</translation>
    </message>
    <message>
        <source>Hana and Kenji hurried far ahead, so you are the farthest behind again and move once more. Lingering gives you more turns.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>HanaとKenjiはずっと先へ急ぎました。あなたがまたいちばん後ろなので、もう一度動きます。ゆっくり進むほど、手番が多くなります。</translation>
    </message>
    <message>
        <source>Stop at the &lt;b&gt;temple&lt;/b&gt;. There you give 1 to 3 coins, and each coin scores 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;寺院&lt;/b&gt;に止まりましょう。寺院では1〜3金を寄付し、1金につき1点を得ます。</translation>
    </message>
    <message>
        <source>The temple first, right ahead of you.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>まずはすぐ先の寺院です。</translation>
    </message>
    <message>
        <source>Give 1 coin and keep the other one for later.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>1金を寄付して、もう1金は後に取っておきましょう。</translation>
    </message>
    <message>
        <source>Give just 1 coin this time.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>今回は1金だけ寄付しましょう。</translation>
    </message>
    <message>
        <source>Your coins stay at the temple. At the end, the most generous travellers score a bonus: 10, 7, 4 or 2 points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the temple.</extracomment>
        <translation>寄付した金は寺院に残ります。旅の終わりに、寄付の多い旅人から順にボーナスを得ます：10点、7点、4点、2点。</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you meet someone on the road who helps you. Stop there.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;出会い&lt;/b&gt;のマスでは、道中で助けてくれる人に出会います。そこに止まりましょう。</translation>
    </message>
    <message>
        <source>Try the encounter right ahead.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>すぐ先の出会いに止まってみましょう。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Meet the traveller&lt;/b&gt; to draw an encounter card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;出会いカードを引く&lt;/b&gt;を押しましょう。</translation>
    </message>
    <message>
        <source>You met the &lt;b&gt;Annaibito&lt;/b&gt;, a guide. He shows you the first part of the rice paddy panorama: 1 point.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;案内人&lt;/b&gt;に出会いました。水田の景観の最初の1枚を見せてくれます。これで1点です。</translation>
    </message>
    <message>
        <source>At a panorama stop you take the next part of that panorama, and it scores its number. Walk on to the &lt;b&gt;rice paddy&lt;/b&gt; for part 2.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>景観のマスでは、その景観の次の1枚を取り、その番号と同じ点数を得ます。&lt;b&gt;水田&lt;/b&gt;へ進んで2枚目を取りましょう。</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama next: part 2 waits there.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>次は水田の景観へ。2枚目が待っています。</translation>
    </message>
    <message>
        <source>The rice paddy has 3 parts, the mountain 4 and the sea 5. Whoever completes one first wins its achievement card. A finished panorama is closed to you.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a panorama.</extracomment>
        <translation>水田は3枚、山は4枚、海は5枚でそろいます。最初にそろえた人は、その実績カードを得ます。そろえた景観のマスには、もう止まれません。</translation>
    </message>
    <message>
        <source>A &lt;b&gt;hot spring&lt;/b&gt; card is worth 2 or 3 points. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;温泉&lt;/b&gt;カードは2点か3点です。温泉に止まりましょう。</translation>
    </message>
    <message>
        <source>The hot spring is next.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.
----------
Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>次は温泉です。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Take the bath&lt;/b&gt; to draw your card.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;温泉に入る&lt;/b&gt;を押して、カードを引きましょう。</translation>
    </message>
    <message>
        <source>Your purse is almost empty. A &lt;b&gt;farm&lt;/b&gt; gives you 3 coins. You may skip any stops on the way.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>財布がほとんど空です。&lt;b&gt;農場&lt;/b&gt;では3金がもらえます。途中のマスは飛ばしてもかまいません。</translation>
    </message>
    <message>
        <source>You need coins: go to the farm.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>お金が必要です。農場へ行きましょう。</translation>
    </message>
    <message>
        <source>Walk on to the &lt;b&gt;sea&lt;/b&gt; panorama and take its first part.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;海&lt;/b&gt;の景観へ進んで、最初の1枚を取りましょう。</translation>
    </message>
    <message>
        <source>Head for the sea panorama.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>海の景観へ向かいましょう。</translation>
    </message>
    <message>
        <source>Every traveller must stop at each &lt;b&gt;inn&lt;/b&gt;. Walk to the first inn, where Kenji is waiting.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>旅人は必ずすべての&lt;b&gt;宿場&lt;/b&gt;に止まります。Kenjiが待っている1つ目の宿場へ行きましょう。</translation>
    </message>
    <message>
        <source>On to the inn now.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>さあ、宿場へ向かいましょう。</translation>
    </message>
    <message>
        <source>Before dinner Hiroshige paints a panorama part of his choice. Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>食事の前に、広重は好きな景観の1枚を描きます。&lt;b&gt;水田&lt;/b&gt;を選びましょう。最後の1枚でそろいます。</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;rice paddy&lt;/b&gt;: its last part completes it.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;水田&lt;/b&gt;を選びましょう。最後の1枚でそろいます。</translation>
    </message>
    <message>
        <source>Try the new effect: a &lt;b&gt;legendary object&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>新しい効果を試しましょう。&lt;b&gt;伝説の品&lt;/b&gt;です。</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Murasame&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今回は&lt;b&gt;村雨&lt;/b&gt;にしましょう。</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;amulet&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今回は&lt;b&gt;お守り&lt;/b&gt;を選びましょう。</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;: you will use it soon.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;健康&lt;/b&gt;を取りましょう。すぐに使います。</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;calligraphy&lt;/b&gt; alone: keep &lt;b&gt;Health&lt;/b&gt; for the next stop.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;書カード&lt;/b&gt;だけを選びましょう。&lt;b&gt;健康&lt;/b&gt;は次のマスのために取っておきます。</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Contemplation&lt;/b&gt; for this journey.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今回の旅では&lt;b&gt;瞑想&lt;/b&gt;を取りましょう。</translation>
    </message>
    <message>
        <source>Use &lt;b&gt;Health&lt;/b&gt;: take both effects.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;健康&lt;/b&gt;を使って、両方の効果を受けましょう。</translation>
    </message>
    <message>
        <source>Choose the &lt;b&gt;bath house&lt;/b&gt; this time.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>今回は&lt;b&gt;湯屋&lt;/b&gt;を選びましょう。</translation>
    </message>
    <message>
        <source>You are the first to complete the rice paddy, so its &lt;b&gt;achievement card&lt;/b&gt; is yours: 3 more points.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the achievements. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>水田を最初にそろえたのはあなたです。その&lt;b&gt;実績カード&lt;/b&gt;を得て、さらに3点です。</translation>
    </message>
    <message>
        <source>The first traveller at an inn draws one meal more than there are players; each arrival may buy one of those left. Press &lt;b&gt;See the meals&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>宿場に最初に着いた旅人は、プレイヤーの人数より1枚多く食事カードを引きます。着いた人は、残りから1枚ずつ買えます。&lt;b&gt;食事を見る&lt;/b&gt;を押しましょう。</translation>
    </message>
    <message>
        <source>Every meal scores 6 points, whatever it costs. Choose one you like.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board.</extracomment>
        <translation>食事は値段にかかわらず、どれも6点です。好きなものを選びましょう。</translation>
    </message>
    <message>
        <source>Have dinner: any meal here is worth 6 points.</source>
        <extracomment>Tokaido tutorial, first journey: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>食事をとりましょう。ここの食事はどれも6点です。</translation>
    </message>
    <message>
        <source>You may eat only one meal at each inn, and never the same dish twice on your journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the meals.</extracomment>
        <translation>1つの宿場で食べられる食事は1つだけです。また、旅の中で同じ料理を2度食べることはできません。</translation>
    </message>
    <message>
        <source>Hana reaches the inn last and looks at the meals left. Press &lt;b&gt;See the meals&lt;/b&gt; to let her choose.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>Hanaが最後に宿場に着き、残りの食事を見ます。&lt;b&gt;食事を見る&lt;/b&gt;を押して、Hanaに選ばせましょう。</translation>
    </message>
    <message>
        <source>Everyone waits at an inn until all have arrived. Then the last to arrive is the farthest behind: Hana set off first, and you are next.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks a traveller&apos;s pawn.</extracomment>
        <translation>宿場では全員がそろうまで待ちます。そのあとは、最後に着いた人がいちばん後ろです。Hanaが先に出発し、次はあなたの番です。</translation>
    </message>
    <message>
        <source>Now the road to Edo is yours: travel as you like. Point at any stop to see what it gives. We meet again at the end of the journey.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>ここからは江戸まで自由に旅をしましょう。マスにポインターを合わせると、何が得られるかがわかります。旅の終わりにまたお会いしましょう。</translation>
    </message>
    <message>
        <source>Welcome to Edo! The journey is over, and the end bonuses are on the score sheet.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>江戸に到着です！旅は終わり、終了時のボーナスが得点表に加わりました。</translation>
    </message>
    <message>
        <source>The &lt;b&gt;temple ranking&lt;/b&gt;: the most generous giver scores 10, the next 7, the third 4, and every other giver 2. Tied travellers share a rank.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;寺院の順位&lt;/b&gt;：寄付がいちばん多い人は10点、2番目は7点、3番目は4点、ほかに寄付した人は2点です。同数なら同じ順位になります。</translation>
    </message>
    <message>
        <source>Four achievement cards are awarded now, 3 points each: &lt;b&gt;Gourmet&lt;/b&gt; for the dearest meals, &lt;b&gt;Collector&lt;/b&gt; for the most souvenirs, &lt;b&gt;Bather&lt;/b&gt; for the most hot springs and &lt;b&gt;Chatterbox&lt;/b&gt; for the most encounters.</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>ここで4枚の実績カードが配られます（各3点）。食事の値段の合計がいちばん高い人に&lt;b&gt;美食家&lt;/b&gt;、土産がいちばん多い人に&lt;b&gt;収集家&lt;/b&gt;、温泉がいちばん多い人に&lt;b&gt;湯治客&lt;/b&gt;、出会いがいちばん多い人に&lt;b&gt;話し好き&lt;/b&gt;です。</translation>
    </message>
    <message>
        <source>The most points wins; on a tie, the most achievement cards. You know the Tokaido now: have a good journey!</source>
        <extracomment>Tokaido tutorial, first journey: a lesson&apos;s text in the tutorial bubble. Its ring marks the final scores.</extracomment>
        <translation>得点がいちばん多い人の勝ちです。同点なら、実績カードの多い人が勝ちます。これで東海道の遊び方はばっちりです。よい旅を！</translation>
    </message>
    <message>
        <source>Tokaido</source>
        <extracomment>the tutorial&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading (the game&apos;s name); it is also %1 of &quot;You know how to play %1&quot; after the last lesson</extracomment>
        <translation>東海道</translation>
    </message>
    <message>
        <source>With &lt;b&gt;Crossroads&lt;/b&gt; every stop but the inns offers a second effect. When you stop, you take &lt;b&gt;either&lt;/b&gt; the usual effect &lt;b&gt;or&lt;/b&gt; the new one, never both.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;四ツ辻&lt;/b&gt;では、宿場以外のすべてのマスに2つ目の効果があります。止まったら、いつもの効果と新しい効果の&lt;b&gt;どちらか一方&lt;/b&gt;を選びます。両方は選べません。</translation>
    </message>
    <message>
        <source>Six new travellers join the road: Hana travels as Kita, Kenji as Jirocho. Point at a traveller&apos;s name to read the ability.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks a stop on the road.</extracomment>
        <translation>新しい旅人が6人加わります。Hanaはキタ、Kenjiは次郎長として旅をします。旅人の名前にポインターを合わせると、能力を読めます。</translation>
    </message>
    <message>
        <source>You move first. Stop at the &lt;b&gt;village&lt;/b&gt;.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>最初はあなたの番です。&lt;b&gt;村&lt;/b&gt;に止まりましょう。</translation>
    </message>
    <message>
        <source>Start with the village right ahead.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>まずはすぐ先の村からです。</translation>
    </message>
    <message>
        <source>Instead of souvenirs, a village sells &lt;b&gt;legendary objects&lt;/b&gt;: exactly one, of your choice. Choose the legendary object.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>村では土産のかわりに&lt;b&gt;伝説の品&lt;/b&gt;を買えます。好きなものをちょうど1つです。伝説の品を選びましょう。</translation>
    </message>
    <message>
        <source>Buy &lt;b&gt;Murasame&lt;/b&gt; for 3 coins: 8 points at once. Like souvenirs, legendary objects count for the Collector.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;村雨&lt;/b&gt;を3金で買いましょう。すぐに8点です。伝説の品は、土産と同じく収集家の枚数に数えます。</translation>
    </message>
    <message>
        <source>Hana and Kenji walk on, Kenji right to the first inn. Press &lt;b&gt;See the meals&lt;/b&gt; to let him choose his dinner.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>HanaとKenjiが進みます。Kenjiは1つ目の宿場まで一気に進みました。&lt;b&gt;食事を見る&lt;/b&gt;を押して、Kenjiに食事を選ばせましょう。</translation>
    </message>
    <message>
        <source>At a &lt;b&gt;temple&lt;/b&gt; the new effect is an &lt;b&gt;amulet&lt;/b&gt;: 1 coin to the bank, not to the temple. Stop at the temple.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;寺院&lt;/b&gt;の新しい効果は&lt;b&gt;お守り&lt;/b&gt;です。1金を寺院ではなく銀行に払います。寺院に止まりましょう。</translation>
    </message>
    <message>
        <source>The temple is next.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>次は寺院です。</translation>
    </message>
    <message>
        <source>Choose the amulet instead of a gift.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>寄付のかわりにお守りを選びましょう。</translation>
    </message>
    <message>
        <source>Take &lt;b&gt;Health&lt;/b&gt;. The others cannot see your amulets. Each is used once, and not in the turn you got it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;健康&lt;/b&gt;を取りましょう。あなたのお守りはほかの人には見えません。どれも1回だけ使え、手に入れた手番には使えません。</translation>
    </message>
    <message>
        <source>At an &lt;b&gt;encounter&lt;/b&gt; you may buy a &lt;b&gt;calligraphy&lt;/b&gt; for 1 coin instead. Stop at the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;出会い&lt;/b&gt;のマスでは、かわりに1金で&lt;b&gt;書カード&lt;/b&gt;を買えます。出会いに止まりましょう。</translation>
    </message>
    <message>
        <source>On to the encounter.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>出会いへ進みましょう。</translation>
    </message>
    <message>
        <source>Choose the calligraphy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>書カードを選びましょう。</translation>
    </message>
    <message>
        <source>Calligraphies score at the end, as printed. &lt;b&gt;Contemplation&lt;/b&gt; gives 3 points per completed panorama and 1 per cherry tree. Take it.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>書カードは旅の終わりに、書かれているとおりに得点します。&lt;b&gt;瞑想&lt;/b&gt;は、そろえた景観1つにつき3点、桜1枚につき1点です。これを取りましょう。</translation>
    </message>
    <message>
        <source>A panorama stop offers a &lt;b&gt;cherry tree&lt;/b&gt;: 2 points and 1 coin. Stop at the rice paddy.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>景観のマスでは&lt;b&gt;桜&lt;/b&gt;を取ることもできます。2点と1金が得られます。水田に止まりましょう。</translation>
    </message>
    <message>
        <source>Go to the rice paddy panorama.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>水田の景観へ行きましょう。</translation>
    </message>
    <message>
        <source>Your Health amulet lets you take &lt;b&gt;both&lt;/b&gt; effects here: the panorama part and the cherry tree. Switch on its chip, then click the effect to take first.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks the choice over the board. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>健康のお守りを使えば、ここでは景観の1枚と桜の&lt;b&gt;両方&lt;/b&gt;を取れます。健康をオンにしてから、先に受ける効果をクリックしましょう。</translation>
    </message>
    <message>
        <source>A hot spring sells a &lt;b&gt;bath house&lt;/b&gt;: 1 coin for 4 points, and it counts for the Bather. Stop at the hot spring.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>温泉では&lt;b&gt;湯屋&lt;/b&gt;を買えます。1金で4点になり、湯治客の枚数にも数えます。温泉に止まりましょう。</translation>
    </message>
    <message>
        <source>Choose the bath house.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>湯屋を選びましょう。</translation>
    </message>
    <message>
        <source>At a farm you may bet 2 coins in the &lt;b&gt;gaming room&lt;/b&gt; instead of taking 3. Stop at the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a stop on the road. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>農場では、3金をもらうかわりに&lt;b&gt;賭場&lt;/b&gt;で2金を賭けられます。農場に止まりましょう。</translation>
    </message>
    <message>
        <source>Go to the farm.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>農場へ行きましょう。</translation>
    </message>
    <message>
        <source>Choose the gaming room. The fortune die shows ×0 twice, then ×1 to ×4: it multiplies your stake.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble, asking for a move. Its ring marks a card to choose over the board.</extracomment>
        <translation>賭場を選びましょう。運試しのサイコロの目は×0が2つと×1〜×4で、出た目の倍数だけ賭け金が増えます。</translation>
    </message>
    <message>
        <source>Try your luck in the gaming room.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: the note shown when the learner makes another move than the lesson asks for.</extracomment>
        <translation>賭場で運を試しましょう。</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Roll the die&lt;/b&gt; and see what your bet brings.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the choice in the panel. &lt;b&gt;…&lt;/b&gt;: a name or term as on the table.</extracomment>
        <translation>&lt;b&gt;サイコロを振る&lt;/b&gt;を押して、賭けの結果を見ましょう。</translation>
    </message>
    <message>
        <source>Now travel on as you like to the first inn. Remember: at each stop, the usual effect or the new one.</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>ここからは1つ目の宿場まで自由に進みましょう。どのマスでも、いつもの効果か新しい効果のどちらかです。</translation>
    </message>
    <message>
        <source>That is all Crossroads adds. Your calligraphy and the other bonuses count at Edo: enjoy the rest of the journey!</source>
        <extracomment>Tokaido tutorial, Crossroads lesson: a lesson&apos;s text in the tutorial bubble. Its ring marks the board.</extracomment>
        <translation>四ツ辻で加わるのはこれで全部です。書カードやほかのボーナスは江戸で数えます。残りの旅を楽しんでください！</translation>
    </message>
    <message>
        <source>the Crossroads expansion</source>
        <extracomment>the Crossroads lesson&apos;s title in &quot;Learn to play&quot; and in the bubble&apos;s heading; it is also %1 of &quot;You know how to play %1&quot; after the last lesson, hence the article</extracomment>
        <translation>拡張「四ツ辻」</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Read this step first, then press “Next”.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner clicks the table during a lesson to read; “Next” is the bubble&apos;s button</extracomment>
        <translation>まずこのステップを読んでから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>First confirm, with the button the ring points at.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner should press the ringed Confirm button</extracomment>
        <translation>先に、リングが示すボタンで確定してください。</translation>
    </message>
    <message>
        <source>Not yet: first make the move this step asks for.</source>
        <extracomment>the tutorial bubble&apos;s note when the learner presses Next before making the lesson&apos;s move</extracomment>
        <translation>まだです。先にこのステップで求められている手を打ってください。</translation>
    </message>
    <message>
        <source>That move is allowed, but it is not this lesson. Do what the bubble says, or press “Show me”.</source>
        <extracomment>the tutorial bubble&apos;s note for a legal move that is not the lesson&apos;s; “Show me” is the bubble&apos;s button</extracomment>
        <translation>その手はルール上できますが、このレッスンの内容ではありません。吹き出しの指示に従うか、「お手本を見る」を押してください。</translation>
    </message>
    <message>
        <source>Next</source>
        <extracomment>the tutorial bubble&apos;s button after a lesson that is only read</extracomment>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Show me</source>
        <extracomment>the tutorial bubble&apos;s button that makes the lesson&apos;s move for the learner</extracomment>
        <translation>お手本を見る</translation>
    </message>
    <message>
        <source>Leave</source>
        <extracomment>the tutorial bubble&apos;s button that leaves the tutorial for the home screen</extracomment>
        <translation>中断する</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>the tutorial bubble&apos;s menu button (start the lesson again, skip the tutorial)</extracomment>
        <translation>その他</translation>
    </message>
    <message>
        <source>Start the lesson again</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu</extracomment>
        <translation>最初からやり直す</translation>
    </message>
    <message>
        <source>Skip the tutorial</source>
        <extracomment>an item of the tutorial bubble&apos;s “More” menu: play on without lessons</extracomment>
        <translation>チュートリアルを飛ばす</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <extracomment>the tutorial bubble&apos;s button after the last lesson: a new game against the computer</extracomment>
        <translation>本番をプレイする</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player.</source>
        <extracomment>the tutorial bubble after the last lesson, its game over; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;よくできました！&lt;/b&gt; これで%1の遊び方がわかりました。易しいコンピューターと本番のゲームを遊びましょう。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Well done!&lt;/b&gt; You know how to play %1. Play a real game against the easy computer player, or play this one to its end.</source>
        <extracomment>the tutorial bubble after the last lesson; %1 the tutorial&apos;s title (a game&apos;s name, or Tokaido&apos;s “the Crossroads expansion”)</extracomment>
        <translation>&lt;b&gt;よくできました！&lt;/b&gt; これで%1の遊び方がわかりました。易しいコンピューターと本番のゲームを遊ぶか、このゲームを最後まで続けましょう。</translation>
    </message>
    <message>
        <source>Tutorial finished</source>
        <extracomment>the tutorial bubble&apos;s heading after the last lesson</extracomment>
        <translation>チュートリアル完了</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>the tutorial bubble&apos;s heading: %1 the lesson&apos;s number (from 1), %2 the number of lessons</extracomment>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the learner&apos;s name in a tutorial game when no profile name is known</extracomment>
        <translation>プレイヤー</translation>
    </message>
</context>
<context>
    <name>TutorialDesk</name>
    <message>
        <source>Learn %1</source>
        <extracomment>an entry of &quot;Learn to play&quot; when a game has several tutorials, and of a finished lesson&apos;s &quot;More&quot; menu: %1 what it teaches (&quot;Tokaido&quot;, &quot;the Crossroads expansion&quot;)</extracomment>
        <translation>%1を学ぶ</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>On</source>
        <extracomment>the value of a game option that is switched on (new-game dialog, saved games&apos; descriptions), in every game</extracomment>
        <translation>あり</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>the value of a game option that is switched off, in every game</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>the button (top bar and panels) that takes the last move back</extracomment>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>the row or column of a score table that adds up the others</extracomment>
        <translation>合計</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>the status line while a computer player decides: %1 its name</extracomment>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round (from 1), %2 the number of rounds</extracomment>
        <translation>ラウンド %1/%2</translation>
    </message>
</context>
</TS>
