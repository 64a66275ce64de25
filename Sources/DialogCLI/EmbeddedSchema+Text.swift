// Generated from Schemas/ by EmbeddedSchemaTests; do not edit: change the schema and
// re-record with DIALOGC_RECORD=1 swift test --skip-build --filter EmbeddedSchemaTests.

extension EmbeddedSchema {
    /// The schema's text, byte for byte `Schemas/<fileName>`.
    public var text: String {
        switch self {
        case .spec:
            ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://dialogc.dev/schemas/dialog.schema.json",
  "title": "dialogc dialog spec",
  "description": "A dialog spec (`*.dialog.json`) compiled by dialogc: an alert or sheet with its texts, buttons, layout and token overrides. See docs/format/spec.md.",
  "type": "object",
  "properties": {
    "$schema": {
      "$ref": "#/$defs/annotation",
      "description": "The JSON Schema this file follows, for editors; ignored by dialogc."
    },
    "id": {
      "description": "Unique across all specs compiled together; names the outputs (`team.invitation` becomes `TeamInvitationDialog`).",
      "type": "string",
      "pattern": "^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9]*)*$",
      "examples": ["team.invitation"]
    },
    "description": {
      "type": "string",
      "description": "One line for the catalog and the generated doc comment."
    },
    "tags": {
      "type": "array",
      "items": {
        "type": "string"
      },
      "description": "Catalog grouping."
    },
    "presentation": {
      "description": "How the dialog is presented.",
      "type": "string",
      "enum": ["alert", "sheet"],
      "default": "alert",
      "markdownEnumDescriptions": ["A centered card (the default).", "A bottom sheet."]
    },
    "title": {
      "$ref": "#/$defs/text",
      "description": "The title. At least one of `title` and `message` is required."
    },
    "message": {
      "$ref": "#/$defs/text",
      "description": "The message below the title. At least one of `title` and `message` is required."
    },
    "highlights": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/highlight"
      },
      "description": "Substring highlights of the message (the older, offset-free form of `<name>…</name>` markup)."
    },
    "parameters": {
      "description": "The types of the `{placeholders}` in the texts; undeclared placeholders are `String`.",
      "type": "object",
      "propertyNames": {
        "anyOf": [
          {
            "pattern": "^\\$(schema|comment)$"
          },
          {
            "$ref": "#/$defs/swiftIdentifier"
          }
        ]
      },
      "patternProperties": {
        "^[A-Za-z_][A-Za-z0-9_]*$": {
          "$ref": "#/$defs/parameter"
        },
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "icon": {
      "$ref": "#/$defs/icon",
      "description": "An icon above the title: `{\"symbol\": …}` (SF Symbol) or `{\"asset\": …}` (asset catalog image)."
    },
    "content": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/element"
      },
      "description": "Extra elements between the text and the buttons: `textField`, `checkbox`, `slot`."
    },
    "buttons": {
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/button"
      },
      "description": "The buttons, at least one, in display order: leading to trailing, or top to bottom."
    },
    "layout": {
      "description": "How the buttons are arranged.",
      "type": "object",
      "properties": {
        "buttons": {
          "description": "Button arrangement.",
          "type": "string",
          "enum": ["horizontal", "vertical", "auto"],
          "default": "auto",
          "markdownEnumDescriptions": [
            "One row (at most 2 buttons).",
            "A stack, top to bottom (at most 3 in an alert, 4 in a sheet).",
            "A row when the titles fit on one line, a stack otherwise (the default)."
          ]
        },
        "widths": {
          "type": "array",
          "items": {
            "type": "number",
            "exclusiveMinimum": 0,
            "maximum": 1
          },
          "description": "Fractions of the button row, one per button, summing to 1, e.g. `[0.3, 0.7]`. Rows only.",
          "examples": [[0.3, 0.7]]
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "style": {
      "description": "Per-dialog overrides of the dialog contract tokens (docs/format/tokens.md#contract-tokens). Keys are the token paths without `dialog.` and without the presentation group: `background` overrides `dialog.alert.background` in an alert and `dialog.sheet.background` in a sheet.",
      "type": "object",
      "properties": {
        "background": {
          "$ref": "#/$defs/colorRef",
          "description": "Card background. Overrides `dialog.alert.background` (alert) or `dialog.sheet.background` (sheet)."
        },
        "cornerRadius": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Card corner radius. Overrides `dialog.alert.cornerRadius` or `dialog.sheet.cornerRadius`."
        },
        "margin": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Distance to the screen edges (alert: every edge; sheet: the sides). Overrides `dialog.alert.margin` or `dialog.sheet.margin`."
        },
        "maxWidth": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Largest card width. Overrides `dialog.alert.maxWidth`. Alerts only."
        },
        "bottomInset": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Gap above the bottom safe area. Overrides `dialog.sheet.bottomInset`. Sheets only."
        },
        "padding.top": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Inset above the content. Overrides `dialog.alert.padding.top` or `dialog.sheet.padding.top`."
        },
        "padding.horizontal": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Inset at both sides. Overrides `dialog.alert.padding.horizontal` or `dialog.sheet.padding.horizontal`."
        },
        "padding.bottom": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Inset below the buttons. Overrides `dialog.alert.padding.bottom` or `dialog.sheet.padding.bottom`."
        },
        "spacing.icon": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Space below the icon. Overrides `dialog.spacing.icon`."
        },
        "spacing.titleMessage": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Space between title and message. Overrides `dialog.spacing.titleMessage`."
        },
        "spacing.content": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Space around the `content` elements. Overrides `dialog.spacing.content`."
        },
        "spacing.buttons": {
          "$ref": "#/$defs/dimensionRef",
          "description": "Space between buttons. Overrides `dialog.spacing.buttons`."
        },
        "title.typography": {
          "$ref": "#/$defs/typographyRef",
          "description": "Title font. Overrides `dialog.title.typography`."
        },
        "title.color": {
          "$ref": "#/$defs/colorRef",
          "description": "Title color. Overrides `dialog.title.color`."
        },
        "message.typography": {
          "$ref": "#/$defs/typographyRef",
          "description": "Message font. Overrides `dialog.message.typography`."
        },
        "message.color": {
          "$ref": "#/$defs/colorRef",
          "description": "Message color. Overrides `dialog.message.color`."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "dim": {
      "description": "The backdrop behind the dialog; defaults come from the contract tokens.",
      "type": "object",
      "properties": {
        "color": {
          "$ref": "#/$defs/colorRef",
          "description": "Backdrop color; defaults to `dialog.dim.color`."
        },
        "opacity": {
          "$ref": "#/$defs/opacityRef",
          "description": "Backdrop opacity; defaults to `dialog.dim.opacity`."
        },
        "dismissOnTap": {
          "type": "boolean",
          "default": true,
          "description": "Whether tapping the backdrop dismisses the dialog (as its cancel button would)."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "transition": {
      "description": "Transition tokens for appearing and disappearing.",
      "type": "object",
      "properties": {
        "in": {
          "$ref": "#/$defs/transitionRef",
          "description": "How the dialog appears; defaults to `dialog.transition.in`."
        },
        "out": {
          "$ref": "#/$defs/transitionRef",
          "description": "How the dialog disappears; defaults to `dialog.transition.out`."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "accessibility": {
      "description": "Accessibility settings for the dialog.",
      "type": "object",
      "properties": {
        "identifier": {
          "type": "string",
          "description": "The base accessibility identifier; buttons default to `<identifier>.<button id>`."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "lint": {
      "description": "Lint settings for this spec only.",
      "type": "object",
      "properties": {
        "disable": {
          "description": "A list of rules switched off for this spec (they do not run), or an object of rules and the reason each is suppressed in this dialog (`unused-suppression` warns when one suppresses nothing).",
          "oneOf": [
            {
              "type": "array",
              "items": {
                "$ref": "#/$defs/ruleID"
              }
            },
            {
              "$ref": "#/$defs/suppressions"
            }
          ]
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    }
  },
  "patternProperties": {
    "^\\$(schema|comment)$": {
      "$ref": "#/$defs/annotation"
    }
  },
  "additionalProperties": false,
  "required": ["id", "buttons"],
  "anyOf": [
    {
      "required": ["title"]
    },
    {
      "required": ["message"]
    }
  ],
  "if": {
    "required": ["presentation"],
    "properties": {
      "presentation": {
        "const": "sheet"
      }
    }
  },
  "then": {
    "properties": {
      "style": {
        "properties": {
          "maxWidth": false
        }
      }
    }
  },
  "else": {
    "properties": {
      "style": {
        "properties": {
          "bottomInset": false
        }
      }
    }
  },
  "$defs": {
    "annotation": {
      "description": "Allowed in every object of the file and ignored by dialogc: `$schema` points editors at this schema, `$comment` holds a note for people."
    },
    "swiftReservedKeyword": {
      "description": "Reserved Swift keywords: they need backticks wherever they are used as names.",
      "enum": [
        "_",
        "Any",
        "as",
        "associatedtype",
        "await",
        "borrowing",
        "break",
        "case",
        "catch",
        "class",
        "consuming",
        "continue",
        "default",
        "defer",
        "deinit",
        "do",
        "else",
        "enum",
        "extension",
        "fallthrough",
        "false",
        "fileprivate",
        "for",
        "func",
        "guard",
        "if",
        "import",
        "in",
        "init",
        "inout",
        "internal",
        "is",
        "let",
        "nil",
        "nonisolated",
        "open",
        "operator",
        "precedencegroup",
        "private",
        "protocol",
        "public",
        "repeat",
        "rethrows",
        "return",
        "Self",
        "self",
        "static",
        "struct",
        "subscript",
        "super",
        "switch",
        "throw",
        "throws",
        "true",
        "try",
        "typealias",
        "var",
        "where",
        "while"
      ]
    },
    "swiftContextualKeyword": {
      "description": "Contextual Swift keywords: legal names in some positions, but a generated name is used as a case, a parameter label and a property, so they are refused too.",
      "enum": [
        "actor",
        "any",
        "associativity",
        "async",
        "convenience",
        "didSet",
        "dynamic",
        "each",
        "final",
        "get",
        "indirect",
        "infix",
        "lazy",
        "left",
        "macro",
        "mutating",
        "none",
        "nonmutating",
        "optional",
        "override",
        "package",
        "postfix",
        "precedence",
        "prefix",
        "Protocol",
        "required",
        "right",
        "set",
        "some",
        "Type",
        "unowned",
        "weak",
        "willSet"
      ]
    },
    "swiftIdentifier": {
      "description": "A Swift identifier: an ASCII letter or `_`, then letters, digits or `_`; not a Swift keyword, reserved or contextual.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
      "not": {
        "anyOf": [
          {
            "$ref": "#/$defs/swiftReservedKeyword"
          },
          {
            "$ref": "#/$defs/swiftContextualKeyword"
          }
        ]
      }
    },
    "swiftTypeName": {
      "description": "A Swift type name, optionally qualified (`LiveMessage`, `Chat.LiveMessage`); no component may be a reserved Swift keyword, nor `any`, `some` or `each`, which start a type of their own (other contextual ones such as `Type` are fine in a type position).",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
      "not": {
        "pattern": "(^|\\.)(_|Any|any|as|associatedtype|await|borrowing|break|case|catch|class|consuming|continue|default|defer|deinit|do|each|else|enum|extension|fallthrough|false|fileprivate|for|func|guard|if|import|in|init|inout|internal|is|let|nil|nonisolated|open|operator|precedencegroup|private|protocol|public|repeat|rethrows|return|Self|self|some|static|struct|subscript|super|switch|throw|throws|true|try|typealias|var|where|while)(\\.|$)"
      }
    },
    "parameterType": {
      "description": "The placeholder's Swift type.",
      "type": "string",
      "enum": ["String", "Int", "Double"],
      "markdownEnumDescriptions": [
        "Text.",
        "A whole number, formatted for the locale.",
        "A decimal number, formatted for the locale."
      ]
    },
    "parameter": {
      "description": "A placeholder's Swift type, or an object with the type and what the value looks like, which layout, the layout rules, the catalog and the length budgets measure (the generated Swift is the same).",
      "oneOf": [
        {
          "$ref": "#/$defs/parameterType"
        },
        {
          "type": "object",
          "properties": {
            "type": {
              "$ref": "#/$defs/parameterType"
            },
            "example": {
              "description": "A typical value as the app shows it, measured in place of the placeholder: one for every locale, or an object mapping locale codes to values (a locale without one takes the best match, else the first). One line, not empty, at most `maxLength` characters; a number is drawn as written.",
              "oneOf": [
                {
                  "$ref": "#/$defs/parameterExample"
                },
                {
                  "type": "object",
                  "patternProperties": {
                    "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$": {
                      "$ref": "#/$defs/parameterExample"
                    },
                    "^\\$(schema|comment)$": {
                      "$ref": "#/$defs/annotation"
                    }
                  },
                  "additionalProperties": false,
                  "$comment": "At least one key besides $schema and $comment.",
                  "not": {
                    "propertyNames": {
                      "pattern": "^\\$(schema|comment)$"
                    }
                  }
                }
              ]
            },
            "maxLength": {
              "description": "The most characters the value has: the placeholder is measured as this many wide characters of the locale's script (`W` in Latin, `国` in Chinese and Japanese, `한` in Korean, `0` for a number) when that is wider than the example.",
              "type": "integer",
              "minimum": 1,
              "maximum": 10000
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "required": ["type"],
          "additionalProperties": false
        }
      ]
    },
    "parameterExample": {
      "description": "One example: a string (the value as shown), or for an `Int` or `Double` a number.",
      "oneOf": [
        {
          "type": "string",
          "minLength": 1,
          "pattern": "^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$"
        },
        {
          "type": "number"
        }
      ]
    },
    "localeCode": {
      "description": "A BCP 47 language tag: `ko`, `en`, `en-GB`, `zh-Hans`, `pt-BR`.",
      "type": "string",
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "text": {
      "description": "A text: a string in the default locale, or an object mapping locale codes to strings or plurals. Inside a text, `{name}` is a placeholder (`{{` and `}}` are literal braces), `<name>…</name>` is a highlight span drawn with the style `highlight.<name>`, and `\\n` is a line break. Every locale must use the same placeholders and the same highlight spans.",
      "oneOf": [
        {
          "type": "string",
          "description": "The text in the config's `defaultLocale`."
        },
        {
          "description": "The text per locale, at least one: `{\"ko\": \"이 타이머를 삭제할까요?\", \"en\": \"Delete this timer?\"}`.",
          "type": "object",
          "patternProperties": {
            "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$": {
              "description": "The text in this locale: a string, or a plural.",
              "oneOf": [
                {
                  "type": "string"
                },
                {
                  "$ref": "#/$defs/pluralText"
                }
              ]
            },
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false,
          "$comment": "At least one key besides $schema and $comment.",
          "not": {
            "propertyNames": {
              "pattern": "^\\$(schema|comment)$"
            }
          }
        }
      ]
    },
    "pluralText": {
      "description": "A text that varies by CLDR plural category with an Int parameter: `{\"plural\": \"count\", \"one\": \"Delete {count} message?\", \"other\": \"Delete {count} messages?\"}`. The generated code picks the category with CLDR's rules for the locale, and shows `other` for a category left out.",
      "type": "object",
      "properties": {
        "plural": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "The parameter, declared as \"Int\", whose value chooses the form."
        },
        "zero": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for CLDR's `zero` category: a string, or a plural on a second Int parameter."
        },
        "one": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for CLDR's `one` category: a string, or a plural on a second Int parameter."
        },
        "two": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for CLDR's `two` category: a string, or a plural on a second Int parameter."
        },
        "few": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for CLDR's `few` category: a string, or a plural on a second Int parameter."
        },
        "many": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for CLDR's `many` category: a string, or a plural on a second Int parameter."
        },
        "other": {
          "$ref": "#/$defs/pluralForm",
          "description": "The form for every count no other category takes: a string, or a plural on a second Int parameter."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "required": [
        "plural",
        "other"
      ],
      "additionalProperties": false
    },
    "pluralForm": {
      "description": "A form of a plural: a string, or a plural on a second Int parameter (docs/format/spec.md, \"Two plural parameters\").",
      "oneOf": [
        {
          "type": "string"
        },
        {
          "$ref": "#/$defs/nestedPluralText"
        }
      ]
    },
    "nestedPluralText": {
      "description": "A form of a plural that varies by a second Int parameter: `{\"plural\": \"folders\", \"one\": \"{files} files in {folders} folder\", \"other\": \"{files} files in {folders} folders\"}`. One level deep: its forms are strings; the parameter is another than the outer plural's, the same in every form of the outer plural.",
      "type": "object",
      "properties": {
        "plural": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "The second parameter, declared as \"Int\", whose value chooses the form."
        },
        "zero": {
          "type": "string",
          "description": "The form for CLDR's `zero` category."
        },
        "one": {
          "type": "string",
          "description": "The form for CLDR's `one` category."
        },
        "two": {
          "type": "string",
          "description": "The form for CLDR's `two` category."
        },
        "few": {
          "type": "string",
          "description": "The form for CLDR's `few` category."
        },
        "many": {
          "type": "string",
          "description": "The form for CLDR's `many` category."
        },
        "other": {
          "type": "string",
          "description": "The form for every count no other category takes."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "required": [
        "plural",
        "other"
      ],
      "additionalProperties": false
    },
    "tokenPath": {
      "description": "A token reference by path, `group.token`, e.g. `dialog.alert.background`.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$"
    },
    "tokenAlias": {
      "description": "A token reference in DTCG alias form, `{group.token}`, e.g. `{dialog.alert.background}`.",
      "type": "string",
      "pattern": "^\\{[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*\\}$"
    },
    "tokenReference": {
      "description": "A design token reference: `group.token` or `{group.token}`.",
      "anyOf": [
        {
          "$ref": "#/$defs/tokenPath"
        },
        {
          "$ref": "#/$defs/tokenAlias"
        }
      ]
    },
    "colorLiteral": {
      "description": "A literal sRGB color, `#RRGGBB` or `#RRGGBBAA` (reported as `raw-value`: prefer a token).",
      "type": "string",
      "pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    },
    "durationLiteral": {
      "description": "A literal duration in milliseconds or seconds, `200ms` or `0.2s`, at most 60 seconds (reported as `raw-value`: prefer a token).",
      "type": "string",
      "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s)$"
    },
    "colorRef": {
      "description": "A color token reference (`group.token` or `{group.token}`), or a literal `#RRGGBB` / `#RRGGBBAA` color (reported as `raw-value`).",
      "anyOf": [
        {
          "$ref": "#/$defs/tokenReference"
        },
        {
          "$ref": "#/$defs/colorLiteral"
        }
      ]
    },
    "dimensionRef": {
      "description": "A dimension token reference (`group.token` or `{group.token}`), or a literal number of points (reported as `raw-value`).",
      "anyOf": [
        {
          "$ref": "#/$defs/tokenReference"
        },
        {
          "type": "number",
          "minimum": 0,
          "maximum": 10000,
          "description": "A literal number of points, at most 10000."
        }
      ]
    },
    "typographyRef": {
      "description": "A typography token reference: `group.token` or `{group.token}`.",
      "$ref": "#/$defs/tokenReference"
    },
    "transitionRef": {
      "description": "A transition token reference (`group.token` or `{group.token}`), or a literal duration such as `200ms` (reported as `raw-value`).",
      "anyOf": [
        {
          "$ref": "#/$defs/tokenReference"
        },
        {
          "$ref": "#/$defs/durationLiteral"
        }
      ]
    },
    "opacityRef": {
      "description": "A number token reference (`group.token` or `{group.token}`), or a literal opacity from 0 to 1 (reported as `raw-value`).",
      "anyOf": [
        {
          "$ref": "#/$defs/tokenReference"
        },
        {
          "type": "number",
          "minimum": 0,
          "maximum": 1,
          "description": "A literal opacity from 0 (clear) to 1 (opaque)."
        }
      ]
    },
    "highlightStyle": {
      "description": "A highlight style name, as in `<accent>` markup: a lower-case letter followed by letters and digits. The text is drawn with the color token `highlight.<name>`; the default design system defines `accent` and `danger`.",
      "type": "string",
      "pattern": "^[a-z][a-zA-Z0-9]*$",
      "examples": ["accent", "danger"]
    },
    "highlight": {
      "description": "A substring of the message drawn with a highlight style (the older, offset-free form of `<name>…</name>` markup). The text must occur in the message in every locale.",
      "type": "object",
      "properties": {
        "text": {
          "$ref": "#/$defs/text",
          "description": "The substring to highlight, per locale like any text; it must occur in the message in every locale."
        },
        "style": {
          "$ref": "#/$defs/highlightStyle",
          "description": "The highlight style: the color token `highlight.<style>`."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false,
      "required": ["text", "style"]
    },
    "icon": {
      "description": "An icon shown above the title: an SF Symbol (`{\"symbol\": …}`) or an image from the app's asset catalog (`{\"asset\": …}`).",
      "oneOf": [
        {
          "description": "An SF Symbol.",
          "type": "object",
          "properties": {
            "symbol": {
              "type": "string",
              "minLength": 1,
              "description": "The SF Symbol name, e.g. `exclamationmark.icloud`."
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false,
          "required": ["symbol"]
        },
        {
          "description": "An image from the app's asset catalog.",
          "type": "object",
          "properties": {
            "asset": {
              "type": "string",
              "minLength": 1,
              "description": "The asset name, as given to `Image(_:)`."
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false,
          "required": ["asset"]
        }
      ]
    },
    "element": {
      "description": "An extra element between the text and the buttons, chosen by `type`: `textField`, `checkbox` or `slot`.",
      "type": "object",
      "required": ["type"],
      "properties": {
        "type": {
          "description": "What kind of element this is.",
          "enum": ["textField", "checkbox", "slot"],
          "markdownEnumDescriptions": [
            "A single-line text field.",
            "A checkbox with a title.",
            "A custom view supplied by the caller in generated code."
          ]
        }
      },
      "oneOf": [
        {
          "$ref": "#/$defs/textField"
        },
        {
          "$ref": "#/$defs/checkbox"
        },
        {
          "$ref": "#/$defs/slot"
        }
      ]
    },
    "textField": {
      "description": "A single-line text field; its value is available to the caller in generated code.",
      "type": "object",
      "properties": {
        "type": {
          "const": "textField",
          "description": "A single-line text field."
        },
        "id": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "Names the field's value in generated code; unique among the dialog's elements and buttons."
        },
        "placeholder": {
          "$ref": "#/$defs/text",
          "description": "Shown while the field is empty."
        },
        "keyboard": {
          "description": "The keyboard type.",
          "type": "string",
          "enum": ["default", "email", "number"],
          "default": "default",
          "markdownEnumDescriptions": [
            "The standard keyboard.",
            "The e-mail address keyboard.",
            "The number pad."
          ]
        },
        "lint": {
          "$ref": "#/$defs/lint"
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false,
      "required": ["type", "id"]
    },
    "checkbox": {
      "description": "A checkbox with a title, e.g. \"Don't ask again\"; its state is available to the caller in generated code.",
      "type": "object",
      "properties": {
        "type": {
          "const": "checkbox",
          "description": "A checkbox with a title."
        },
        "id": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "Names the checkbox's state in generated code; unique among the dialog's elements and buttons."
        },
        "title": {
          "$ref": "#/$defs/text",
          "description": "The label beside the checkbox."
        },
        "checked": {
          "type": "boolean",
          "default": false,
          "description": "Whether the checkbox starts checked."
        },
        "lint": {
          "$ref": "#/$defs/lint"
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false,
      "required": ["type", "id", "title"]
    },
    "slot": {
      "description": "A place for a custom view supplied by the caller in generated code.",
      "type": "object",
      "properties": {
        "type": {
          "const": "slot",
          "description": "A custom view supplied by the caller."
        },
        "id": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "Names the view parameter in generated code; unique among the dialog's elements and buttons."
        },
        "lint": {
          "$ref": "#/$defs/lint"
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false,
      "required": ["type", "id"]
    },
    "button": {
      "description": "A button. Buttons are listed in display order: leading to trailing in a row, top to bottom in a stack.",
      "type": "object",
      "properties": {
        "id": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "Unique in the dialog; the default `action` and part of the default accessibility identifier."
        },
        "title": {
          "$ref": "#/$defs/text",
          "description": "The button title (at most 20 characters by default, `text-length`)."
        },
        "role": {
          "description": "The button's semantics; picks the default style `button.<role>`.",
          "type": "string",
          "enum": ["primary", "secondary", "cancel", "destructive"],
          "default": "secondary",
          "markdownEnumDescriptions": [
            "The main action. At most one `primary` or `destructive` button per dialog.",
            "An ordinary action (the default).",
            "Dismisses without acting: leading in a row, last in a stack. At most one per dialog.",
            "Deletes or discards something; needs a `cancel` button beside it and the `button.destructive` style."
          ]
        },
        "action": {
          "$ref": "#/$defs/swiftIdentifier",
          "description": "The action case sent when the button is tapped; defaults to the button `id`."
        },
        "payload": {
          "$ref": "#/$defs/swiftTypeName",
          "description": "A Swift type whose value the action carries: `\"LiveMessage\"` gives `case didTapDelete(LiveMessage)`."
        },
        "style": {
          "description": "The button style: a token group shaped like `button.primary` (`background`, `foreground`), e.g. `button.mono`. Defaults to `button.<role>`.",
          "$ref": "#/$defs/tokenReference",
          "examples": ["button.mono", "button.outline"]
        },
        "enabled": {
          "type": "boolean",
          "default": true,
          "description": "Whether the button starts enabled."
        },
        "dismisses": {
          "type": "boolean",
          "default": true,
          "description": "Whether tapping closes the dialog before the action runs."
        },
        "haptic": {
          "description": "Haptic feedback on tap.",
          "type": "string",
          "enum": [
            "none",
            "light",
            "medium",
            "heavy",
            "success",
            "warning",
            "error"
          ],
          "default": "none",
          "markdownEnumDescriptions": [
            "No feedback (the default).",
            "A light impact.",
            "A medium impact.",
            "A heavy impact.",
            "A success notification.",
            "A warning notification.",
            "An error notification."
          ]
        },
        "async": {
          "type": "boolean",
          "default": false,
          "description": "The action is asynchronous: the button shows loading, then success or failure for `button.feedback.duration`, before it settles."
        },
        "accessibility": {
          "description": "Accessibility overrides for this button.",
          "type": "object",
          "properties": {
            "identifier": {
              "type": "string",
              "description": "The accessibility identifier for UI tests; defaults to `<dialog identifier>.<button id>`."
            },
            "label": {
              "$ref": "#/$defs/text",
              "description": "The VoiceOver label, when the title alone is not enough: a plain string for every locale, or one per locale (a locale without one reads the title). `accessibility-locales` warns when it has fewer locales than the title."
            },
            "hint": {
              "$ref": "#/$defs/text",
              "description": "The VoiceOver hint, what happens on activation: a plain string for every locale, or one per locale."
            },
            "success": {
              "$ref": "#/$defs/text",
              "description": "What VoiceOver announces when the button's async action succeeds (`async` buttons only): a plain string for every locale, or one per locale; nothing is announced without it."
            },
            "failure": {
              "$ref": "#/$defs/text",
              "description": "What VoiceOver announces when the button's async action fails or throws (`async` buttons only): a plain string for every locale, or one per locale."
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false
        },
        "lint": {
          "$ref": "#/$defs/lint"
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false,
      "required": ["id", "title"]
    },
    "lint": {
      "description": "Lint settings for this object only: suppressions of rules' findings inside it.",
      "type": "object",
      "properties": {
        "disable": {
          "$ref": "#/$defs/suppressions"
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "suppressions": {
      "description": "Rule id to the reason its findings are acceptable here: each drops that rule's findings inside the object the `lint` sits in (the dialog, a button or a content element). An entry that drops nothing, or names no rule, is an `unused-suppression` warning.",
      "type": "object",
      "propertyNames": {
        "$ref": "#/$defs/ruleID"
      },
      "additionalProperties": {
        "type": "string",
        "pattern": "\\S",
        "description": "Why the finding is acceptable here; required, not only white space."
      }
    },
    "ruleID": {
      "description": "A rule that can be switched off (docs/rules.md; fixed input and token rules cannot).",
      "enum": [
        "unmatched-glob",
        "stale-translation",
        "unused-suppression",
        "config-overlap",
        "spec-file-name",
        "unknown-language",
        "catalog-icon",
        "payload-conformance",
        "tca-content",
        "legacy-token-format",
        "deprecated-token",
        "raw-value",
        "button-count",
        "one-primary-action",
        "one-cancel",
        "cancel-placement",
        "destructive-needs-cancel",
        "destructive-style",
        "vague-button-title",
        "button-widths",
        "text-length",
        "empty-text",
        "text-whitespace",
        "motion-duration",
        "contrast",
        "hit-target",
        "min-font-size",
        "accessibility-locales",
        "markup",
        "missing-translation",
        "unknown-locale",
        "placeholder-mismatch",
        "highlight-not-found",
        "unused-parameter",
        "missing-plural-form",
        "control-character",
        "text-overflow",
        "dialog-overflow",
        "content-scrolls",
        "font-coverage"
      ],
      "markdownEnumDescriptions": [
        "(default: warning) an `include` or `exclude` pattern of `dialogc.json` matches no spec when the whole project is checked",
        "(default: warning) an imported translation was made from a source text that has changed since the export; it is not applied",
        "(default: warning) a `lint.disable` entry with a reason suppresses no finding in the object it sits in, or names no rule",
        "(default: warning) an `include` pattern of `dialogc.json` matches specs that belong to a nearer `dialogc.json` whose `include` or `exclude` leaves them out, so no project checks them",
        "(default: warning) a JSON file in a searched folder looks like a spec but is not named `*.dialog.json`, so it is not checked: `x.dialog.JSON`, or a `.json` file an `include` pattern matches",
        "(default: warning) a locale in `dialogc.json` names a language dialogc does not know (CLDR has no plural rules for it), such as `kr` for `ko` (note: did you mean)",
        "(default: warning) with `catalog.icons` set, `dialogc catalog` cannot draw a spec's icon from that folder: no `<name>.svg` for it, a name that would reach outside the folder, or a file that is not a usable SVG (unreadable, over 512 KB, not an `<svg>` document, or without the SVG namespace)",
        "(default: error) a button's payload type is not `Equatable` and `Sendable` (a known standard type, or an app type by the config's `swift.payloadTypes`)",
        "(default: warning) with the TCA adapter on (`swift.tca`), a dialog has what the adapter's state cannot hold: an async button's progress",
        "(default: warning) an older string form of a color, dimension or duration",
        "(default: warning) a `$deprecated` token is used",
        "(default: warning) a literal value stands where a token reference belongs (design-token linting)",
        "(default: error) more buttons than allowed: horizontal row 2, vertical stack 3 (alert) or 4 (sheet); options `maxHorizontal`, `maxVertical`",
        "(default: warning) more than one button is `primary` or `destructive`",
        "(default: error) more than one `cancel` button",
        "(default: warning) a cancel button is not leading in a row, or not last in a stack",
        "(default: warning) a `destructive` button without a `cancel` button",
        "(default: error) a `destructive` button drawn with a style other than `button.destructive`",
        "(default: warning) a button title is a bare yes/no/ok in any locale on a dialog with a destructive button",
        "(default: error) `layout.widths` does not have one fraction per button, or does not sum to 1 (within 0.001), or is set on a vertical stack",
        "(default: warning) a title over 60, a message over 240 or a button title over 20 Unicode characters in any locale; options per field",
        "(default: error) a title, message or button title is empty or only white space",
        "(default: warning) a text starts or ends with white space",
        "(default: warning) a transition lasts less than 0.1 s or more than 0.5 s; options `min`, `max`",
        "(default: error) text is below WCAG 2.x contrast against what it is drawn on, in any theme: 4.5:1, or 3:1 for large text",
        "(default: error) a button is shorter or narrower than 44 pt in any laid-out combination",
        "(default: warning) any text renders below 11 pt",
        "(default: warning) a button's accessibility label, hint or announcement lacks a locale its title has",
        "(default: error) malformed highlight markup: unclosed, unopened, nested or crossing spans, or an unknown highlight style",
        "(default: error) a text lacks a configured locale",
        "(default: warning) a text has a locale the config does not list",
        "(default: error) the locales of one text differ in placeholders",
        "(default: error) a `highlights` entry does not occur in the message in some locale, or only where markup or an earlier entry already styles it",
        "(default: warning) a parameter declared in `parameters` that no text of the dialog shows",
        "(default: warning) a locale's plural lacks a category CLDR's rules choose for some count there, or is one string while another locale varies by count",
        "(default: error) a text holds a control character that XML 1.0 cannot carry",
        "(default: warning) a button title needs more than the lines a button shows (`button.titleMaxLines`, 2 by default), a title more than 3 lines, or a message more than 8, on some device x Dynamic Type size x locale; options per field",
        "(default: error) even with its content scrolling, the dialog is taller than the safe area on some device x size x locale",
        "(default: warning) the title, message and content must scroll to be read at a Dynamic Type size up to xxxLarge",
        "(default: warning) a text has characters no configured font covers, so its widths, line breaks and overflow are guessed"
      ],
      "type": "string"
    }
  }
}

"""##
        case .config:
            ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://dialogc.dev/schemas/dialogc.schema.json",
  "title": "dialogc project config",
  "description": "The dialogc project config (`dialogc.json`): themes, fonts, locales, devices, rule severities and Swift output. See docs/format/config.md.",
  "type": "object",
  "properties": {
    "$schema": {
      "$ref": "#/$defs/annotation",
      "description": "The JSON Schema this file follows, for editors; ignored by dialogc."
    },
    "version": {
      "const": 1,
      "default": 1,
      "description": "The config format version. Always 1."
    },
    "extends": {
      "type": "string",
      "minLength": 1,
      "pattern": "^[^/]",
      "description": "The path of a shared config this one builds on (a design system's `dialogc.json`, in a sibling folder or a SwiftPM checkout), relative to this file. Keys written here win; `themes`, `fonts` and `rules` merge per entry; `include`, `exclude` and `output` are never inherited. See docs/format/config.md."
    },
    "themes": {
      "description": "Each theme's token files, layered in order (later files override earlier ones). Without it, the embedded default themes `light` and `dark`.",
      "type": "object",
      "patternProperties": {
        "^[^$]": {
          "oneOf": [
            {
              "$ref": "#/$defs/themeFiles"
            },
            {
              "type": "object",
              "properties": {
                "tokens": {
                  "$ref": "#/$defs/themeFiles"
                },
                "modifiers": {
                  "type": "object",
                  "description": "The context each modifier of the theme's resolver files takes, such as {\"theme\": \"dark\"}.",
                  "patternProperties": {
                    "^[^$]": {
                      "type": "string"
                    },
                    "^\\$(schema|comment)$": {
                      "$ref": "#/$defs/annotation"
                    }
                  },
                  "additionalProperties": false
                },
                "$schema": {
                  "$ref": "#/$defs/annotation"
                },
                "$comment": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "required": [
                "tokens"
              ],
              "additionalProperties": false,
              "description": "A theme's files with the resolver contexts it wants."
            }
          ]
        },
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "extendsDefault": {
      "type": "boolean",
      "default": true,
      "description": "Whether the token files are layered over the embedded default design system."
    },
    "fonts": {
      "description": "Font files used for text measurement, per family. Without it, embedded fallback metrics.",
      "type": "object",
      "patternProperties": {
        "^[^$]": {
          "description": "One file for the family, or one file per weight.",
          "oneOf": [
            {
              "$ref": "#/$defs/fontFile"
            },
            {
              "description": "One font file per weight, at least one.",
              "type": "object",
              "$comment": "At least one key besides $schema and $comment.",
              "not": {
                "propertyNames": {
                  "pattern": "^\\$(schema|comment)$"
                }
              },
              "propertyNames": {
                "anyOf": [
                  {
                    "pattern": "^\\$(schema|comment)$"
                  },
                  {
                    "$ref": "#/$defs/fontWeight"
                  }
                ]
              },
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                },
                "^[^$]": {
                  "$ref": "#/$defs/fontFile"
                }
              },
              "additionalProperties": false
            }
          ]
        },
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "fontFallbacks": {
      "description": "The font families of 'fonts' the system font falls back to, per Unicode script (Scripts.txt names): the text of that script no earlier face of a typography's list covers is measured in them, in order.",
      "type": "object",
      "propertyNames": {
        "anyOf": [
          {
            "pattern": "^\\$(schema|comment)$"
          },
          {
            "enum": ["Adlam", "Ahom", "Anatolian_Hieroglyphs", "Arabic", "Armenian", "Avestan", "Balinese", "Bamum", "Bassa_Vah", "Batak", "Bengali", "Bhaiksuki", "Bopomofo", "Brahmi", "Braille", "Buginese", "Buhid", "Canadian_Aboriginal", "Carian", "Caucasian_Albanian", "Chakma", "Cham", "Cherokee", "Chorasmian", "Coptic", "Cuneiform", "Cypriot", "Cypro_Minoan", "Cyrillic", "Deseret", "Devanagari", "Dives_Akuru", "Dogra", "Duployan", "Egyptian_Hieroglyphs", "Elbasan", "Elymaic", "Ethiopic", "Georgian", "Glagolitic", "Gothic", "Grantha", "Greek", "Gujarati", "Gunjala_Gondi", "Gurmukhi", "Han", "Hangul", "Hanifi_Rohingya", "Hanunoo", "Hatran", "Hebrew", "Hiragana", "Imperial_Aramaic", "Inscriptional_Pahlavi", "Inscriptional_Parthian", "Javanese", "Kaithi", "Kannada", "Katakana", "Kawi", "Kayah_Li", "Kharoshthi", "Khitan_Small_Script", "Khmer", "Khojki", "Khudawadi", "Lao", "Latin", "Lepcha", "Limbu", "Linear_A", "Linear_B", "Lisu", "Lycian", "Lydian", "Mahajani", "Makasar", "Malayalam", "Mandaic", "Manichaean", "Marchen", "Masaram_Gondi", "Medefaidrin", "Meetei_Mayek", "Mende_Kikakui", "Meroitic_Cursive", "Meroitic_Hieroglyphs", "Miao", "Modi", "Mongolian", "Mro", "Multani", "Myanmar", "Nabataean", "Nag_Mundari", "Nandinagari", "New_Tai_Lue", "Newa", "Nko", "Nushu", "Nyiakeng_Puachue_Hmong", "Ogham", "Ol_Chiki", "Old_Hungarian", "Old_Italic", "Old_North_Arabian", "Old_Permic", "Old_Persian", "Old_Sogdian", "Old_South_Arabian", "Old_Turkic", "Old_Uyghur", "Oriya", "Osage", "Osmanya", "Pahawh_Hmong", "Palmyrene", "Pau_Cin_Hau", "Phags_Pa", "Phoenician", "Psalter_Pahlavi", "Rejang", "Runic", "Samaritan", "Saurashtra", "Sharada", "Shavian", "Siddham", "SignWriting", "Sinhala", "Sogdian", "Sora_Sompeng", "Soyombo", "Sundanese", "Syloti_Nagri", "Syriac", "Tagalog", "Tagbanwa", "Tai_Le", "Tai_Tham", "Tai_Viet", "Takri", "Tamil", "Tangsa", "Tangut", "Telugu", "Thaana", "Thai", "Tibetan", "Tifinagh", "Tirhuta", "Toto", "Ugaritic", "Vai", "Vithkuqi", "Wancho", "Warang_Citi", "Yezidi", "Yi", "Zanabazar_Square"]
          }
        ]
      },
      "patternProperties": {
        "^[^$]": {
          "oneOf": [
            {
              "type": "string",
              "minLength": 1
            },
            {
              "type": "array",
              "minItems": 1,
              "items": {
                "type": "string",
                "minLength": 1
              }
            }
          ]
        },
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "locales": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "$ref": "#/$defs/localeCode"
      },
      "default": ["en"],
      "description": "The locales every text must have."
    },
    "defaultLocale": {
      "$ref": "#/$defs/localeCode",
      "description": "The locale of plain-string texts; defaults to the first of `locales`."
    },
    "devices": {
      "type": "array",
      "minItems": 1,
      "items": {
        "$ref": "#/$defs/device"
      },
      "default": ["iphone-se", "iphone-15", "ipad-11"],
      "description": "The devices dialogs are laid out on for the layout rules; at least one (leave the key out for the defaults)."
    },
    "dynamicType": {
      "type": "array",
      "minItems": 1,
      "uniqueItems": true,
      "items": {
        "$ref": "#/$defs/dynamicTypeSize"
      },
      "default": ["large", "xxxLarge", "accessibility3"],
      "description": "The Dynamic Type sizes dialogs are laid out at for the layout rules; at least one (leave the key out for the defaults)."
    },
    "pseudoLocales": {
      "type": "array",
      "items": { "enum": ["en-XA", "ar-XB"] },
      "uniqueItems": true,
      "description": "Generated locales every dialog is also laid out and layout-checked in, made from the default locale's texts: `en-XA` accents letters, makes texts about 40% longer and brackets them; `ar-XB` lays dialogs out right to left (mirrored) and brackets texts drawn right to left. Never in generated code."
    },
    "koreanLineBreak": {
      "enum": ["words", "syllables"],
      "default": "words",
      "description": "Where text in a Korean locale (language `ko`) may break: `words` keeps each word (eojeol) whole, breaking at spaces and punctuation only, as CSS `word-break: keep-all` and UIKit's `hangulWordPriority`; `syllables` may break between any two syllables, as CSS `word-break: normal`. A word wider than the line is broken between characters either way."
    },
    "rules": {
      "description": "Severity and options per rule. Fixed rules are always errors: they may only be set to `\"error\"`.",
      "type": "object",
      "properties": {
        "accessibility-locales": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`accessibility-locales` (default warning) fires when: a button's accessibility label, hint or announcement lacks a locale its title has."
        },
        "button-count": {
          "description": "`button-count` (default error) fires when: more buttons than allowed: horizontal row 2, vertical stack 3 (alert) or 4 (sheet); options `maxHorizontal`, `maxVertical`.",
          "oneOf": [
            {
              "$ref": "#/$defs/severity"
            },
            {
              "additionalProperties": false,
              "description": "The severity and options of `button-count`.",
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "properties": {
                "maxHorizontal": {
                  "default": 2,
                  "description": "Buttons a row may hold.",
                  "minimum": 1,
                  "type": "integer"
                },
                "maxVertical": {
                  "description": "Buttons a stack may hold; default 3 on an alert, 4 on a sheet.",
                  "minimum": 1,
                  "type": "integer"
                },
                "severity": {
                  "$ref": "#/$defs/severity"
                }
              },
              "type": "object"
            }
          ]
        },
        "button-widths": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`button-widths` (default error) fires when: `layout.widths` does not have one fraction per button, or does not sum to 1 (within 0.001), or is set on a vertical stack."
        },
        "cancel-placement": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`cancel-placement` (default warning) fires when: a cancel button is not leading in a row, or not last in a stack."
        },
        "catalog-icon": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`catalog-icon` (default warning) fires when: with `catalog.icons` set, `dialogc catalog` cannot draw a spec's icon from that folder: no `<name>.svg` for it, a name that would reach outside the folder, or a file that is not a usable SVG (unreadable, over 512 KB, not an `<svg>` document, or without the SVG namespace)."
        },
        "config-overlap": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`config-overlap` (default warning) fires when: an `include` pattern of `dialogc.json` matches specs that belong to a nearer `dialogc.json` whose `include` or `exclude` leaves them out, so no project checks them."
        },
        "content-scrolls": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`content-scrolls` (default warning) fires when: the title, message and content must scroll to be read at a Dynamic Type size up to xxxLarge."
        },
        "contrast": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`contrast` (default error) fires when: text is below WCAG 2.x contrast against what it is drawn on, in any theme: 4.5:1, or 3:1 for large text."
        },
        "control-character": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`control-character` (default error) fires when: a text holds a control character that XML 1.0 cannot carry."
        },
        "deprecated-token": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`deprecated-token` (default warning) fires when: a `$deprecated` token is used."
        },
        "destructive-needs-cancel": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`destructive-needs-cancel` (default warning) fires when: a `destructive` button without a `cancel` button."
        },
        "destructive-style": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`destructive-style` (default error) fires when: a `destructive` button drawn with a style other than `button.destructive`."
        },
        "dialog-overflow": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`dialog-overflow` (default error) fires when: even with its content scrolling, the dialog is taller than the safe area on some device x size x locale."
        },
        "duplicate-id": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`duplicate-id` (fixed: always an error) fires when: two specs share an `id`; two buttons of one spec share an `id`; two accessibility identifiers collide across the catalog."
        },
        "duplicate-key": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`duplicate-key` (fixed: always an error) fires when: a key appears twice in one object (note points at the first)."
        },
        "empty-text": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`empty-text` (default error) fires when: a title, message or button title is empty or only white space."
        },
        "font-coverage": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`font-coverage` (default warning) fires when: a text has characters no configured font covers, so its widths, line breaks and overflow are guessed."
        },
        "highlight-not-found": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`highlight-not-found` (default error) fires when: a `highlights` entry does not occur in the message in some locale, or only where markup or an earlier entry already styles it."
        },
        "hit-target": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`hit-target` (default error) fires when: a button is shorter or narrower than 44 pt in any laid-out combination."
        },
        "invalid-identifier": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`invalid-identifier` (fixed: always an error) fires when: a button `id`, `action`, parameter, placeholder, element id, payload type, theme or token name is not a valid Swift identifier, is a Swift keyword, collides with another after case conversion, or takes a name the generated code declares or uses in its scope."
        },
        "invalid-token": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`invalid-token` (fixed: always an error) fires when: a token file breaks DTCG: no `$type` after inheritance, `$value` beside child tokens, a malformed value, a unit other than px/rem or ms/s, an alias to a group."
        },
        "invalid-value": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`invalid-value` (fixed: always an error) fires when: a value outside its enum, range or pattern (note: did you mean, for enums)."
        },
        "io": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`io` (fixed: always an error) fires when: a file cannot be read, or an output cannot be written."
        },
        "json-syntax": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`json-syntax` (fixed: always an error) fires when: the file is not RFC 8259 JSON (also: nesting deeper than 512, invalid UTF-8)."
        },
        "legacy-token-format": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`legacy-token-format` (default warning) fires when: an older string form of a color, dimension or duration."
        },
        "markup": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`markup` (default error) fires when: malformed highlight markup: unclosed, unopened, nested or crossing spans, or an unknown highlight style."
        },
        "min-font-size": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`min-font-size` (default warning) fires when: any text renders below 11 pt."
        },
        "missing-key": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`missing-key` (fixed: always an error) fires when: a required key is absent (`id`, `buttons`, a button's `id` or `title`, or both `title` and `message`)."
        },
        "missing-plural-form": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`missing-plural-form` (default warning) fires when: a locale's plural lacks a category CLDR's rules choose for some count there, or is one string while another locale varies by count."
        },
        "missing-token": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`missing-token` (fixed: always an error) fires when: a theme lacks a contract token (docs/format/tokens.md#contract-tokens)."
        },
        "missing-translation": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`missing-translation` (default error) fires when: a text lacks a configured locale."
        },
        "motion-duration": {
          "description": "`motion-duration` (default warning) fires when: a transition lasts less than 0.1 s or more than 0.5 s; options `min`, `max`.",
          "oneOf": [
            {
              "$ref": "#/$defs/severity"
            },
            {
              "additionalProperties": false,
              "description": "The severity and options of `motion-duration`.",
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "properties": {
                "max": {
                  "default": 0.5,
                  "description": "Longest transition in seconds.",
                  "maximum": 60,
                  "minimum": 0,
                  "type": "number"
                },
                "min": {
                  "default": 0.1,
                  "description": "Shortest transition in seconds.",
                  "maximum": 60,
                  "minimum": 0,
                  "type": "number"
                },
                "severity": {
                  "$ref": "#/$defs/severity"
                }
              },
              "type": "object"
            }
          ]
        },
        "one-cancel": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`one-cancel` (default error) fires when: more than one `cancel` button."
        },
        "one-primary-action": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`one-primary-action` (default warning) fires when: more than one button is `primary` or `destructive`."
        },
        "payload-conformance": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`payload-conformance` (default error) fires when: a button's payload type is not `Equatable` and `Sendable` (a known standard type, or an app type by the config's `swift.payloadTypes`)."
        },
        "placeholder-mismatch": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`placeholder-mismatch` (default error) fires when: the locales of one text differ in placeholders."
        },
        "raw-value": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`raw-value` (default warning) fires when: a literal value stands where a token reference belongs (design-token linting)."
        },
        "spec-file-name": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`spec-file-name` (default warning) fires when: a JSON file in a searched folder looks like a spec but is not named `*.dialog.json`, so it is not checked: `x.dialog.JSON`, or a `.json` file an `include` pattern matches."
        },
        "stale-translation": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`stale-translation` (default warning) fires when: an imported translation was made from a source text that has changed since the export; it is not applied."
        },
        "tca-content": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`tca-content` (default warning) fires when: with the TCA adapter on (`swift.tca`), a dialog has what the adapter's state cannot hold: an async button's progress."
        },
        "text-length": {
          "description": "`text-length` (default warning) fires when: a title over 60, a message over 240 or a button title over 20 Unicode characters in any locale; options per field.",
          "oneOf": [
            {
              "$ref": "#/$defs/severity"
            },
            {
              "additionalProperties": false,
              "description": "The severity and options of `text-length`.",
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "properties": {
                "button": {
                  "default": 20,
                  "description": "Most characters in a button title.",
                  "minimum": 1,
                  "type": "integer"
                },
                "message": {
                  "default": 240,
                  "description": "Most characters in a message.",
                  "minimum": 1,
                  "type": "integer"
                },
                "severity": {
                  "$ref": "#/$defs/severity"
                },
                "title": {
                  "default": 60,
                  "description": "Most characters in a title.",
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "type": "object"
            }
          ]
        },
        "text-overflow": {
          "description": "`text-overflow` (default warning) fires when: a button title needs more than the lines a button shows (`button.titleMaxLines`, 2 by default), a title more than 3 lines, or a message more than 8, on some device x Dynamic Type size x locale; options per field.",
          "oneOf": [
            {
              "$ref": "#/$defs/severity"
            },
            {
              "additionalProperties": false,
              "description": "The severity and options of `text-overflow`.",
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "properties": {
                "button": {
                  "description": "Most lines of a button title; default the theme's `button.titleMaxLines` (the most a button shows).",
                  "minimum": 1,
                  "type": "integer"
                },
                "message": {
                  "default": 8,
                  "description": "Most lines of the message.",
                  "minimum": 1,
                  "type": "integer"
                },
                "severity": {
                  "$ref": "#/$defs/severity"
                },
                "title": {
                  "default": 3,
                  "description": "Most lines of the title.",
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "type": "object"
            }
          ]
        },
        "text-whitespace": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`text-whitespace` (default warning) fires when: a text starts or ends with white space."
        },
        "token-cycle": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`token-cycle` (fixed: always an error) fires when: aliases form a cycle (reported on every token in it, with the chain)."
        },
        "token-type": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`token-type` (fixed: always an error) fires when: a token of one type is used where another is needed, directly or through aliases."
        },
        "translation-file": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`translation-file` (fixed: always an error) fires when: an `.xcstrings` or XLIFF file cannot be imported: malformed, not UTF-8, a document type or entity declaration, an entity reference other than XML's five, inline codes nested too deep, an unknown key or element, a duplicate unit, a unit no spec has, a locale given both as a string and as plural forms, a control character XML cannot carry; or two specs make the same string key."
        },
        "type-mismatch": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`type-mismatch` (fixed: always an error) fires when: a value of the wrong JSON type."
        },
        "unknown-key": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`unknown-key` (fixed: always an error) fires when: a key the format does not define (note: did you mean)."
        },
        "unknown-language": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`unknown-language` (default warning) fires when: a locale in `dialogc.json` names a language dialogc does not know (CLDR has no plural rules for it), such as `kr` for `ko` (note: did you mean)."
        },
        "unknown-locale": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`unknown-locale` (default warning) fires when: a text has a locale the config does not list."
        },
        "unknown-token": {
          "$ref": "#/$defs/fixedRuleSetting",
          "description": "`unknown-token` (fixed: always an error) fires when: a reference names no token (note: did you mean)."
        },
        "unmatched-glob": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`unmatched-glob` (default warning) fires when: an `include` or `exclude` pattern of `dialogc.json` matches no spec when the whole project is checked."
        },
        "unused-parameter": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`unused-parameter` (default warning) fires when: a parameter declared in `parameters` that no text of the dialog shows."
        },
        "unused-suppression": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`unused-suppression` (default warning) fires when: a `lint.disable` entry with a reason suppresses no finding in the object it sits in, or names no rule."
        },
        "vague-button-title": {
          "$ref": "#/$defs/ruleSetting",
          "description": "`vague-button-title` (default warning) fires when: a button title is a bare yes/no/ok in any locale on a dialog with a destructive button."
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "swift": {
      "description": "Generated Swift settings.",
      "type": "object",
      "properties": {
        "accessLevel": {
          "description": "Access level of generated declarations.",
          "type": "string",
          "enum": ["public", "internal"],
          "default": "internal",
          "markdownEnumDescriptions": [
            "`public`: for a framework that exports the dialogs.",
            "`internal` (the default)."
          ]
        },
        "assetBundle": {
          "description": "Where generated views load a spec's asset icon from.",
          "type": "string",
          "enum": ["main", "module"],
          "default": "main",
          "markdownEnumDescriptions": [
            "`main` (the default): `Bundle.main`, for generated code compiled into the app.",
            "`module`: `Bundle.module`, the bundle of the package target holding the generated code (with the build plugin); the target must have resources."
          ]
        },
        "previews": {
          "description": "Whether each dialog's view file has Xcode previews (a `PreviewProvider` in `#if DEBUG`): every configured locale, light and dark, at each of `dynamicTypeSizes`. Dialogs with a payload get none.",
          "type": "boolean",
          "default": true
        },
        "uikit": {
          "description": "Whether the build writes the UIKit presenter, `DialogSupport+UIKit.swift`: every dialog gets `present(from:locale:...)` and its `async` form, under `#if canImport(UIKit)` (docs/uikit-runtime.md).",
          "type": "boolean",
          "default": true
        },
        "tca": {
          "description": "Whether the build writes the Composable Architecture adapter, `DialogSupport+TCA.swift` (under `#if canImport(ComposableArchitecture)`): a dialog's `DialogState` in `@Presents` state, shown by the `dialog(_:)` modifier from a scoped store, button actions as `.presented(action)`, the dim's dismissal as `.dismiss`.",
          "type": "boolean",
          "default": false
        },
        "runtime": {
          "description": "Where generated dialogs get their runtime: `embedded` writes it into the output folder as `DialogSupport.swift`; `library` writes none of the runtime or presenters (only the TCA adapter when `tca` is on; each dialog and the tokens carry the config's locales, so the app configures nothing), and every generated file imports `DialogRuntime`, which the target must depend on. See docs/swiftui-runtime.md, \"The runtime: embedded or the DialogRuntime library\".",
          "enum": ["embedded", "library"],
          "default": "embedded"
        },
        "payloadTypes": {
          "description": "The app's payload types and the protocols each conforms to, for `payload-conformance`: the generated state needs every payload `Equatable` and `Sendable`. When given, a payload of an app type that is not listed, or listed without one of them, is reported; when absent, only payloads of standard types are checked.",
          "type": "object",
          "additionalProperties": {
            "type": "array",
            "items": { "enum": ["Equatable", "Sendable"] },
            "uniqueItems": true
          }
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "catalog": {
      "description": "Settings of `dialogc catalog`.",
      "type": "object",
      "properties": {
        "icons": {
          "description": "A folder of the team's own icons, relative to this config: the catalog draws a spec's icon from `<name>.svg` there (the symbol or asset name as written, dots kept: `trash.fill.svg`), copied into the site under a name made from its content, instead of the labelled placeholder. A used icon without a file, or with a file that is not a usable SVG, is a `catalog-icon` finding and is drawn as the placeholder; a folder that does not exist is a config error. Inherited through `extends`, relative to the config that names it.",
          "type": "string",
          "minLength": 1
        }
      },
      "patternProperties": {
        "^\\$(schema|comment)$": {
          "$ref": "#/$defs/annotation"
        }
      },
      "additionalProperties": false
    },
    "output": {
      "type": "string",
      "minLength": 1,
      "default": "Generated",
      "description": "The output directory, relative to the config."
    },
    "include": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/glob"
      },
      "description": "Which `*.dialog.json` files under the config's folder belong to the project (without it, all of them): what a bare `dialogc lint` or `dialogc build` checks, and which specs a folder search keeps. `*` any characters within a path component, `?` one character, `**` any number of components; a pattern naming a folder covers everything in it."
    },
    "exclude": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/glob"
      },
      "description": "Specs left out of the project though `include` matches them; same patterns as `include`."
    }
  },
  "patternProperties": {
    "^\\$(schema|comment)$": {
      "$ref": "#/$defs/annotation"
    }
  },
  "additionalProperties": false,
  "$defs": {
    "themeFiles": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/path"
      },
      "description": "Token files (`*.tokens.json`) and DTCG resolver files (`*.resolver.json`) of this theme, relative to the config."
    },
    "annotation": {
      "description": "Allowed in every object of the file and ignored by dialogc: `$schema` points editors at this schema, `$comment` holds a note for people."
    },
    "glob": {
      "type": "string",
      "minLength": 1,
      "not": {
        "pattern": "^/|(^|/)\\.\\.(/|$)"
      },
      "description": "A path pattern relative to this config file's folder; not absolute, no `..` component."
    },
    "path": {
      "type": "string",
      "minLength": 1,
      "description": "A file path, relative to this config file."
    },
    "fontFile": {
      "description": "A font file: its path, or its path and the face to use in a collection (`.ttc`), by family, full or PostScript name. Without `face`, a collection's first face.",
      "oneOf": [
        {
          "$ref": "#/$defs/path"
        },
        {
          "type": "object",
          "required": ["file"],
          "properties": {
            "file": {
              "$ref": "#/$defs/path"
            },
            "face": {
              "type": "string",
              "minLength": 1,
              "examples": ["Noto Sans CJK KR"]
            },
            "$schema": {
              "$ref": "#/$defs/annotation"
            },
            "$comment": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "localeCode": {
      "description": "A BCP 47 language tag: `ko`, `en`, `en-GB`, `zh-Hans`, `pt-BR`.",
      "type": "string",
      "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"
    },
    "severity": {
      "description": "The rule's severity.",
      "type": "string",
      "enum": ["off", "warning", "error"],
      "markdownEnumDescriptions": [
        "Not checked.",
        "Reported; does not fail the build (unless `--strict` or `--max-warnings`).",
        "Reported; fails the build."
      ]
    },
    "fixedRuleSetting": {
      "description": "A fixed rule is always an error: only `\"error\"` may be written.",
      "oneOf": [
        {
          "const": "error",
          "description": "The only severity of a fixed rule."
        },
        {
          "description": "The severity of a fixed rule: always an error.",
          "type": "object",
          "properties": {
            "severity": {
              "const": "error",
              "description": "The only severity of a fixed rule."
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "ruleSetting": {
      "description": "A severity, or an object with a `severity`.",
      "oneOf": [
        {
          "$ref": "#/$defs/severity"
        },
        {
          "description": "The rule's severity (this rule takes no options).",
          "type": "object",
          "properties": {
            "severity": {
              "$ref": "#/$defs/severity"
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false
        }
      ]
    },
    "device": {
      "description": "A device to lay dialogs out on: a built-in name, or a custom screen in points.",
      "oneOf": [
        {
          "description": "A built-in device.",
          "type": "string",
          "enum": [
            "iphone-se",
            "iphone-15",
            "iphone-15-pro-max",
            "ipad-11"
          ],
          "markdownEnumDescriptions": [
            "iPhone SE: 320 x 568 pt, safe area 20 / 0.",
            "iPhone 15: 393 x 852 pt, safe area 59 / 34.",
            "iPhone 15 Pro Max: 430 x 932 pt, safe area 59 / 34.",
            "iPad 11-inch: 834 x 1194 pt, safe area 24 / 20."
          ]
        },
        {
          "description": "A custom device, in points.",
          "type": "object",
          "properties": {
            "name": {
              "type": "string",
              "minLength": 1,
              "description": "Names the device in diagnostics, e.g. `galaxy-fold`."
            },
            "width": {
              "type": "number",
              "minimum": 240,
              "maximum": 4096,
              "description": "Screen width in points (not pixels), 240 to 4096."
            },
            "height": {
              "type": "number",
              "minimum": 240,
              "maximum": 4096,
              "description": "Screen height in points (not pixels), 240 to 4096."
            },
            "safeArea": {
              "description": "The safe-area insets in points (0 when absent). `top` plus `bottom` may be at most `height` minus 240, so at least 240 pt stay for dialogs.",
              "type": "object",
              "properties": {
                "top": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 3856,
                  "default": 0,
                  "description": "Top inset in points."
                },
                "bottom": {
                  "type": "number",
                  "minimum": 0,
                  "maximum": 3856,
                  "default": 0,
                  "description": "Bottom inset in points."
                }
              },
              "patternProperties": {
                "^\\$(schema|comment)$": {
                  "$ref": "#/$defs/annotation"
                }
              },
              "additionalProperties": false
            }
          },
          "patternProperties": {
            "^\\$(schema|comment)$": {
              "$ref": "#/$defs/annotation"
            }
          },
          "additionalProperties": false,
          "required": ["name", "width", "height"]
        }
      ]
    },
    "dynamicTypeSize": {
      "description": "An Apple Dynamic Type size.",
      "type": "string",
      "enum": [
        "xSmall",
        "small",
        "medium",
        "large",
        "xLarge",
        "xxLarge",
        "xxxLarge",
        "accessibility1",
        "accessibility2",
        "accessibility3",
        "accessibility4",
        "accessibility5"
      ],
      "markdownEnumDescriptions": [
        "Body 14 pt.",
        "Body 15 pt.",
        "Body 16 pt.",
        "Body 17 pt. The reference size.",
        "Body 19 pt.",
        "Body 21 pt.",
        "Body 23 pt.",
        "Body 28 pt.",
        "Body 33 pt.",
        "Body 40 pt.",
        "Body 47 pt.",
        "Body 53 pt."
      ]
    },
    "fontWeight": {
      "description": "A font weight: a number from 1 to 1000 written as a string key (`\"400\"`, `\"700\"`), or a DTCG weight name (`regular`, `bold`).",
      "anyOf": [
        {
          "type": "string",
          "pattern": "^([1-9][0-9]{0,2}|1000)$"
        },
        {
          "enum": [
            "thin",
            "hairline",
            "extra-light",
            "ultra-light",
            "light",
            "normal",
            "regular",
            "book",
            "medium",
            "semi-bold",
            "demi-bold",
            "bold",
            "extra-bold",
            "ultra-bold",
            "black",
            "heavy",
            "extra-black",
            "ultra-black"
          ]
        }
      ]
    }
  }
}

"""##
        case .layout:
            ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://dialogc.dev/schemas/layout.schema.json",
  "title": "dialogc layout tree",
  "description": "One resolved layout of a dialog (`dialogc layout`, `dialogc build --emit layout`): a dialog on one device, at one Dynamic Type size, in one locale and theme. Every frame is in screen points with the origin at the screen's top left; every length is rounded to 0.01 pt; every colour is `#RRGGBBAA`.",
  "type": "object",
  "required": ["dialog", "device", "theme", "locale", "size", "root"],
  "additionalProperties": false,
  "properties": {
    "dialog": { "type": "string", "description": "The spec's `id`." },
    "device": { "type": "string", "description": "A built-in device name or a custom device's `name`." },
    "theme": { "type": "string" },
    "locale": { "type": "string", "pattern": "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" },
    "size": {
      "description": "The Dynamic Type size.",
      "enum": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    },
    "fallbackMetrics": {
      "description": "The font families whose text was measured with dialogc's embedded fallback metrics (Inter, Noto Sans CJK KR and Noto Color Emoji advances), because the config's `fonts` gives no file for them. Left out when every family had a file.",
      "type": "array",
      "items": { "type": "string" },
      "uniqueItems": true
    },
    "root": {
      "$ref": "#/$defs/node",
      "description": "The `screen` node: a `dim` node and the `dialog` node below it.",
      "properties": { "type": { "const": "screen" } }
    }
  },
  "$defs": {
    "points": { "type": "number", "description": "Points, rounded to 0.01." },
    "color": { "type": "string", "pattern": "^#[0-9A-F]{8}$" },
    "range": {
      "description": "Unicode scalar offsets [start, end) in the text node's `content`.",
      "type": "array",
      "prefixItems": [{ "type": "integer", "minimum": 0 }, { "type": "integer", "minimum": 0 }],
      "items": false,
      "minItems": 2
    },
    "frame": {
      "type": "object",
      "required": ["x", "y", "width", "height"],
      "additionalProperties": false,
      "properties": {
        "x": { "$ref": "#/$defs/points" },
        "y": { "$ref": "#/$defs/points" },
        "width": { "$ref": "#/$defs/points", "minimum": 0 },
        "height": { "$ref": "#/$defs/points", "minimum": 0 }
      }
    },
    "node": {
      "type": "object",
      "required": ["type", "frame"],
      "additionalProperties": false,
      "properties": {
        "type": { "enum": ["screen", "dim", "dialog", "scroll", "icon", "title", "message", "element", "buttons", "button", "label"] },
        "frame": { "$ref": "#/$defs/frame" },
        "id": { "type": "string", "description": "The dialog's id, an element's or a button's id, or the icon's symbol or asset name." },
        "kind": { "type": "string", "description": "`alert` or `sheet` (dialog), `symbol` or `asset` (icon), `textField`, `checkbox` or `slot` (element), `horizontal` or `vertical` (buttons)." },
        "style": { "$ref": "#/$defs/style" },
        "text": { "$ref": "#/$defs/text" },
        "button": { "$ref": "#/$defs/button" },
        "scroll": { "$ref": "#/$defs/scroll" },
        "direction": { "const": "rtl", "description": "On the `dialog` node of a right-to-left locale (ar, he, fa, ur, … and `ar-XB`): the dialog is laid out mirrored, rows from the right and leading-aligned text at the trailing edge. Left out for left-to-right dialogs." },
        "children": { "type": "array", "items": { "$ref": "#/$defs/node" } }
      },
      "if": { "properties": { "type": { "const": "scroll" } } },
      "then": { "required": ["scroll"] },
      "else": { "not": { "required": ["scroll"] } }
    },
    "scroll": {
      "type": "object",
      "description": "The scroll region (docs/layout-model.md): the node's frame is the visible part, its children are laid out at scroll offset 0.",
      "additionalProperties": false,
      "required": ["contentHeight", "scrolls"],
      "properties": {
        "contentHeight": { "$ref": "#/$defs/points", "description": "The height of everything in the region; more than the frame's height when it scrolls." },
        "scrolls": { "type": "boolean", "description": "Whether the content is taller than the visible part (by more than 0.01 pt)." }
      }
    },
    "style": {
      "type": "object",
      "additionalProperties": false,
      "minProperties": 1,
      "properties": {
        "background": { "$ref": "#/$defs/color" },
        "foreground": { "$ref": "#/$defs/color" },
        "cornerRadius": { "$ref": "#/$defs/points" },
        "padding": {
          "type": "object",
          "required": ["top", "horizontal", "bottom"],
          "additionalProperties": false,
          "properties": {
            "top": { "$ref": "#/$defs/points" },
            "horizontal": { "$ref": "#/$defs/points" },
            "bottom": { "$ref": "#/$defs/points" }
          }
        },
        "font": {
          "type": "object",
          "required": ["family", "size", "weight", "lineHeight", "letterSpacing"],
          "additionalProperties": false,
          "properties": {
            "family": { "type": "array", "items": { "type": "string" }, "description": "Families in order of preference; `system` is the platform's UI font." },
            "size": { "$ref": "#/$defs/points", "description": "After Dynamic Type." },
            "weight": { "type": "integer", "minimum": 1, "maximum": 1000 },
            "lineHeight": { "$ref": "#/$defs/points", "description": "In points, not a multiplier." },
            "letterSpacing": { "$ref": "#/$defs/points" }
          }
        }
      }
    },
    "text": {
      "type": "object",
      "required": ["content", "lineCount", "maxWidth", "lines", "highlights"],
      "additionalProperties": false,
      "properties": {
        "content": { "type": "string", "description": "The text laid out: markup removed, a placeholder filled with its parameter's `example` or `maxLength` wide characters (the wider), else as written, `{name}`." },
        "lineCount": { "type": "integer", "minimum": 1 },
        "maxWidth": { "description": "The width the text was wrapped at; null for a text that never wraps (a text field's placeholder).", "oneOf": [{ "$ref": "#/$defs/points" }, { "type": "null" }] },
        "lines": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "object",
            "required": ["text", "width", "x", "y", "range"],
            "additionalProperties": false,
            "properties": {
              "text": { "type": "string" },
              "width": { "$ref": "#/$defs/points", "minimum": 0 },
              "x": { "$ref": "#/$defs/points" },
              "y": { "$ref": "#/$defs/points" },
              "range": { "$ref": "#/$defs/range" },
              "faces": {
                "description": "Which face measured each part of the line, in order: written only when some of it was measured in a face of the typography's cascade other than its own (its first family with a font file), such as a `fontFallbacks` face for another script. A part measured with the embedded fallback metrics has `fallbackMetrics` instead of `family`.",
                "type": "array",
                "minItems": 1,
                "items": {
                  "type": "object",
                  "required": ["range"],
                  "additionalProperties": false,
                  "properties": {
                    "range": { "$ref": "#/$defs/range" },
                    "family": { "type": "string", "description": "The face's family, as `fonts` names it." },
                    "fallbackMetrics": { "const": true }
                  },
                  "oneOf": [{ "required": ["family"] }, { "required": ["fallbackMetrics"] }]
                }
              }
            }
          }
        },
        "approximate": {
          "description": "The scripts (Unicode Script names, such as `Thai`) of characters no face of the text's cascade covers, measured with the embedded metrics' average width: the text's widths and line breaks are approximate (`font-coverage`). Left out when every character is covered.",
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "type": "string" }
        },
        "unshaped": {
          "description": "The scripts (Unicode Script names, such as `Bengali`) of characters measured in a configured face a character at a time, although the face's shaping of the script (conjuncts, reordering, joining) changes widths and dialogc does not model it: the text's widths and line breaks are approximate (`font-coverage`; docs/layout-model.md). Left out when there are none.",
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "type": "string" }
        },
        "unsegmented": {
          "description": "The scripts (Thai, Lao, Khmer, Myanmar) of a text broken without a line-break dictionary, because the platform dialogc runs on has none: they break only at spaces and between letters, so the line breaks are not the device's (`font-coverage`). Left out when there are none.",
          "type": "array",
          "minItems": 1,
          "uniqueItems": true,
          "items": { "type": "string" }
        },
        "highlights": {
          "type": "array",
          "description": "Each highlight span, split where it crosses lines.",
          "items": {
            "type": "object",
            "required": ["style", "line", "range", "x", "width"],
            "additionalProperties": false,
            "properties": {
              "style": { "type": "string", "pattern": "^[a-z][a-zA-Z0-9]*$" },
              "color": { "$ref": "#/$defs/color", "description": "Absent when the theme has no `highlight.<style>`." },
              "line": { "type": "integer", "minimum": 0, "description": "Index into `lines`." },
              "range": { "$ref": "#/$defs/range" },
              "x": { "$ref": "#/$defs/points" },
              "width": { "$ref": "#/$defs/points", "minimum": 0 }
            }
          }
        }
      }
    },
    "button": {
      "type": "object",
      "required": ["role", "action", "styleGroup", "enabled"],
      "additionalProperties": false,
      "properties": {
        "role": { "enum": ["primary", "secondary", "cancel", "destructive"] },
        "action": { "type": "string" },
        "accessibilityIdentifier": { "type": "string" },
        "styleGroup": { "type": "string", "description": "The token group the button is drawn with, `button.primary`." },
        "enabled": { "type": "boolean" }
      }
    }
  }
}

"""##
        case .diagnostics:
            ##"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://dialogc.dev/schemas/diagnostics.schema.json",
  "title": "dialogc diagnostics (dialogc --format json)",
  "description": "The findings of one dialogc run. Lines and columns are 1-based; columns count Unicode scalars; endLine/endColumn point just past the range. Keys are written sorted.",
  "type": "object",
  "required": ["version", "diagnostics", "summary"],
  "additionalProperties": false,
  "properties": {
    "version": {
      "description": "Version of this document's shape (not of dialogc); changes only on a breaking change.",
      "const": 1
    },
    "diagnostics": {
      "description": "Findings in reporting order: by path, line, column, then rule and message.",
      "type": "array",
      "items": { "$ref": "#/$defs/diagnostic" }
    },
    "summary": {
      "type": "object",
      "required": ["errors", "warnings"],
      "additionalProperties": false,
      "properties": {
        "errors": { "description": "Number of findings with severity error.", "type": "integer", "minimum": 0 },
        "warnings": { "description": "Number of findings with severity warning.", "type": "integer", "minimum": 0 }
      }
    }
  },
  "$defs": {
    "diagnostic": {
      "description": "One finding. The location members are absent when the finding has no place in a file (such as a bad command-line argument).",
      "type": "object",
      "required": ["rule", "severity", "message", "notes"],
      "unevaluatedProperties": false,
      "allOf": [{ "$ref": "#/$defs/location" }],
      "properties": {
        "rule": {
          "description": "Stable kebab-case rule id (docs/rules.md).",
          "type": "string",
          "pattern": "^[a-z][a-z0-9]*(-[a-z0-9]+)*$"
        },
        "severity": { "enum": ["error", "warning"] },
        "message": { "type": "string" },
        "notes": {
          "description": "Further information: a did-you-mean, the other end of a duplicate, an alias chain.",
          "type": "array",
          "items": { "$ref": "#/$defs/note" }
        },
        "fixes": {
          "description": "Present only when the finding has one safe fix (`dialogc lint --fix`).",
          "type": "array",
          "minItems": 1,
          "items": { "$ref": "#/$defs/fix" }
        }
      }
    },
    "fix": {
      "description": "A change that fixes the finding: replacements of byte ranges of the finding's file.",
      "type": "object",
      "required": ["message", "edits"],
      "additionalProperties": false,
      "properties": {
        "message": { "type": "string" },
        "edits": {
          "type": "array",
          "minItems": 1,
          "items": {
            "type": "object",
            "required": ["start", "end", "replacement"],
            "additionalProperties": false,
            "properties": {
              "start": { "description": "UTF-8 byte offset where the replaced bytes start.", "type": "integer", "minimum": 0 },
              "end": { "description": "UTF-8 byte offset just past them (exclusive).", "type": "integer", "minimum": 0 },
              "replacement": { "type": "string" }
            }
          }
        }
      }
    },
    "note": {
      "type": "object",
      "required": ["message"],
      "unevaluatedProperties": false,
      "allOf": [{ "$ref": "#/$defs/location" }],
      "properties": {
        "message": { "type": "string" }
      }
    },
    "location": {
      "description": "Where a finding or note points: all five members together, or none of them.",
      "properties": {
        "path": { "description": "The file path as the user gave it (never made absolute).", "type": "string", "minLength": 1 },
        "line": { "description": "1-based start line.", "type": "integer", "minimum": 1 },
        "column": { "description": "1-based start column, in Unicode scalars.", "type": "integer", "minimum": 1 },
        "endLine": { "description": "1-based line of the end of the range.", "type": "integer", "minimum": 1 },
        "endColumn": { "description": "1-based column just past the range (exclusive), in Unicode scalars.", "type": "integer", "minimum": 1 }
      },
      "dependentRequired": {
        "path": ["line", "column", "endLine", "endColumn"],
        "line": ["path"],
        "column": ["path"],
        "endLine": ["path"],
        "endColumn": ["path"]
      }
    }
  }
}

"""##
        }
    }
}
