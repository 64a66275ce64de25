#!/usr/bin/env python3
"""Makes the multi-script corpus of dialog specs from Mozilla Focus for iOS's translations.

Usage: make_corpus.py OUT-FOLDER TEMPLATE-XLIFF LOCALE-XLIFF...

TEMPLATE-XLIFF is the English file (`templates/focus-ios.xliff` of
github.com/mozilla-l10n/focusios-l10n); each LOCALE-XLIFF is one locale's
`<locale>/focus-ios.xliff` of the same repository, its locale read from the file's
`target-language`. Writes one `<name>.dialog.json` per dialog of DIALOGS below into
OUT-FOLDER (deleting the specs it wrote before), each with English and every locale that
translates all of the dialog's texts. Mozilla's locale codes become the project's
(LOCALES). `%@` and `%1$@`, the app's name in Focus, are written as "Firefox Focus";
`%2$@` as "Maps". The output depends only on the files given: run it again with the same
files and nothing changes. The translations are MPL-2.0 (README.md beside this script).
Python standard library only.
"""
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

XLIFF = "{urn:oasis:names:tc:xliff:document:1.2}"

# Mozilla's code -> the project's, in the order the specs list them. A locale not here is
# left out.
LOCALES = [
    ("en", "en"), ("ko", "ko"), ("ja", "ja"), ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"),
    ("de", "de"), ("fr", "fr"), ("es-ES", "es"), ("ru", "ru"), ("pt-BR", "pt-BR"), ("vi", "vi"),
    ("th", "th"), ("lo", "lo"), ("my", "my"), ("hi-IN", "hi"),
    ("ar", "ar"), ("fa", "fa"), ("ur", "ur"), ("he", "he"),
]

# What the app fills its placeholders with.
PLACEHOLDERS = {"%@": "Firefox Focus", "%1$@": "Firefox Focus", "%2$@": "Maps"}

CANCEL = ("cancel", "ExternalLink.cancelButton", "cancel")
DONE = ("done", "Done", None)

# name -> title, message (or None), text field placeholder (or None), buttons
# (id, trans-unit id, role). The dialogs Focus shows (alerts, prompts, onboarding cards,
# tips) and its settings' explanations shown as a confirmation: titles, messages of one to
# four lines, and buttons.
DIALOGS = {
    "about": ("About.title", "About.missionLabel", None, [("learn-more", "About.learnMoreButton", None), DONE]),
    "add-pass-failed": ("AddPass.Error.Title", "AddPass.Error.Message", None, [("ok", "AddPass.Error.Dismiss", None)]),
    "add-custom-url": ("Autocomplete.addCustomUrl", "Autocomplete.mySitesDesc", "Autocomplete.addCustomUrlPlaceholder",
                       [CANCEL, ("save", "Save", None)]),
    "custom-url-exists": ("Autocomplete.duplicateUrl", "Autocomplete.addCustomUrlError", None, [("ok", "AddPass.Error.Dismiss", None)]),
    "autocomplete-top-sites": ("Autocomplete.topSites", "Autocomplete.defaultDescriptoin", None, [CANCEL, ("enable", "Autocomplete.enabled", None)]),
    "block-other-trackers": ("Settings.toggleBlockOther2", "Settings.blockOtherMessage", None,
                             [("cancel", "Settings.blockOtherNo2", "cancel"), ("block", "Settings.blockOtherYes2", None)]),
    "camera-access": ("Settings.screenTitle", "NSCameraUsageDescription", None, [CANCEL, ("openSettings", "Safari.openInstruction", None)]),
    "crash-reports": ("Settings.toggleCrashReports", "Settings.detailTextCrashReports.V2", None, [CANCEL, DONE]),
    "daily-usage-ping": ("Settings.DailyUsagePing.Title", "Settings.DailyUsagePing.Message", None, [DONE]),
    "default-browser": ("Settings.setAsDefaultBrowser", "Settings.setAsDefaultBrowserDescription", None,
                        [CANCEL, ("open-settings", "Safari.instructionsOpen", None)]),
    "erase-history": ("Siri.erase", "TooltipBodyText.TrashIcon", None, [CANCEL, ("erase", "Siri.eraseAndOpen", "destructive")]),
    "erase-everything": ("URL.eraseMessageLabel2", "TooltipBodyText.TrashIcon.V2", None, [DONE]),
    "external-app": ("ExternalAppLink.messageTitle", None, None,
                     [("cancel", "ExternalAppLink.cancelTitle", "cancel"), ("openApp", "ExternalAppLink.openTitle", None)]),
    "external-app-named": ("externalAppLinkWithAppName.messageTitle", None, None,
                           [("cancel", "ExternalAppLink.cancelTitle", "cancel"), ("openApp", "ExternalAppLink.openTitle", None)]),
    "face-id": ("Settings.toggleFaceID", "Settings.toggleFaceIDDescription", None, [CANCEL, ("turn-on", "Tip.BiometricFaceId.Description", None)]),
    "feature-studies": ("Settings.toggleStudies.v2", "Settings.detailTextStudies.v2", None, [CANCEL, DONE]),
    "intro-history": ("Intro.Slides.History.Title", "Intro.Slides.History.Description", None,
                      [("skip", "Intro.Slides.Skip.Button", "cancel"), ("next", "Intro.Slides.Next.Button", None)]),
    "intro-search": ("Intro.Slides.Search.Title", "Intro.Slides.Search.Description", None,
                     [("skip", "Intro.Slides.Skip.Button", "cancel"), ("next", "Intro.Slides.Next.Button", None)]),
    "intro-welcome": ("Intro.Slides.Welcome.Title", "Intro.Slides.Welcome.Description", None,
                      [("skip", "Intro.Slides.Skip.Button", "cancel"), ("next", "Intro.Slides.Next.Button", None)]),
    "location-access": ("trackingProtection.connectionSecureLabel", "NSLocationWhenInUseUsageDescription", None, [DONE]),
    "offline": ("Network.Offline.ErrorMessage", None, None, [CANCEL, ("retry", "Network.Offline.RetryButton", None)]),
    "onboarding-default-browser": ("Onboarding.DefaultBrowser.Title.V2", "Onboarding.DefaultBrowser.FirstSubtitle.V2", None,
                                   [("skip", "Onboarding.DefaultBrowser.BottomButtonTitle.V2", "cancel"),
                                    ("set-default", "Onboarding.DefaultBrowser.TopButtonTitle.V2", None)]),
    "onboarding-default-link": ("Onboarding.DefaultBrowser.Title.V2", "Onboarding.DefaultBrowser.SecondSubtitle.V2", None,
                                [("set-default", "Onboarding.DefaultBrowser.TopButtonTitle.V2", None)]),
    "onboarding-history": ("Onboarding.History.Title", "Onboarding.History.Description", None, [("start", "Onboarding.Button.Title", None)]),
    "onboarding-incognito": ("Onboarding.Incognito.Title", "Onboarding.Incognito.Description", None, [("start", "Onboarding.Button.Title", None)]),
    "onboarding-protection": ("Onboarding.Protection.Title", "Onboarding.Protection.Description", None, [("start", "Onboarding.Button.Title", None)]),
    "onboarding-privacy": ("Onboarding.Title", "Onboarding.PrivacyNotice.Text", None, [("proceed", "Onboarding.TermsOfUse.ButtonTextV2", None)]),
    "onboarding-terms": ("Onboarding.TermsOfUse.Title", "Onboarding.TermsOfUse.Text", None, [("agree", "Onboarding.TermsOfUse.ButtonText", None)]),
    "onboarding-welcome": ("NewOnboarding.Subtitle.V2", "Onboarding.Subtitle", None, [("get-started", "NewOnboarding.Button.Title.V2", None)]),
    "remote-improvements": ("Settings.toggleRollouts", "Settings.detailTextRollouts", None, [CANCEL, DONE]),
    "rename-shortcut": ("ShortcutView.Rename", None, "ShortcutView.RenameShortcutAlertPlaceholder",
                        [("cancel", "ShortcutView.RenameShortcutAlertSecondaryAction", "cancel"),
                         ("save", "ShortcutView.RenameShortcutAlertPrimaryAction", None)]),
    "remove-shortcut": ("ShortcutView.RemoveFromShortcuts", "ShareMenu.RemoveShortcut.Confirm", None, [DONE]),
    "safari-not-enabled": ("Safari.instructionsNotEnabled", "Safari.instructionsContentBlockers", None,
                           [CANCEL, ("open-settings", "Safari.instructionsOpen", None)]),
    "search-suggestions": ("SearchSuggestions.promptTitle", "SearchSuggestions.promptMessage", None,
                           [("no", "SearchSuggestions.promptDisable", "cancel"), ("yes", "SearchSuggestions.promptEnable", None)]),
    "search-suggestions-setting": ("Settings.searchSuggestions", "Settings.detailTextSearchSuggestion", None, [CANCEL, DONE]),
    "send-usage-data": ("Settings.toggleSendUsageData", "Settings.detailTextSendUsageData.v2", None, [CANCEL, DONE]),
    "show-me-how": ("ShowMeHowOnboarding.Title.V2", "ShowMeHowOnboarding.SubtitleStepOne.V2", None, [("done", "ShowMeHowOnboarding.ButtonText.V2", None)]),
    "tip-biometric": ("Tip.Biometric.Title", "Tip.BiometricTouchId.Description", None, [CANCEL, DONE]),
    "tip-request-desktop": ("Tip.RequestDesktop.Title", "Tip.RequestDesktop.Description", None, [DONE]),
    "tip-shortcuts": ("Tip.Shortcuts.Title", "Tip.Shortcuts.Description", None, [DONE]),
    "tip-sites-not-working": ("Tip.SitesNotWorking.Title", "Tip.SitesNotWorking.Description", None, [DONE]),
    "tooltip-privacy": ("TooltipTitleText.Privacy", "TooltipBodyText.Privacy", None, [DONE]),
    "tooltip-search": ("FirstRun.messageLabelTagline", "TooltipBodyText.SearchBar", None, [("got-it", "FirstRun.lastSlide.buttonLabel", None)]),
    "tooltip-settings": ("Settings.screenTitle", "TooltipBodyText.ContextMenu", None, [DONE]),
    "tooltip-shield": ("trackingProtection.label", "TooltipBodyText.ShieldIcon", None, [DONE]),
    "tooltip-trackers-blocked": ("trackingProtection.toggleLabel2", "TooltipBodyText.ShieldIconTrackerBlocked.V2", None, [DONE]),
    "widget-gallery": ("TodayWidget.QuickActionsGalleryTitle", "TodayWidget.QuickActionGalleryDescription", None, [DONE]),
    "widget-onboarding": ("WidgetOnboardingCard.Title", "WidgetOnboardingCard.Subtitle", None,
                          [CANCEL, ("show-me-how", "WidgetOnboardingCard.ActionButton", None)]),
}


def units(path, text_of):
    """trans-unit id -> text (`text_of` picks source or target) of one XLIFF file, and its target-language."""
    root = ET.parse(path).getroot()
    texts, language = {}, None
    for file in root.iter(XLIFF + "file"):
        language = language or file.get("target-language")
        for unit in file.iter(XLIFF + "trans-unit"):
            element = unit.find(XLIFF + text_of)
            if element is not None and element.text and element.text.strip():
                texts.setdefault(unit.get("id"), element.text)
    return texts, language


def filled(text):
    """The text as the app shows it: placeholders filled, `%%` as `%`; None if another format is left."""
    for placeholder, value in PLACEHOLDERS.items():
        text = text.replace(placeholder, value)
    text = text.replace("%%", "%")
    if re.search(r"%[0-9$]*[@sdf]", text) or "{" in text or "<" in text:
        return None
    return text.strip()


def camel(name):
    """`learn-more` as a Swift name: `learnMore`."""
    first, *rest = name.split("-")
    return first + "".join(part.capitalize() for part in rest)


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    out, template, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    codes = dict(LOCALES)
    translations = {"en": units(template, "source")[0]}
    for path in files:
        texts, language = units(path, "target")
        if language in codes:
            translations[codes[language]] = texts
    order = [code for _, code in LOCALES if code in translations]
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith(".dialog.json"):
            os.remove(os.path.join(out, name))
    for name, (title, message, placeholder, buttons) in sorted(DIALOGS.items()):
        keys = [title] + [key for key in (message, placeholder) if key] + [button[1] for button in buttons]
        locales = []
        for code in order:
            texts = translations[code]
            if all(key in texts and filled(texts[key]) for key in keys):
                locales.append(code)
        if "en" not in locales:
            raise SystemExit(f"{name}: the English template lacks one of {keys}")

        def text(key):
            return {code: filled(translations[code][key]) for code in locales}

        spec = {"id": "focus." + camel(name), "title": text(title)}
        if message:
            spec["message"] = text(message)
        if placeholder:
            spec["content"] = [{"type": "textField", "id": "name", "placeholder": text(placeholder)}]
        spec["buttons"] = [dict({"id": camel(identifier), "title": text(key)}, **({"role": role} if role else {}))
                           for identifier, key, role in buttons]
        with open(os.path.join(out, name + ".dialog.json"), "w", encoding="utf-8", newline="\n") as file:
            file.write(json.dumps(spec, ensure_ascii=False, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
