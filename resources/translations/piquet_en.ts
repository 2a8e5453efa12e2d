<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
    <context>
        <name>CardClicks</name>
        <message numerus="yes">
            <source>You may discard at most %n card(s): click a raised card to put it back first.</source>
            <translation>
                <numerusform>You may discard at most %n card: click a raised card to put it back first.</numerusform>
                <numerusform>You may discard at most %n cards: click a raised card to put it back first.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DealSummary</name>
        <message numerus="yes">
            <source>Led %n card(s) of ten or more</source>
            <translation>
                <numerusform>Led %n card of ten or more</numerusform>
                <numerusform>Led %n cards of ten or more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Led %n card(s)</source>
            <translation>
                <numerusform>Led %n card</numerusform>
                <numerusform>Led %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads with a ten or more</source>
            <translation>
                <numerusform>Won %n of the opponent's leads with a ten or more</numerusform>
                <numerusform>Won %n of the opponent's leads with a ten or more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Won %n of the opponent's leads</source>
            <translation>
                <numerusform>Won %n of the opponent's leads</numerusform>
                <numerusform>Won %n of the opponent's leads</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DecisionPrompt</name>
        <message numerus="yes">
            <source>You left %n card(s) in the talon. Look at them? If you look, {player} sees them too.</source>
            <translation>
                <numerusform>You left %n card in the talon. Look at it? If you look, {player} sees it too.</numerusform>
                <numerusform>You left %n cards in the talon. Look at them? If you look, {player} sees them too.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your exchange: mark exactly %n card(s) to discard, then press Exchange. {marked} marked.</source>
            <translation>
                <numerusform>Your exchange: mark exactly %n card to discard, then press Exchange. {marked} marked.</numerusform>
                <numerusform>Your exchange: mark exactly %n cards to discard, then press Exchange. {marked} marked.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your exchange: mark up to %n card(s) to discard (or none), then press Exchange. {marked} marked.</source>
            <translation>
                <numerusform>Your exchange: mark up to %n card to discard (or none), then press Exchange. {marked} marked.</numerusform>
                <numerusform>Your exchange: mark up to %n cards to discard (or none), then press Exchange. {marked} marked.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message numerus="yes">
            <source>Took back your {card}: %n move(s) undone, back to your last choice.</source>
            <translation>
                <numerusform>Took back your {card}: %n move undone, back to your last choice.</numerusform>
                <numerusform>Took back your {card}: %n moves undone, back to your last choice.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Took back your exchange: %n move(s) undone, back to your last choice.</source>
            <translation>
                <numerusform>Took back your exchange: %n move undone, back to your last choice.</numerusform>
                <numerusform>Took back your exchange: %n moves undone, back to your last choice.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Played your {card} again (%n move(s) replayed).</source>
            <translation>
                <numerusform>Played your {card} again (%n move replayed).</numerusform>
                <numerusform>Played your {card} again (%n moves replayed).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Made your exchange again (%n move(s) replayed).</source>
            <translation>
                <numerusform>Made your exchange again (%n move replayed).</numerusform>
                <numerusform>Made your exchange again (%n moves replayed).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryModel</name>
        <message numerus="yes">
            <source>Rubicon, %n deal(s), 36 cards</source>
            <translation>
                <numerusform>Rubicon, %n deal, 36 cards</numerusform>
                <numerusform>Rubicon, %n deals, 36 cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rubicon, %n deal(s)</source>
            <translation>
                <numerusform>Rubicon, %n deal</numerusform>
                <numerusform>Rubicon, %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>-%n game(s)</source>
            <translation>
                <numerusform>-%n game</numerusform>
                <numerusform>-%n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n game(s)</source>
            <translation>
                <numerusform>+%n game</numerusform>
                <numerusform>+%n games</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryWindow</name>
        <message numerus="yes">
            <source>%n partie(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n partie(s) shown</source>
            <translation>
                <numerusform>{shown} of %n partie shown</numerusform>
                <numerusform>{shown} of %n parties shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count}. {human} against {opponent}, {variant}: %n deal(s) played, {score} – {opponent_score}.</source>
            <translation>
                <numerusform>{count}. {human} against {opponent}, {variant}: %n deal played, {score} – {opponent_score}.</numerusform>
                <numerusform>{count}. {human} against {opponent}, {variant}: %n deals played, {score} – {opponent_score}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %n partie(s).</source>
            <translation>
                <numerusform>Added %n partie.</numerusform>
                <numerusform>Added %n parties.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>NewPartieDialog</name>
        <message numerus="yes">
            <source>The seed is too large: use at most %n digits.</source>
            <translation>
                <numerusform>The seed is too large: use at most %n digit.</numerusform>
                <numerusform>The seed is too large: use at most %n digits.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetAdvise</name>
        <message numerus="yes">
            <source>over the %n world(s) it sampled</source>
            <translation>
                <numerusform>over the %n world it sampled</numerusform>
                <numerusform>over the %n worlds it sampled</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>point/seq./set: chance of holding better than now, over %n sampled talon(s)</source>
            <translation>
                <numerusform>point/seq./set: chance of holding better than now, over %n sampled talon</numerusform>
                <numerusform>point/seq./set: chance of holding better than now, over %n sampled talons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n world(s) only)</source>
            <translation>
                <numerusform>(%n world only)</numerusform>
                <numerusform>(%n worlds only)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>value: your net points from here to the end of the play, mean over %n sampled hand(s) of the opponent</source>
            <translation>
                <numerusform>value: your net points from here to the end of the play, mean over %n sampled hand of the opponent</numerusform>
                <numerusform>value: your net points from here to the end of the play, mean over %n sampled hands of the opponent</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetRecord</name>
        <message numerus="yes">
            <source>Result: unfinished (%n deal(s) played)</source>
            <translation>
                <numerusform>Result: unfinished (%n deal played)</numerusform>
                <numerusform>Result: unfinished (%n deals played)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action(s)</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n deal</numerusform>
                <numerusform>%n deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetReview</name>
        <message numerus="yes">
            <source>%n decision(s) rated</source>
            <translation>
                <numerusform>%n decision rated</numerusform>
                <numerusform>%n decisions rated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deal {number}: {lost} points lost over %n decision(s)</source>
            <translation>
                <numerusform>Deal {number}: {lost} points lost over %n decision</numerusform>
                <numerusform>Deal {number}: {lost} points lost over %n decisions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PracticeText</name>
        <message numerus="yes">
            <source>Make the cards: win %n more trick(s).</source>
            <translation>
                <numerusform>Make the cards: win %n more trick.</numerusform>
                <numerusform>Make the cards: win %n more tricks.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) to play.</source>
            <translation>
                <numerusform>%n card to play.</numerusform>
                <numerusform>%n cards to play.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message numerus="yes">
            <source>elder must discard %n card(s)</source>
            <translation>
                <numerusform>elder must discard %n card</numerusform>
                <numerusform>elder must discard %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>younger must discard %n card(s)</source>
            <translation>
                <numerusform>younger must discard %n card</numerusform>
                <numerusform>younger must discard %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayReview</name>
        <message numerus="yes">
            <source>%n exchange(s)</source>
            <translation>
                <numerusform>%n exchange</numerusform>
                <numerusform>%n exchanges</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n declaration(s)</source>
            <translation>
                <numerusform>%n declaration</numerusform>
                <numerusform>%n declarations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) played</source>
            <translation>
                <numerusform>%n card played</numerusform>
                <numerusform>%n cards played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n other choice(s) (carte blanche, the talon's cards)</source>
            <translation>
                <numerusform>%n other choice (carte blanche, the talon's cards)</numerusform>
                <numerusform>%n other choices (carte blanche, the talon's cards)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Your %n decision ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
                <numerusform>Your %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>{player}'s %n decision ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
                <numerusform>{player}'s %n decisions ({what}) lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message numerus="yes">
            <source>%n declaration(s)</source>
            <translation>
                <numerusform>%n declaration</numerusform>
                <numerusform>%n declarations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) played</source>
            <translation>
                <numerusform>%n card played</numerusform>
                <numerusform>%n cards played</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Nothing marked: your %n decisions ({what}) lost {points} points in all against {level}'s best, none of them costly.</source>
            <translation>
                <numerusform>Nothing marked: your %n decision ({what}) lost {points} points against {level}'s best, and was not costly.</numerusform>
                <numerusform>Nothing marked: your %n decisions ({what}) lost {points} points in all against {level}'s best, none of them costly.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions ({what}) lost {points} points against {level}'s best; the costly ones:</source>
            <translation>
                <numerusform>Your %n decision ({what}) lost {points} points against {level}'s best:</numerusform>
                <numerusform>Your %n decisions ({what}) lost {points} points against {level}'s best; the costly ones:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message numerus="yes">
            <source>%n game(s) won, {first} {a} to {second} {b}: a double game counts two, and the first to 3 wins the partie</source>
            <translation>
                <numerusform>%n game won, {first} {a} to {second} {b}: a double game counts two, and the first to 3 wins the partie</numerusform>
                <numerusform>%n games won, {first} {a} to {second} {b}: a double game counts two, and the first to 3 wins the partie</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message numerus="yes">
            <source>%n practice partie(s) left out (see “Include practice parties”).</source>
            <translation>
                <numerusform>%n practice partie left out (see “Include practice parties”).</numerusform>
                <numerusform>%n practice parties left out (see “Include practice parties”).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n partie(s) could not be read and left out: {reasons}</source>
            <translation>
                <numerusform>%n partie could not be read and is left out: {reasons}</numerusform>
                <numerusform>%n parties could not be read and are left out: {reasons}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Your rating: {mean}&lt;/b&gt;, near the level “{level}” (most likely between {low} and {high}), from %n rated partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Your rating: {mean}&lt;/b&gt;, near the level “{level}” (most likely between {low} and {high}), from %n rated partie.</numerusform>
                <numerusform>&lt;b&gt;Your rating: {mean}&lt;/b&gt;, near the level “{level}” (most likely between {low} and {high}), from %n rated parties.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision (lower is better), over %n reviewed partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision (lower is better), over %n reviewed partie.</numerusform>
                <numerusform>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision (lower is better), over %n reviewed parties.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableLayout</name>
        <message numerus="yes">
            <source>%n trick(s)</source>
            <translation>
                <numerusform>%n trick</numerusform>
                <numerusform>%n tricks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message numerus="yes">
            <source>Deal over: You took %n trick(s), {opponent} {theirs}</source>
            <translation>
                <numerusform>Deal over: You took %n trick, {opponent} {theirs}</numerusform>
                <numerusform>Deal over: You took %n tricks, {opponent} {theirs}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deal over: {player} took %n trick(s), {opponent} {theirs}</source>
            <translation>
                <numerusform>Deal over: {player} took %n trick, {opponent} {theirs}</numerusform>
                <numerusform>Deal over: {player} took %n tricks, {opponent} {theirs}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrainingRatings</name>
        <message numerus="yes">
            <source>{kind}: {rating} (%n attempt(s))</source>
            <translation>
                <numerusform>{kind}: {rating} (%n attempt)</numerusform>
                <numerusform>{kind}: {rating} (%n attempts)</numerusform>
            </translation>
        </message>
    </context>
</TS>
