<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BlacklistPage</name>
    <message numerus="yes">
        <location filename="../../ui/settings/blacklist_page.py" line="+122"/>
        <source>%n line(s) of your lists are not valid rules. If you save now they are kept in the text but skipped: they block or allow nothing.</source>
        <translation>
            <numerusform>%n line of your lists is not a valid rule. If you save now it is kept in the text but skipped: it blocks or allows nothing.</numerusform>
            <numerusform>%n lines of your lists are not valid rules. If you save now they are kept in the text but skipped: they block or allow nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelStep</name>
    <message numerus="yes">
        <location filename="../../ui/welcome_steps.py" line="+105"/>
        <source>%1 — running on this computer (%n model(s))</source>
        <translation>
            <numerusform>%1 — running on this computer (%n model)</numerusform>
            <numerusform>%1 — running on this computer (%n models)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message numerus="yes">
        <location filename="../../ui/settings/models_page.py" line="+267"/>
        <source>%n model(s) found.</source>
        <translation>
            <numerusform>%n model found.</numerusform>
            <numerusform>%n models found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleEditor</name>
    <message numerus="yes">
        <location filename="../../ui/settings/rule_editor.py" line="+137"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%n line(s) are not valid rules and will be skipped:</source>
        <translation>
            <numerusform>%n line is not a valid rule and will be skipped:</numerusform>
            <numerusform>%n lines are not valid rules and will be skipped:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SubscriptionList</name>
    <message numerus="yes">
        <location filename="../../ui/settings/subscriptions.py" line="+126"/>
        <source>ok (%n invalid line(s) skipped)</source>
        <translation>
            <numerusform>ok (%n invalid line skipped)</numerusform>
            <numerusform>ok (%n invalid lines skipped)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Refreshing %n subscription(s)…</source>
        <translation>
            <numerusform>Refreshing %n subscription…</numerusform>
            <numerusform>Refreshing %n subscriptions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n subscription(s) could not be downloaded; the last good copy stays in use.</source>
        <translation>
            <numerusform>%n subscription could not be downloaded; the last good copy stays in use.</numerusform>
            <numerusform>%n subscriptions could not be downloaded; the last good copies stay in use.</numerusform>
        </translation>
    </message>
</context>
</TS>
