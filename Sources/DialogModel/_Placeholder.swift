// DialogModel
