/// The embedded default design system of docs/format/tokens.md#contract-tokens, as DTCG token files.
///
/// It is JSON text, not Swift values, so it is read by the same `TokenFileReader` as a
/// team's files: the default is a living example of the format and cannot drift from what
/// the reader accepts. A test proves it resolves with no findings and defines every
/// contract token. Colour components are the exact 8-bit fractions (`0x5C / 255`), so the
/// colours are exactly the table's hex values.
///
/// Beyond the contract: `dialog.dim.transition` is the backdrop's 0.2 s ease-out fade that
/// the table writes inside `dialog.transition.in` ("dim: 0.2 s ease-out"); a transition
/// token holds one timing, so the fade is a token of its own.
///
/// The contract goes beyond the section 3 table with the box model's sizes (icon, text
/// field, checkbox, button paddings and title lines, the scroll region's least visible
/// lines; docs/layout-model.md): their defaults are the numbers the engine used before
/// they were tokens.
public enum EmbeddedDefaultTokens {
    /// Display path of the base file (the `light` theme, and every theme but `dark`).
    public static let basePath = "(embedded)/default.tokens.json"
    /// Display path of the `dark` theme's override, layered over the base.
    public static let darkPath = "(embedded)/default-dark.tokens.json"

    /// The base file's text.
    public static let baseJSON = #"""
{
  "$description": "dialogc's embedded default design system (docs/format/tokens.md#contract-tokens): the light theme, and the base every theme but 'dark' extends.",
  "dialog": {
    "alert": {
      "background": {
        "$type": "color",
        "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1, "hex": "#FFFFFF"}
      },
      "cornerRadius": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
      "margin": {
        "$type": "dimension",
        "$value": {"value": 30, "unit": "px"},
        "$description": "Distance to each screen edge."
      },
      "maxWidth": {"$type": "dimension", "$value": {"value": 500, "unit": "px"}},
      "padding": {
        "$type": "dimension",
        "top": {"$value": {"value": 22, "unit": "px"}},
        "horizontal": {"$value": {"value": 20, "unit": "px"}},
        "bottom": {"$value": {"value": 16, "unit": "px"}}
      }
    },
    "sheet": {
      "background": {"$type": "color", "$value": "{dialog.alert.background}", "$description": "As the alert."},
      "cornerRadius": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
      "margin": {
        "$type": "dimension",
        "$value": {"value": 12, "unit": "px"},
        "$description": "Distance to each side of the screen."
      },
      "bottomInset": {
        "$type": "dimension",
        "$value": {"value": 8, "unit": "px"},
        "$description": "Distance above the bottom safe area."
      },
      "padding": {
        "$type": "dimension",
        "top": {"$value": {"value": 22, "unit": "px"}},
        "horizontal": {"$value": {"value": 20, "unit": "px"}},
        "bottom": {"$value": {"value": 16, "unit": "px"}}
      }
    },
    "spacing": {
      "$type": "dimension",
      "icon": {"$value": {"value": 12, "unit": "px"}},
      "titleMessage": {"$value": {"value": 16, "unit": "px"}},
      "content": {"$value": {"value": 16, "unit": "px"}},
      "buttons": {"$value": {"value": 8, "unit": "px"}}
    },
    "icon": {
      "size": {
        "$type": "dimension",
        "$value": {"value": 48, "unit": "px"},
        "$description": "The icon's side at Dynamic Type size large; it scales with Dynamic Type as text does."
      }
    },
    "field": {
      "$type": "dimension",
      "minHeight": {"$value": {"value": 44, "unit": "px"}, "$description": "A text field's least height."},
      "padding": {
        "$value": {"value": 10, "unit": "px"},
        "$description": "Between a text field's edges and its one line of text, on every side."
      }
    },
    "checkbox": {
      "gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}, "$description": "Between a checkbox's box and its title."}
    },
    "scroll": {
      "minVisibleLines": {
        "$type": "number",
        "$value": 2,
        "$description": "The least of the scroll region that shows, in message lines, before the card overflows the safe area."
      }
    },
    "title": {
      "typography": {
        "$type": "typography",
        "$value": {
          "fontFamily": "system",
          "fontSize": {"value": 16, "unit": "px"},
          "fontWeight": 600,
          "lineHeight": 1.5,
          "letterSpacing": {"value": 0, "unit": "px"}
        }
      },
      "color": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [0.06666666666666667, 0.06666666666666667, 0.06666666666666667],
          "alpha": 1,
          "hex": "#111111"
        }
      }
    },
    "message": {
      "typography": {
        "$type": "typography",
        "$value": {
          "fontFamily": "system",
          "fontSize": {"value": 14, "unit": "px"},
          "fontWeight": 400,
          "lineHeight": 1.43,
          "letterSpacing": {"value": 0, "unit": "px"}
        }
      },
      "color": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [0.3607843137254902, 0.37254901960784315, 0.4],
          "alpha": 1,
          "hex": "#5C5F66"
        }
      }
    },
    "dim": {
      "color": {
        "$type": "color",
        "$value": {"colorSpace": "srgb", "components": [0.0, 0.0, 0.0], "alpha": 1, "hex": "#000000"}
      },
      "opacity": {"$type": "number", "$value": 0.4},
      "transition": {
        "$type": "transition",
        "$description": "The backdrop's fade when the dialog appears: 0.2 s ease-out (the 'dim' part of dialog.transition.in).",
        "$value": {
          "duration": {"value": 0.2, "unit": "s"},
          "delay": {"value": 0, "unit": "s"},
          "timingFunction": [0, 0, 0.58, 1]
        }
      }
    },
    "transition": {
      "$type": "transition",
      "in": {
        "$description": "Appearing: a 0.28 s spring with bounce 0.1 (damping 0.9) starting at velocity 0.6, the card rising 20 pt as it fades in. Tools without the dialogc.spring extension see a 0.28 s ease-out.",
        "$value": {
          "duration": {"value": 0.28, "unit": "s"},
          "delay": {"value": 0, "unit": "s"},
          "timingFunction": [0, 0, 0.58, 1]
        },
        "$extensions": {"dialogc.spring": {"duration": 0.28, "bounce": 0.1, "initialVelocity": 0.6}}
      },
      "out": {
        "$description": "Disappearing: 0.18 s ease-in, the card sinking 10 pt as it fades out.",
        "$value": {
          "duration": {"value": 0.18, "unit": "s"},
          "delay": {"value": 0, "unit": "s"},
          "timingFunction": [0.42, 0, 1, 1]
        }
      }
    }
  },
  "button": {
    "height": {"$type": "dimension", "$value": {"value": 48, "unit": "px"}},
    "cornerRadius": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}},
    "padding": {
      "$type": "dimension",
      "horizontal": {"$value": {"value": 8, "unit": "px"}, "$description": "Between a button's sides and its title."},
      "vertical": {"$value": {"value": 8, "unit": "px"}, "$description": "Above and below a title that makes the button taller than its height."}
    },
    "titleMaxLines": {
      "$type": "number",
      "$value": 2,
      "$description": "A button title wraps to at most this many lines and the button grows to hold them."
    },
    "typography": {
      "$type": "typography",
      "$value": {
        "fontFamily": "system",
        "fontSize": {"value": 16, "unit": "px"},
        "fontWeight": 600,
        "lineHeight": 1.25,
        "letterSpacing": {"value": 0, "unit": "px"}
      }
    },
    "primary": {
      "$type": "color",
      "background": {
        "$value": {
          "colorSpace": "srgb",
          "components": [0.1450980392156863, 0.38823529411764707, 0.9215686274509803],
          "alpha": 1,
          "hex": "#2563EB"
        }
      },
      "foreground": {"$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1, "hex": "#FFFFFF"}}
    },
    "secondary": {
      "$type": "color",
      "background": {
        "$value": {
          "colorSpace": "srgb",
          "components": [0.9490196078431372, 0.9529411764705882, 0.9607843137254902],
          "alpha": 1,
          "hex": "#F2F3F5"
        }
      },
      "foreground": {
        "$value": {
          "colorSpace": "srgb",
          "components": [0.10588235294117647, 0.11372549019607843, 0.12156862745098039],
          "alpha": 1,
          "hex": "#1B1D1F"
        }
      }
    },
    "cancel": {
      "$type": "color",
      "$description": "As secondary.",
      "background": {"$value": "{button.secondary.background}"},
      "foreground": {"$value": "{button.secondary.foreground}"}
    },
    "destructive": {
      "$type": "color",
      "background": {
        "$value": {
          "colorSpace": "srgb",
          "components": [0.8509803921568627, 0.17647058823529413, 0.12549019607843137],
          "alpha": 1,
          "hex": "#D92D20"
        }
      },
      "foreground": {"$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1, "hex": "#FFFFFF"}}
    },
    "feedback": {
      "duration": {
        "$type": "duration",
        "$value": {"value": 0.5, "unit": "s"},
        "$description": "How long an async button shows success or failure before it settles."
      }
    }
  },
  "highlight": {
    "$type": "color",
    "accent": {
      "$value": {
        "colorSpace": "srgb",
        "components": [0.1450980392156863, 0.38823529411764707, 0.9215686274509803],
        "alpha": 1,
        "hex": "#2563EB"
      }
    },
    "danger": {
      "$value": {
        "colorSpace": "srgb",
        "components": [0.8509803921568627, 0.17647058823529413, 0.12549019607843137],
        "alpha": 1,
        "hex": "#D92D20"
      }
    }
  }
}
"""#

    /// The dark override's text.
    public static let darkJSON = #"""
{
  "$description": "dialogc's embedded default design system: what the 'dark' theme changes, layered over the base.",
  "dialog": {
    "alert": {
      "background": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [0.17254901960784313, 0.17254901960784313, 0.1803921568627451],
          "alpha": 1,
          "hex": "#2C2C2E"
        }
      }
    },
    "title": {
      "color": {
        "$type": "color",
        "$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1, "hex": "#FFFFFF"}
      }
    },
    "message": {
      "color": {
        "$type": "color",
        "$value": {
          "colorSpace": "srgb",
          "components": [0.7803921568627451, 0.7803921568627451, 0.8],
          "alpha": 1,
          "hex": "#C7C7CC"
        }
      }
    }
  },
  "button": {
    "secondary": {
      "$type": "color",
      "background": {
        "$value": {
          "colorSpace": "srgb",
          "components": [0.22745098039215686, 0.22745098039215686, 0.23529411764705882],
          "alpha": 1,
          "hex": "#3A3A3C"
        }
      },
      "foreground": {"$value": {"colorSpace": "srgb", "components": [1.0, 1.0, 1.0], "alpha": 1, "hex": "#FFFFFF"}}
    }
  },
  "highlight": {
    "$type": "color",
    "accent": {
      "$value": {
        "colorSpace": "srgb",
        "components": [0.43137254901960786, 0.6588235294117647, 0.996078431372549],
        "alpha": 1,
        "hex": "#6EA8FE"
      }
    },
    "danger": {
      "$value": {
        "colorSpace": "srgb",
        "components": [1.0, 0.5411764705882353, 0.5019607843137255],
        "alpha": 1,
        "hex": "#FF8A80"
      }
    }
  }
}
"""#
}
